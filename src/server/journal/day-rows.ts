import { sql } from 'drizzle-orm';
import type { DayRecord } from '@/shared/gamification/engine-types';
import { gamificationDays } from '../db/schema';
import type { Exec } from '../db/tx';

/**
 * Writes (or replaces) day rows: the columns the ranking sums, and the whole record in `facts`. A row whose record
 * did not change is left alone (no dead tuple for every refresh of a busy day).
 */
export async function writeDayRows(
  exec: Exec,
  rows: readonly (ScoreColumns & { userId: string; day: string; facts: DayRecord })[],
): Promise<void> {
  if (rows.length === 0) return;
  await exec
    .insert(gamificationDays)
    .values(
      rows.map((r) => ({
        userId: r.userId,
        day: r.day,
        trades: r.trades,
        withStop: r.withStop,
        withinRisk: r.withinRisk,
        journaled: r.journaled,
        checklistPassed: r.checklistPassed,
        facts: r.facts,
      })),
    )
    .onConflictDoUpdate({
      target: [gamificationDays.userId, gamificationDays.day],
      set: {
        trades: sql`excluded.trades`,
        withStop: sql`excluded.with_stop`,
        withinRisk: sql`excluded.within_risk`,
        journaled: sql`excluded.journaled`,
        checklistPassed: sql`excluded.checklist_passed`,
        facts: sql`excluded.facts`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${gamificationDays.facts} is distinct from excluded.facts`,
    });
}

type ScoreColumns = Pick<DayRecord, 'trades' | 'withStop' | 'withinRisk' | 'journaled' | 'checklistPassed'>;

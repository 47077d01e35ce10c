import { and, eq, sql } from 'drizzle-orm';
import type { GoalDto, GoalKind } from '@/shared/gamification/contract';
import type { DayRecord, GoalProgress, XpEntry } from '@/shared/gamification/engine-types';
import { goals } from '../../db/schema';
import { goalPeriod, goalProgress, goalTitle } from '@/shared/gamification/goals';
import { goalXp, goalXpEntry } from '@/shared/gamification/xp';
import type { GamificationEventInput } from './events';
import type { Exec } from '../../db/tx';

export type GoalRow = typeof goals.$inferSelect;

export interface EvaluatedGoal {
  row: GoalRow;
  end: string;
  title: string;
  progress: GoalProgress;
}

/** Day records are sorted by day: the ones of [start, end] by two binary searches. */
function daysIn(records: readonly DayRecord[], start: string, end: string): DayRecord[] {
  const lower = (day: string) => {
    let lo = 0;
    let hi = records.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((records[mid]?.day ?? '') < day) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return records.slice(lower(start), lower(`${end}~`));
}

/** Each goal's progress from the day records of its period and the challenges completed in it. */
export function evaluateGoals(
  rows: readonly GoalRow[],
  records: readonly DayRecord[],
  today: string,
  completedOn: readonly string[],
): EvaluatedGoal[] {
  return rows.map((row) => {
    const { end } = goalPeriod(row.period, row.periodStart);
    const progress = goalProgress(
      {
        id: row.id,
        kind: row.kind,
        period: row.period,
        periodStart: row.periodStart,
        target: row.target,
        param: row.param,
      },
      {
        days: daysIn(records, row.periodStart, end),
        today,
        challengesCompleted: completedOn.filter((d) => d >= row.periodStart && d <= end).length,
      },
    );
    return { row, end, title: goalTitle(row.kind as GoalKind, row.target, row.param), progress };
  });
}

export const loadGoals = (tx: Exec, userId: string): Promise<GoalRow[]> =>
  tx.select().from(goals).where(eq(goals.userId, userId));

/**
 * Stores what the goals' progress says: met_at set when a goal is met (a 'goal-met' event the first time it is
 * ever met), cleared when the facts no longer meet it. Returns the XP the met goals earn and the events.
 */
export async function settleGoals(
  tx: Exec,
  userId: string,
  evaluated: readonly EvaluatedGoal[],
  now: Date,
  alreadyAnnounced: ReadonlySet<string>,
): Promise<{ entries: XpEntry[]; events: GamificationEventInput[] }> {
  const entries: XpEntry[] = [];
  const events: GamificationEventInput[] = [];
  const met: string[] = [];
  const unmet: string[] = [];
  for (const g of evaluated) {
    if (g.progress.met) {
      entries.push(goalXpEntry({ id: g.row.id, period: g.row.period, title: g.title }));
      if (g.row.metAt) continue;
      met.push(g.row.id);
      g.row.metAt = now;
      if (!alreadyAnnounced.has(g.row.id))
        events.push({ kind: 'goal-met', goalId: g.row.id, title: g.title, xp: goalXp(g.row.period) });
    } else if (g.row.metAt) {
      unmet.push(g.row.id);
      g.row.metAt = null;
    }
  }
  const ids = (list: string[]) => sql`${goals.id} = any(${`{${list.join(',')}}`}::uuid[])`;
  if (met.length)
    await tx
      .update(goals)
      .set({ metAt: now })
      .where(and(eq(goals.userId, userId), ids(met)));
  if (unmet.length)
    await tx
      .update(goals)
      .set({ metAt: null })
      .where(and(eq(goals.userId, userId), ids(unmet)));
  return { entries, events };
}

export function goalDto(g: EvaluatedGoal): GoalDto {
  return {
    id: g.row.id,
    kind: g.row.kind as GoalKind,
    period: g.row.period,
    periodStart: g.row.periodStart,
    periodEnd: g.end,
    title: g.title,
    target: g.row.target,
    param: g.row.param,
    current: g.progress.current,
    met: g.progress.met,
    metAt: g.row.metAt?.toISOString() ?? null,
    over: g.progress.over,
    xp: goalXp(g.row.period),
  };
}

import { eq } from 'drizzle-orm';
import { addDays, daysBetween } from '@/shared/time/calendar-date';
import { challengeEndDate } from '@/shared/discipline/challenge-days';
import { evaluateChallengeDay } from '@/shared/discipline/evaluate-challenge';
import { isPassedState } from '@/shared/discipline/evaluate-day';
import type { ChallengeDayResult } from '@/shared/reports/engine';
import { wallClock } from '@/shared/time/zoned-time';
import type { Db } from '../../db/client';
import { challenges } from '../../db/schema';
import { loadDayFacts } from '../../journal/challenge-facts';

/**
 * The 21-day challenge's days that are over inside `from`…`to` (null = unbounded), judged as /challenge judges
 * them (evaluateChallengeDay over the stored facts). A day is over before today; for a challenge that ended (given
 * up, or settled after day 21) before the local day it ended on, so days after a give-up are not counted.
 */
export async function challengeDayResults(
  db: Db,
  userId: string,
  range: { from: string | null; to: string | null },
  today: string,
  timeZone: string,
): Promise<ChallengeDayResult[]> {
  const rows = await db
    .select({
      id: challenges.id,
      startDate: challenges.startDate,
      customRules: challenges.customRules,
      endedAt: challenges.endedAt,
    })
    .from(challenges)
    .where(eq(challenges.userId, userId));
  const results: ChallengeDayResult[] = [];
  // One after another: a user has a handful of challenges, and each read is four small queries.
  for (const row of rows) {
    const ended = row.endedAt ? wallClock(row.endedAt, timeZone).date : null;
    const overBefore = ended && ended < today ? ended : today;
    let from = row.startDate;
    let to = challengeEndDate(row.startDate);
    if (range.from && range.from > from) from = range.from;
    if (range.to && range.to < to) to = range.to;
    if (from > to || from >= overBefore) continue;
    const facts = await loadDayFacts(db, userId, row.id, from, to, timeZone);
    for (let day = from; day <= to && day < overBefore; day = addDays(day, 1)) {
      const index = daysBetween(row.startDate, day) + 1;
      const { state } = evaluateChallengeDay(row, index, day, facts.get(day), overBefore);
      if (isPassedState(state)) results.push({ day, passed: true });
      else if (state === 'failed') results.push({ day, passed: false });
    }
  }
  return results;
}

import { eq } from 'drizzle-orm';
import { challengeXpEntries } from '@/shared/gamification/xp';
import { challengeEndDate } from '@/shared/discipline/challenge-days';
import { CHALLENGE_WEEKS } from '@/shared/discipline/contract';
import { evaluateChallenge } from '@/shared/discipline/evaluate-challenge';
import { isPassedState } from '@/shared/discipline/evaluate-day';
import type { ChallengeSummary, ChallengeXpInput, XpEntry } from '@/shared/gamification/engine-types';
import { WEEK_PASS_DAYS } from '@/shared/gamification/rules';
import { wallClock } from '@/shared/time/zoned-time';
import type { Db } from '../../db/client';
import { challenges } from '../../db/schema';
import { loadDayFacts, loadWeekReviews } from '../../journal/challenge-facts';
import type { Exec } from '../../db/tx';

const DAYS_PER_WEEK = 7;

export interface ChallengesOutcome {
  /** The XP every challenge of the user earns now. */
  entries: XpEntry[];
  summaries: ChallengeSummary[];
  /** The end day of each completed challenge (a 'finish-challenge' goal counts those inside its period). */
  completedOn: string[];
}

/**
 * Every challenge of the user evaluated from its stored facts, as the challenge page does (evaluateChallenge): an
 * abandoned one counts only its days up to the local day it was given up. A challenge whose day 21 is over counts
 * as completed or failed even before a read of /api/challenge stores the result.
 */
export async function evaluateChallenges(
  tx: Exec,
  userId: string,
  today: string,
  timeZone: string,
): Promise<ChallengesOutcome> {
  // The discipline loaders take a Db; a transaction answers the same queries.
  const db = tx as unknown as Db;
  const rows = await tx.select().from(challenges).where(eq(challenges.userId, userId));
  const outcome: ChallengesOutcome = { entries: [], summaries: [], completedOn: [] };
  if (!rows.length) return outcome;
  const reviews = await loadWeekReviews(
    db,
    rows.map((r) => r.id),
  );
  for (const row of rows) {
    const end = challengeEndDate(row.startDate);
    const facts = await loadDayFacts(db, userId, row.id, row.startDate, end, timeZone);
    const evaluated = evaluateChallenge(
      {
        id: row.id,
        startDate: row.startDate,
        customRules: row.customRules,
        status: row.status,
        daysPassed: row.daysPassed,
        reviews: reviews.get(row.id) ?? {},
      },
      facts,
      today,
    );
    const lastDay = row.status === 'abandoned' ? wallClock(row.endedAt ?? new Date(0), timeZone).date : end;
    const counted = (day: string) => day <= lastDay;
    const days = evaluated.days.filter((d) => counted(d.day)).map((d) => ({ day: d.day, state: d.state }));
    const weeks = Array.from({ length: CHALLENGE_WEEKS }, (_, w) => {
      const week = evaluated.days
        .slice(w * DAYS_PER_WEEK, (w + 1) * DAYS_PER_WEEK)
        .filter((d) => counted(d.day));
      return {
        week: w + 1,
        passed: week.filter((d) => d.day < today && isPassedState(d.state)).length,
        over: week.filter((d) => d.day < today).length,
        reviewed: Boolean(evaluated.weeks[w]?.review),
      };
    });
    const input: ChallengeXpInput = { id: row.id, status: evaluated.status, days, weeks };
    outcome.entries.push(...challengeXpEntries(input));
    outcome.summaries.push({
      status: evaluated.status,
      daysPassed: days.filter((d) => d.day < today && isPassedState(d.state)).length,
      weeksCompleted: weeks.filter((w) => w.over === DAYS_PER_WEEK && w.passed >= WEEK_PASS_DAYS).length,
      weekReviews: weeks.filter((w) => w.reviewed).length,
    });
    if (evaluated.status === 'completed') outcome.completedOn.push(end);
  }
  return outcome;
}

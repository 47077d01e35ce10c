import { challengeDays, challengeEndDate } from './challenge-days';
import {
  CHALLENGE_PASS_DAYS,
  CHALLENGE_WEEKS,
  type ChallengeDayDto,
  type ChallengeDto,
  type ChallengeWeekDto,
} from './contract';
import { dayState, emptyDayFacts, evaluateDayItems, isPassedState, type DayFacts } from './evaluate-day';

/** A challenge as stored. */
export interface StoredChallenge {
  id: string;
  startDate: string;
  customRules: readonly string[];
  status: ChallengeDto['status'];
  /** Stored when finished or given up. */
  daysPassed: number | null;
  /** Week (1–3) → the answers of its review. */
  reviews: Partial<Record<number, string[]>>;
}

const DAYS_PER_WEEK = 7;

/** One day of a challenge: its index (1–21), week, state and checklist. */
export function evaluateChallengeDay(
  challenge: Pick<StoredChallenge, 'startDate' | 'customRules'>,
  index: number,
  day: string,
  facts: DayFacts | undefined,
  today: string,
): ChallengeDayDto {
  const f = facts ?? emptyDayFacts();
  const evaluation = evaluateDayItems(f, challenge.customRules);
  const state = dayState(day, today, evaluation);
  const future = state === 'future';
  return {
    day,
    index,
    week: Math.ceil(index / DAYS_PER_WEEK),
    state,
    trades: f.trades.length,
    // A future day has nothing to evaluate yet: every item waits.
    items: future ? evaluation.items.map((i) => ({ ...i, done: null, detail: undefined })) : evaluation.items,
    score: future ? null : evaluation.score,
    didNotTrade: evaluation.didNotTrade,
    passing: !future && evaluation.passing,
  };
}

/**
 * The whole challenge, evaluated against `today` (the trader's local day).
 *
 * - Days passed count the days over (before today) that passed or were marked 'Não operei'; today counts once it
 *   is over, so the number never moves backwards during the day.
 * - The streak: consecutive passed days ending today when today is already passing, else ending yesterday.
 * - The result is decided once day 21 is over: 'completed' with ≥ CHALLENGE_PASS_DAYS passed, else 'failed'.
 *   Until then it is 'active' and `stillPossible` tells whether the days left can still reach the mark.
 *   A stored final status (given up, or finished on an earlier read) is kept as stored.
 * - A week's review is due from its 7th day on (that day included) until answered.
 */
export function evaluateChallenge(
  challenge: StoredChallenge,
  factsByDay: ReadonlyMap<string, DayFacts>,
  today: string,
): ChallengeDto {
  const days = challengeDays(challenge.startDate).map((day, i) =>
    evaluateChallengeDay(challenge, i + 1, day, factsByDay.get(day), today),
  );
  const over = (d: ChallengeDayDto) => d.day < today;
  const passedOver = days.filter((d) => over(d) && isPassedState(d.state)).length;
  const notOver = days.filter((d) => !over(d)).length;

  const weeks: ChallengeWeekDto[] = Array.from({ length: CHALLENGE_WEEKS }, (_, w) => {
    const week = days.slice(w * DAYS_PER_WEEK, (w + 1) * DAYS_PER_WEEK);
    const review = challenge.reviews[w + 1] ?? null;
    const lastDay = week[week.length - 1]?.day ?? '';
    return {
      week: w + 1,
      passed: week.filter((d) => over(d) && isPassedState(d.state)).length,
      over: week.filter(over).length,
      reviewDue: review === null && lastDay <= today,
      review,
    };
  });

  let streak = 0;
  for (let i = days.length - 1; i >= 0; i--) {
    const d = days[i];
    if (!d || d.day > today) continue;
    if (d.day === today) {
      if (d.passing) streak++;
      continue;
    }
    if (!isPassedState(d.state)) break;
    streak++;
  }

  const endDate = challengeEndDate(challenge.startDate);
  const finished = endDate < today;
  let status = challenge.status;
  let daysPassed = passedOver;
  if (status === 'active' && finished) status = passedOver >= CHALLENGE_PASS_DAYS ? 'completed' : 'failed';
  else if (status !== 'active') daysPassed = challenge.daysPassed ?? passedOver;

  return {
    id: challenge.id,
    startDate: challenge.startDate,
    endDate,
    customRules: [...challenge.customRules],
    status,
    daysPassed,
    days,
    weeks,
    streak,
    today,
    stillPossible:
      status === 'completed' || (status === 'active' && passedOver + notOver >= CHALLENGE_PASS_DAYS),
  };
}

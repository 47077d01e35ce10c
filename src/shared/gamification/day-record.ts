import { JOURNAL_NOTE_MIN } from '../discipline/contract';
import { addDays } from '../time/calendar-date';
import { evaluateDayItems } from '../discipline/evaluate-day';
import type { DayRecord, GamTrade, Run, UserDayInput } from './engine-types';
import { XP } from './rules';

/**
 * One local day of the trader turned into what it contributes to the gamification (ADR 014): counts and flags of
 * the process, never money. Pure: the server stores the record (gamification_days.facts) and the XP, achievements,
 * goals and the discipline score are all read from records, so a changed trade only needs its day rebuilt.
 */

const RISK_BREAKS = ['risk-above-plan', 'over-max-contracts'];

const noteLength = (t: GamTrade) => (t.notes ?? '').trim().length;
/** The checklist's 'journaled': an emotion and a note of JOURNAL_NOTE_MIN characters. */
const isJournaled = (t: GamTrade) => Boolean(t.emotion) && noteLength(t) >= JOURNAL_NOTE_MIN;
/** A complete record: journaled and with a stop. */
const isComplete = (t: GamTrade) => isJournaled(t) && t.hasStop;
const breaks = (t: GamTrade, kind: string) => t.ruleBreaks.includes(kind);
/** Within the plan's risk: a stop (without one the risk cannot be judged) and no risk or size break. */
const isWithinRisk = (t: GamTrade) => t.hasStop && !t.ruleBreaks.some((b) => RISK_BREAKS.includes(b));

/** How a property runs through the day's trades (in entry order). */
export function runOf<T>(items: readonly T[], has: (item: T) => boolean): Run {
  const n = items.length;
  let lead = 0;
  while (lead < n && has(items[lead] as T)) lead++;
  let trail = 0;
  while (trail < n && has(items[n - 1 - trail] as T)) trail++;
  let max = 0;
  let cur = 0;
  for (const item of items) {
    cur = has(item) ? cur + 1 : 0;
    max = Math.max(max, cur);
  }
  return { n, lead, trail, max };
}

/**
 * The longest run across consecutive days (`runs` in day order). A day without trades (n = 0) neither breaks nor
 * extends a run: not trading is never punished, and it is not a trade with the property either.
 */
export function combineRuns(runs: readonly Run[]): number {
  let best = 0;
  let cur = 0;
  for (const r of runs) {
    if (r.n === 0) continue;
    best = Math.max(best, r.max);
    if (r.lead === r.n) {
      cur += r.n;
    } else {
      best = Math.max(best, cur + r.lead);
      cur = r.trail;
    }
    best = Math.max(best, cur);
  }
  return best;
}

const byEntry = (a: GamTrade, b: GamTrade) =>
  a.openedAt - b.openedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function buildDayRecord(input: UserDayInput): DayRecord {
  const trades = [...input.trades].sort(byEntry);
  const has = trades.length > 0;
  const count = (p: (t: GamTrade) => boolean) => trades.filter(p).length;
  const none = (kind: string) => has && !trades.some((t) => breaks(t, kind));

  const rewardedTrades = trades
    .filter((t) => isComplete(t) && !breaks(t, 'over-trade-cap'))
    .slice(0, XP.completeTradesPerDay)
    .map((t) => ({ id: t.id, instrument: t.instrument }));

  const { plan, review } = input;
  const firstEntry = trades[0]?.openedAt;
  const pauses = input.pauses.length;
  const checklistPassed =
    has &&
    evaluateDayItems(
      {
        trades: trades.map((t) => ({
          openedAt: t.openedAt,
          ruleBreaks: t.ruleBreaks,
          emotion: t.emotion,
          notes: t.notes,
        })),
        planCreatedAt: plan?.createdAt ?? null,
        marks: null,
        pauses,
      },
      [],
    ).passing;

  return {
    day: input.day,
    trades: trades.length,
    complete: count(isComplete),
    rewardedTrades,
    withStop: count((t) => t.hasStop),
    withinRisk: count(isWithinRisk),
    journaled: count(isJournaled),
    withEmotion: count((t) => Boolean(t.emotion)),
    checklistFollowed: count((t) => Boolean(t.criteriaTicked) && !breaks(t, 'criteria-missing')),
    breakFree: has && trades.every((t) => t.ruleBreaks.length === 0),
    noCooldownBreak: none('in-cooldown'),
    capRespected: none('over-trade-cap'),
    lossLimitRespected: none('after-loss-limit'),
    stoppedAtLimit: input.lossLimitReached && none('after-loss-limit'),
    hasPlan: plan !== null,
    // Anti-farming: a plan written after its day, or a review written days later, earns nothing.
    planOnTime: plan !== null && plan.createdDay <= input.day,
    planBeforeTrade: plan !== null && (firstEntry === undefined || plan.createdAt <= firstEntry),
    hasReview: review !== null,
    reviewOnTime: review !== null && review.createdDay <= addDays(input.day, 1),
    pauses,
    pausesWhenNeeded: input.pauses.filter((p) => p.source === 'loss-streak' || p.source === 'limit-alert')
      .length,
    checklistPassed,
    stopRun: runOf(trades, (t) => t.hasStop),
    // A trade without a stop has no measured risk: it is not "the right size", whatever its break list says.
    sizeRun: runOf(trades, isWithinRisk),
  };
}

import { gamificationXpReasons as reasons } from '../i18n/gamification';
import type { ChallengeXpInput, DayRecord, XpEntry } from './engine-types';
import { WEEK_PASS_DAYS, XP } from './rules';

/**
 * The XP the facts earn now (ADR 014). Each entry has a key unique per trader, so the server reconciles the ledger
 * with these lists: a new key is inserted, a key no longer earned is deleted — the total is always what the facts
 * earn today, and nothing is counted twice. Nothing here reads money.
 */

/** The XP of one local day: complete trades (capped), plan and review on time, the stop at the limit, pauses. */
export function dayXpEntries(r: DayRecord): XpEntry[] {
  const day = r.day;
  const entries: XpEntry[] = r.rewardedTrades.map((t) => ({
    source: 'trade',
    key: `trade:${t.id}`,
    day,
    amount: XP.completeTrade,
    reason: reasons.completeTrade(t.instrument),
  }));
  if (r.planOnTime)
    entries.push({
      source: 'daily-plan',
      key: `daily-plan:${day}`,
      day,
      amount: XP.dailyPlan,
      reason: reasons.dailyPlan,
    });
  if (r.reviewOnTime)
    entries.push({
      source: 'daily-review',
      key: `daily-review:${day}`,
      day,
      amount: XP.dailyReview,
      reason: reasons.dailyReview,
    });
  if (r.stoppedAtLimit)
    entries.push({
      source: 'loss-limit-stop',
      key: `loss-limit-stop:${day}`,
      day,
      amount: XP.lossLimitStop,
      reason: reasons.lossLimitStop,
    });
  for (let n = 1; n <= Math.min(r.pauses, XP.breathingPausesPerDay); n++)
    entries.push({
      source: 'breathing',
      key: `breathing:${day}:${n}`,
      day,
      amount: XP.breathingPause,
      reason: reasons.breathingPause,
    });
  return entries;
}

/** The XP of one challenge: its passed days, completed weeks, week reviews and its completion. */
export function challengeXpEntries(c: ChallengeXpInput): XpEntry[] {
  const entries: XpEntry[] = [];
  for (const d of c.days)
    if (d.state === 'passed' || d.state === 'not-traded')
      entries.push({
        source: 'challenge-day',
        key: `challenge-day:${c.id}:${d.day}`,
        day: d.day,
        amount: XP.challengeDay,
        reason: reasons.challengeDay,
      });
  for (const w of c.weeks) {
    if (w.over === 7 && w.passed >= WEEK_PASS_DAYS)
      entries.push({
        source: 'challenge-week',
        key: `challenge-week:${c.id}:${w.week}`,
        day: null,
        amount: XP.challengeWeek,
        reason: reasons.challengeWeek(w.week),
      });
    if (w.reviewed)
      entries.push({
        source: 'weekly-review',
        key: `weekly-review:${c.id}:${w.week}`,
        day: null,
        amount: XP.weeklyReview,
        reason: reasons.weeklyReview(w.week),
      });
  }
  if (c.status === 'completed')
    entries.push({
      source: 'challenge-completed',
      key: `challenge-completed:${c.id}`,
      day: null,
      amount: XP.challengeCompleted,
      reason: reasons.challengeCompleted,
    });
  return entries;
}

/** XP of a goal met, by its period. */
export const goalXp = (period: 'week' | 'month'): number => (period === 'week' ? XP.goalWeek : XP.goalMonth);

export const goalXpEntry = (goal: { id: string; period: 'week' | 'month'; title: string }): XpEntry => ({
  source: 'goal',
  key: `goal:${goal.id}`,
  day: null,
  amount: goalXp(goal.period),
  reason: reasons.goal(goal.title),
});

export const sumXp = (entries: readonly Pick<XpEntry, 'amount'>[]): number =>
  entries.reduce((sum, e) => sum + e.amount, 0);

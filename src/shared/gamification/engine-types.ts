import type { ChallengeDayState, ChallengeDto } from '../discipline/contract';
import type { XpSource } from './rules';

/**
 * The types of the pure gamification engine (ADR 014). The server loads facts, the engine turns them into records
 * and XP entries, the server reconciles what is stored with them. Nothing here reads a database or the clock.
 */

/** One trade as the engine needs it (no money: the engine never looks at P&L). */
export interface GamTrade {
  id: string;
  instrument: string;
  /** Entry instant, epoch ms. */
  openedAt: number;
  ruleBreaks: readonly string[];
  emotion: string | null;
  notes: string | null;
  hasStop: boolean;
  /** Recorded with a playbook and its criteria reviewed (at least one ticked). Absent: no. */
  criteriaTicked?: boolean;
}

/** Everything of one local day of the trader (all accounts). */
export interface UserDayInput {
  day: string;
  /** The trader's local today (a day not over yet). */
  today: string;
  /** The day's trades, any order (the engine sorts by entry, then id). */
  trades: readonly GamTrade[];
  /** The day's plan: when first written (epoch ms) and the local day it was written on. */
  plan: { createdAt: number; createdDay: string } | null;
  /** The day's review and the local day it was first written on. */
  review: { createdDay: string } | null;
  /** Breathing pauses completed that day, with where each was offered (BREATHING_SOURCES). */
  pauses: readonly { source: string }[];
  /** Some account's P&L reached its daily loss limit that day (rule-breaks evaluateDay usage['daily-loss'] ≥ 100). */
  lossLimitReached: boolean;
}

/** A run of consecutive trades with a property, within one day: how the day starts, ends and its longest. */
export interface Run {
  /** Trades of the day. */
  n: number;
  /** From the first trade, how many in a row have it (= n when all do). */
  lead: number;
  /** Up to the last trade. */
  trail: number;
  /** Longest inside the day. */
  max: number;
}

/** What one day contributes (stored as gamification_days.facts). Counts never include money. */
export interface DayRecord {
  day: string;
  trades: number;
  /** Emotion, stop and a note of ≥ JOURNAL_NOTE_MIN characters. */
  complete: number;
  /** The trades that earn XP: complete, not 'over-trade-cap', the first XP.completeTradesPerDay by entry. */
  rewardedTrades: { id: string; instrument: string }[];
  withStop: number;
  /** With a stop (a trade without one cannot be judged) and no 'risk-above-plan' nor 'over-max-contracts'. */
  withinRisk: number;
  /** Emotion and a note of ≥ JOURNAL_NOTE_MIN characters (the checklist's 'journaled'). */
  journaled: number;
  withEmotion: number;
  /**
   * Trades recorded with a playbook, its criteria ticked and none required missing ('Checklist seguido'). Absent
   * in records stored before playbooks: 0.
   */
  checklistFollowed?: number;
  /** A day with trades and no rule break at all. */
  breakFree: boolean;
  /** A day with trades and none in a cooldown. */
  noCooldownBreak: boolean;
  /** A day with trades and none over the cap. */
  capRespected: boolean;
  /** A day with trades and none after the loss limit. */
  lossLimitRespected: boolean;
  /** The loss limit was reached and no trade followed it. */
  stoppedAtLimit: boolean;
  hasPlan: boolean;
  /** Written on or before its day (what earns XP). */
  planOnTime: boolean;
  /** Written before the day's first entry (or a day without trades with a plan). */
  planBeforeTrade: boolean;
  hasReview: boolean;
  /** Written on its day or the next. */
  reviewOnTime: boolean;
  pauses: number;
  /** Pauses offered after a loss streak or a limit alert. */
  pausesWhenNeeded: number;
  /** The automatic checklist (evaluateDayItems without custom rules) passed; false without trades. */
  checklistPassed: boolean;
  /** Trades with a stop, in a row. */
  stopRun: Run;
  /** Trades with a stop and within the plan's size (no 'risk-above-plan' nor 'over-max-contracts'), in a row. */
  sizeRun: Run;
}

/** An XP entry the facts earn (xp_ledger row without id/user/date). `key` is unique per user. */
export interface XpEntry {
  source: XpSource;
  key: string;
  day: string | null;
  amount: number;
  /** pt-BR, shown in the history. */
  reason: string;
}

/** A challenge as its XP needs it: evaluated (evaluateChallenge) and cut at the day it ended. */
export interface ChallengeXpInput {
  id: string;
  status: ChallengeDto['status'];
  /** Days that count: up to the end, or up to the day it was given up. */
  days: readonly { day: string; state: ChallengeDayState }[];
  weeks: readonly { week: number; passed: number; over: number; reviewed: boolean }[];
}

/** The challenges summary for the achievements. */
export interface ChallengeSummary {
  status: ChallengeDto['status'];
  daysPassed: number;
  weeksCompleted: number;
  weekReviews: number;
}

/** Everything the achievements read. */
export interface AchievementFacts {
  /** Every day record of the trader, by day ascending. */
  days: readonly DayRecord[];
  challenges: readonly ChallengeSummary[];
  goalsMet: number;
  level: number;
}

export interface AchievementProgress {
  id: string;
  current: number;
  target: number;
  unlocked: boolean;
}

/** A goal as stored, for its progress. */
export interface GoalDef {
  id: string;
  kind: string;
  period: 'week' | 'month';
  periodStart: string;
  target: number;
  param: number | null;
}

/** What a goal's progress reads: the day records of its period and the challenges. */
export interface GoalFacts {
  /** Day records inside the goal's period. */
  days: readonly DayRecord[];
  /** The trader's local today. */
  today: string;
  /** Challenges completed inside the period (their end day in it). */
  challengesCompleted: number;
}

export interface GoalProgress {
  current: number;
  target: number;
  met: boolean;
  /** The period is over (a goal not met by then stays not met). */
  over: boolean;
}

/** Sums of day records over a window, for the discipline score. */
export interface ScoreSums {
  trades: number;
  activeDays: number;
  checklistDays: number;
  withStop: number;
  withinRisk: number;
  journaled: number;
}

export interface DisciplineScore {
  /** 0–100, one decimal. */
  score: number;
  eligible: boolean;
  parts: { checklist: number; stops: number; risk: number; journaling: number };
}

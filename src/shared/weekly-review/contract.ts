import { z } from 'zod';
import type { RuleBreakKind } from '../risk/contract';
import type { EmotionRow, Metrics } from '../trading/dashboard-contract';
import { WEEK_REVIEW_QUESTIONS, weekReviewSchema } from '../discipline/contract';
import { dateField } from '../time/date-field';
import { isWeekStart } from '../time/weeks';

/**
 * The weekly review (the trader's Monday to Sunday, in their zone): the week's process, its figures against the
 * four weeks before, playbooks, emotions, the events that mattered and three questions. Figures are computed from
 * the trades on every read; only the answers are stored (weekly_reviews), so past weeks keep what was written.
 */
export const weeklyReviewApi = {
  /** GET ?week=yyyy-mm-dd (a Monday; default: the current week) → WeeklyReviewDto. */
  review: '/api/weekly-review',
  /** PUT ?week (WeeklyReviewAnswersInput) → WeeklyReviewDto['questions']. */
  answers: '/api/weekly-review/answers',
  /** GET → WeeklyReviewWeeksDto: the weeks with trades or answers, newest first. */
  weeks: '/api/weekly-review/weeks',
  /** GET → WeeklyReviewMailDto; PUT (WeeklyReviewMailInput) → WeeklyReviewMailDto: the Monday mail's opt-in. */
  mail: '/api/weekly-review/mail',
  /** GET or POST ?token: stops the Monday mail without signing in (the link in the mail; RFC 8058's POST). */
  unsubscribe: '/api/public/weekly-review/unsubscribe',
} as const;

/** The page's path (and the mail's link: `?semana=yyyy-mm-dd`). */
export const WEEKLY_REVIEW_PATH = '/revisao-semanal';
export const WEEK_PARAM = 'semana';

/** The same three questions as the 21-day challenge's weekly review: one habit, never asked twice. */
export const WEEKLY_REVIEW_QUESTIONS = WEEK_REVIEW_QUESTIONS;
/** How many weeks before the reviewed one its figures are compared with. */
export const COMPARED_WEEKS = 4;

export const WEEK_START_MESSAGE = 'Escolha uma semana (a segunda-feira que a começa)';
export const weekQuerySchema = z.object({
  week: dateField(WEEK_START_MESSAGE).refine(isWeekStart, { message: WEEK_START_MESSAGE }).optional(),
});

export const weeklyReviewAnswersSchema = weekReviewSchema;
export type WeeklyReviewAnswersInput = z.input<typeof weeklyReviewAnswersSchema>;

export const weeklyReviewMailSchema = z.object({ enabled: z.boolean() });
export type WeeklyReviewMailInput = z.input<typeof weeklyReviewMailSchema>;
export interface WeeklyReviewMailDto {
  enabled: boolean;
}

/** A week's figures by the dashboard's engine, in its main currency (most trades; BRL on a tie). */
export interface WeekFigures {
  start: string;
  end: string;
  currency: 'BRL' | 'USD';
  metrics: Metrics;
}

export interface WeekProcess {
  /** Days with trades, and the days with a daily plan (of all the week's days). */
  tradedDays: number;
  plannedDays: number;
  /** Days with trades whose plan was written before their first trade. */
  plannedBeforeFirstTrade: number;
  trades: number;
  tradesWithStop: number;
  /** Trades with an emotion and a note of JOURNAL_NOTE_MIN+ characters. */
  journaledTrades: number;
  tradesWithEmotion: number;
  /** Trades that broke at least one rule, each rule's count, and what those trades made or lost (cents). */
  ruleBreakTrades: number;
  ruleBreaks: { kind: RuleBreakKind; trades: number }[];
  ruleBreakCost: number;
}

export interface WeekChallengeDay {
  day: string;
  state: 'future' | 'today' | 'passed' | 'failed' | 'not-traded';
}

export interface WeekEvent {
  kind: 'economic' | 'largest-loss' | 'rule-break';
  /** Local date (yyyy-mm-dd). */
  day: string;
  title: string;
  /** An economic event's instant (ISO). */
  startsAt?: string;
  /** A trade's result (cents, in `currency`). */
  pnl?: number;
  currency?: 'BRL' | 'USD';
  /** The trade's id (opens it in /trades). */
  tradeId?: string;
  /** Rule breaks of the trade. */
  kinds?: RuleBreakKind[];
  /** Trades of the week near the event. */
  nearTrades?: number;
}

export interface RankedPlaybook {
  id: string;
  name: string;
  trades: number;
  /** Cents, the week's currency. */
  pnl: number;
  winRate: number | null;
  /** Below SMALL_SAMPLE trades: said to be small. */
  small: boolean;
}

/** A playbook criterion ticked in the week: the week's trades (of its currency) where it was present. */
export interface RankedCriterion {
  id: string;
  label: string;
  /** The playbook the criterion belongs to. */
  playbookId: string;
  playbookName: string;
  trades: number;
  /** Cents per trade (mean net P&L), the week's currency; null without trades. */
  expectancy: number | null;
  /** Cents, the week's currency. */
  pnl: number;
  winRate: number | null;
  /** Below SMALL_SAMPLE trades: said to be small. */
  small: boolean;
}

export interface WeeklyReviewDto {
  week: { start: string; end: string; timezone: string };
  /** The current local week (the page's "Esta semana"), so the client never guesses the trader's zone. */
  currentWeek: string;
  /** The week is still running (figures move until Sunday ends). */
  inProgress: boolean;
  process: WeekProcess;
  /** The week and the COMPARED_WEEKS weeks before it (nearest first), and those four weeks together. */
  figures: {
    week: WeekFigures;
    previous: WeekFigures[];
    previousTogether: WeekFigures;
  };
  /** The challenge's days of this week when a challenge runs (or ran) through it. */
  challenge: {
    id: string;
    days: WeekChallengeDay[];
    /** Days of the week already over, and those passed (a day marked 'Não operei' passes). */
    over: number;
    passed: number;
  } | null;
  playbooks: { best: RankedPlaybook | null; worst: RankedPlaybook | null; ranked: number };
  /** The criteria ticked in the week, ranked by expectancy as the playbooks are (worst only with two or more). */
  criteria: { best: RankedCriterion | null; worst: RankedCriterion | null; ranked: number };
  emotions: EmotionRow[];
  events: WeekEvent[];
  questions: WeeklyReviewQuestionsDto;
  mail: WeeklyReviewMailDto;
}

export interface WeeklyReviewQuestionsDto {
  questions: readonly string[];
  answers: string[];
  /** 'challenge': the answers are the running challenge's review of the week ending in this one (saved to both). */
  source: 'weekly' | 'challenge' | null;
  /** The challenge's week (1–3) these questions also answer. */
  challengeWeek: number | null;
  updatedAt: string | null;
}

export interface WeeklyReviewWeeksDto {
  currentWeek: string;
  weeks: { start: string; end: string; trades: number; answered: boolean }[];
}

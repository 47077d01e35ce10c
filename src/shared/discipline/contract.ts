import { z } from 'zod';
import { commonValidation, disciplineValidation } from '../i18n/validation';
import { fieldErrorMessages } from '../i18n/errors';
import { numberTextField } from '../number-field';
import { dateField } from '../time/date-field';

/**
 * Daily routine, the 21-day challenge and the breathing pause (ADR 012). Days are the trader's local days
 * (yyyy-mm-dd in their time zone, src/shared/time). Challenge day states are computed on the server from stored
 * facts on every read (src/shared/discipline/evaluate-day.ts), so a late import or an edited trade is reflected at
 * once and nothing is counted twice.
 */
export const disciplineApi = {
  /** GET → DailyPlanDto | null for ?day (default today); PUT ?day (DailyPlanInput) → DailyPlanDto. */
  dailyPlan: '/api/discipline/daily-plan',
  /** GET → DailyReviewDto | null for ?day; PUT ?day (DailyReviewInput) → DailyReviewDto. */
  dailyReview: '/api/discipline/daily-review',
  /** GET → ChallengeOverviewDto (the active challenge, evaluated, and the past ones). */
  challenge: '/api/challenge',
  /** POST (ChallengeStartInput) → ChallengeDto; 409 CHALLENGE_ACTIVE when one is running. */
  challengeStart: '/api/challenge/start',
  /** POST {confirm: true} → {ok}: give up the active challenge (kept with its result). */
  challengeGiveUp: '/api/challenge/give-up',
  /** PUT (ChallengeMarksInput) for /api/challenge/days/:day → ChallengeDayDto (custom rules ticked, 'Não operei'). */
  challengeDay: (day: string) => `/api/challenge/days/${encodeURIComponent(day)}`,
  /** PUT (WeekReviewInput) → {ok}: the review at the end of week 1–3. */
  challengeWeekReview: (week: number) => `/api/challenge/weeks/${week}/review`,
  /** POST (BreathingPauseInput) → {ok}: a completed pause. */
  breathingPauses: '/api/breathing-pauses',
} as const;

export const CHALLENGE_DAYS = 21;
export const CHALLENGE_WEEKS = 3;
/** Days passed to complete the challenge. */
export const CHALLENGE_PASS_DAYS = 17;
/** A day passes at this share of its applicable items, with the loss-limit item done. */
export const DAY_PASS_RATIO = 0.8;
export const MAX_CUSTOM_RULES = 3;
/** A trade counts as journaled with an emotion and a note of at least this many characters. */
export const JOURNAL_NOTE_MIN = 20;

/** Breathing pause 4-7-8 (spec §9): seconds of each phase, and the default number of cycles. */
export const BREATHING = { inhale: 4, hold: 7, exhale: 8, cycles: 4 } as const;

export const BIASES = ['alta', 'baixa', 'lateral', 'indefinido'] as const;
export const BIAS_LABELS: Record<(typeof BIASES)[number], string> = {
  alta: 'Alta',
  baixa: 'Baixa',
  lateral: 'Lateral',
  indefinido: 'Sem viés definido',
};

export const dayQuerySchema = z.object({ day: dateField().optional() });

const MAX_LOSS_MESSAGE = disciplineValidation.maxLoss;

/** A day's max loss, when given: money, more than zero (past the column: its own message). */
const maxLossField = numberTextField(MAX_LOSS_MESSAGE, {
  kind: 'money',
  min: 'positive',
  maxDecimals: 2,
  rangeMessage: fieldErrorMessages.invalidMaxLoss,
});

export const dailyPlanInputSchema = z.object({
  bias: z.enum(BIASES, { error: disciplineValidation.bias }),
  setups: z.string().trim().max(500, disciplineValidation.setupsTooLong).default(''),
  /** The playbooks allowed today (the trader's own); a trade with another playbook is a 'setup-not-allowed' break. */
  playbookIds: z
    .array(z.string().uuid())
    .max(100)
    .default([])
    .transform((v) => [...new Set(v)]),
  /** Empty = the plan's daily loss limit. */
  maxLoss: z
    .string({ error: MAX_LOSS_MESSAGE })
    .nullable()
    .default(null)
    .transform((v, ctx): string | null => {
      if (v === null || v === '') return null;
      const read = maxLossField.safeParse(v);
      if (read.success) return read.data;
      for (const issue of read.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    }),
  note: z.string().trim().max(1000, commonValidation.upTo1000Chars).default(''),
});
export type DailyPlanInput = z.input<typeof dailyPlanInputSchema>;
export interface DailyPlanDto {
  day: string;
  bias: (typeof BIASES)[number];
  setups: string;
  playbookIds: string[];
  maxLoss: string | null;
  note: string;
  createdAt: string;
}

export const MOODS = [1, 2, 3, 4, 5] as const;
export const dailyReviewInputSchema = z.object({
  wentWell: z.string().trim().max(1000, commonValidation.upTo1000Chars).default(''),
  toChange: z.string().trim().max(1000, commonValidation.upTo1000Chars).default(''),
  mood: z.number().int().min(1).max(5).nullable().default(null),
});
export type DailyReviewInput = z.input<typeof dailyReviewInputSchema>;
export interface DailyReviewDto {
  day: string;
  wentWell: string;
  toChange: string;
  mood: number | null;
}

export const challengeStartSchema = z.object({
  startDate: dateField(disciplineValidation.startDate),
  customRules: z
    .array(
      z.string().trim().min(1, disciplineValidation.ruleRequired).max(120, disciplineValidation.ruleTooLong),
    )
    .max(MAX_CUSTOM_RULES, disciplineValidation.tooManyRules(MAX_CUSTOM_RULES))
    .default([]),
});
export type ChallengeStartInput = z.input<typeof challengeStartSchema>;

/** POST body of the give-up route: the trader confirmed. */
export const challengeGiveUpSchema = z.object({
  confirm: z.literal(true, { error: disciplineValidation.confirmGiveUp }),
});

export const challengeMarksSchema = z.object({
  rulesDone: z
    .array(
      z
        .number()
        .int()
        .min(0)
        .max(MAX_CUSTOM_RULES - 1),
    )
    .max(MAX_CUSTOM_RULES)
    .default([]),
  didNotTrade: z.boolean().default(false),
});
export type ChallengeMarksInput = z.input<typeof challengeMarksSchema>;

export const WEEK_REVIEW_QUESTIONS = [
  'O que você fez de melhor nesta semana?',
  'Qual regra foi mais difícil de seguir, e por quê?',
  'O que você vai fazer diferente na próxima semana?',
] as const;
export const weekReviewSchema = z.object({
  answers: z
    .array(z.string().trim().max(1000, commonValidation.upTo1000Chars))
    .length(WEEK_REVIEW_QUESTIONS.length),
});

export const BREATHING_SOURCES = ['header', 'loss-streak', 'emotion', 'limit-alert'] as const;
const CYCLES_MESSAGE = disciplineValidation.cycles;
export const breathingPauseSchema = z.object({
  cycles: z
    .number({ error: CYCLES_MESSAGE })
    .int(CYCLES_MESSAGE)
    .min(1, CYCLES_MESSAGE)
    .max(20, CYCLES_MESSAGE),
  source: z.enum(BREATHING_SOURCES, { error: disciplineValidation.breathingSource }).default('header'),
});
export type BreathingPauseInput = z.input<typeof breathingPauseSchema>;

/** Checklist items of a challenge day. 'loss-limit' is mandatory; 'pause' is a bonus (never counted against). */
export const CHECK_ITEMS = [
  'plan-before-trade',
  'stops',
  'risk-within-plan',
  'loss-limit',
  'trade-cap',
  'journaled',
] as const;
export type CheckItemKind = (typeof CHECK_ITEMS)[number] | 'custom' | 'pause';
export const CHECK_ITEM_LABELS: Record<(typeof CHECK_ITEMS)[number] | 'pause', string> = {
  'plan-before-trade': 'Plano do dia escrito antes do primeiro trade',
  stops: 'Todos os trades com stop',
  'risk-within-plan': 'Risco dentro do plano',
  'loss-limit': 'Limite de perda diária respeitado',
  'trade-cap': 'Limite de trades e pausa respeitados',
  journaled: 'Todos os trades registrados (emoção + nota de 20+ caracteres)',
  pause: 'Pausa para respirar feita (bônus)',
};

export interface CheckItemDto {
  kind: CheckItemKind;
  /** For 'custom': the rule's index and text. */
  index?: number;
  label: string;
  /** true done, false not done, null not applicable (no trades, or waiting for the day to be filled). */
  done: boolean | null;
  /** Filled from the data (not ticked by hand). */
  automatic: boolean;
  mandatory: boolean;
  /** Why an automatic item is not done, in Portuguese ('2 de 3 trades sem stop'); absent when done or n/a. */
  detail?: string;
}

export type ChallengeDayState = 'future' | 'today' | 'passed' | 'failed' | 'not-traded';
export const CHALLENGE_DAY_STATE_LABELS: Record<ChallengeDayState, string> = {
  future: 'A fazer',
  today: 'Hoje',
  passed: 'Cumprido',
  failed: 'Não cumprido',
  'not-traded': 'Não operei',
};

export interface ChallengeDayDto {
  day: string;
  /** 1–21 and week 1–3. */
  index: number;
  week: number;
  state: ChallengeDayState;
  trades: number;
  items: CheckItemDto[];
  /** Done ÷ applicable items (0–1), null when nothing applies. */
  score: number | null;
  didNotTrade: boolean;
  /** Would pass if the day ended now (for today). */
  passing: boolean;
}

export interface ChallengeWeekDto {
  week: number;
  passed: number;
  /** Days of the week already over. */
  over: number;
  reviewDue: boolean;
  review: string[] | null;
}

export interface ChallengeDto {
  id: string;
  startDate: string;
  endDate: string;
  customRules: string[];
  status: 'active' | 'completed' | 'failed' | 'abandoned';
  daysPassed: number;
  days: ChallengeDayDto[];
  weeks: ChallengeWeekDto[];
  /** Consecutive passed days ending yesterday or today. */
  streak: number;
  today: string;
  /** Days passed (over) + days not over yet can still reach CHALLENGE_PASS_DAYS ("ainda possível"). */
  stillPossible: boolean;
}

export interface ChallengeOverviewDto {
  active: ChallengeDto | null;
  past: {
    id: string;
    startDate: string;
    endDate: string;
    status: ChallengeDto['status'];
    daysPassed: number;
  }[];
}

import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { classChallenges } from './classroom';
import { tradingAccounts } from './trading';

/**
 * The trader's risk plan, one per trading account (ADR 012). Created with the defaults the first time the account
 * is read or written (ensureRiskPlan), so every account always has a plan. Money is in the account's currency.
 */
export const riskPlans = pgTable('risk_plans', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => tradingAccounts.id, { onDelete: 'cascade' }),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** 'percent' of the account's starting capital, or 'money'. */
  riskMode: text('risk_mode', { enum: ['percent', 'money'] })
    .notNull()
    .default('percent'),
  riskValue: numeric('risk_value', { precision: 18, scale: 2 }).notNull().default('1'),
  /** 'r' = a multiple of the risk per trade, or 'money'. */
  dailyLossMode: text('daily_loss_mode', { enum: ['r', 'money'] })
    .notNull()
    .default('r'),
  dailyLossValue: numeric('daily_loss_value', { precision: 18, scale: 2 }).notNull().default('3'),
  /** Optional: the day's gain at which the trader stops. */
  dailyGainLock: numeric('daily_gain_lock', { precision: 18, scale: 2 }),
  maxTradesPerDay: integer('max_trades_per_day').notNull().default(5),
  stopAfterLosses: integer('stop_after_losses').notNull().default(3),
  cooldownMinutes: integer('cooldown_minutes').notNull().default(15),
  /** { "WIN": 5, … }: most contracts per trade of each instrument; absent = no limit. */
  maxContracts: jsonb('max_contracts').notNull().default({}),
  /** 'Exigir stop em todo trade': a trade without a stop (one the trader could have given) breaks the plan. */
  requireStop: boolean('require_stop').notNull().default(false),
  /**
   * When the trader confirmed this plan (the setup or /risk): until then the defaults are not "seu plano" and the
   * 'Hoje' panel says the plan is not set. Plans that existed before were migrated as confirmed (migration 0012).
   */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/**
 * An alert crossed on a trading day: one row per (account, day, limit, level), so each fires once. Open event
 * streams send the rows inserted after they opened (ordered by the serial id) when the trades feed wakes them.
 */
export const riskAlerts = pgTable(
  'risk_alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => tradingAccounts.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** 'daily-loss' | 'gain-lock' | 'trade-cap' | 'loss-streak' */
    limitKind: text('limit_kind').notNull(),
    /** 50 | 80 | 100 */
    level: integer('level').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('risk_alerts_once_uq').on(t.accountId, t.day, t.limitKind, t.level),
    index('risk_alerts_user_idx').on(t.userId, t.id),
  ],
);

/** The daily plan, written before the session (one per user and local day). */
export const dailyPlans = pgTable(
  'daily_plans',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    bias: text('bias', { enum: ['alta', 'baixa', 'lateral', 'indefinido'] }).notNull(),
    setups: text('setups').notNull().default(''),
    /** The playbooks allowed today: a trade with another playbook breaks the plan ('setup-not-allowed'). */
    playbookIds: uuid('playbook_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    maxLoss: numeric('max_loss', { precision: 18, scale: 2 }),
    note: text('note'),
    /** When first written: "before the first trade" compares this with the day's first entry. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [uniqueIndex('daily_plans_user_day_uq').on(t.userId, t.day)],
);

/** The daily review, written after the session. */
export const dailyReviews = pgTable(
  'daily_reviews',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    wentWell: text('went_well').notNull().default(''),
    toChange: text('to_change').notNull().default(''),
    mood: integer('mood'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [uniqueIndex('daily_reviews_user_day_uq').on(t.userId, t.day)],
);

/**
 * A 21-day challenge. At most one active per user (partial unique index); given-up and finished ones stay with
 * their result. Day states are computed from stored facts on read, never stored (ADR 012).
 */
export const challenges = pgTable(
  'challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** Set when this challenge is the trader's run of their class's challenge (one evaluation, counted once). */
    classChallengeId: uuid('class_challenge_id').references(() => classChallenges.id, {
      onDelete: 'set null',
    }),
    /** Up to 3 rules of the trader's own, ticked by hand each day. */
    customRules: text('custom_rules')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: ['active', 'completed', 'failed', 'abandoned'] })
      .notNull()
      .default('active'),
    /** Set when finished or given up: days passed of 21. */
    daysPassed: integer('days_passed'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('challenges_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('challenges_one_active_uq')
      .on(t.userId)
      .where(sql`${t.status} = 'active'`),
  ],
);

/** What the trader ticks by hand on a challenge day: their own rules, and 'Não operei'. */
export const challengeDayMarks = pgTable(
  'challenge_day_marks',
  {
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** Indexes into challenges.custom_rules that the trader ticked. */
    rulesDone: integer('rules_done')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    didNotTrade: boolean('did_not_trade').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [uniqueIndex('challenge_day_marks_uq').on(t.challengeId, t.day)],
);

/** The short review at the end of each challenge week (1–3). */
export const challengeWeekReviews = pgTable(
  'challenge_week_reviews',
  {
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    week: integer('week').notNull(),
    answers: jsonb('answers').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('challenge_week_reviews_uq').on(t.challengeId, t.week)],
);

/** A completed breathing pause (4-7-8). */
export const breathingPauses = pgTable(
  'breathing_pauses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Local day in the user's time zone, for the checklist. */
    day: date('day', { mode: 'string' }).notNull(),
    cycles: integer('cycles').notNull(),
    /** Where it was offered: 'header' | 'loss-streak' | 'emotion' | 'limit-alert' */
    source: text('source').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('breathing_pauses_user_day_idx').on(t.userId, t.day)],
);

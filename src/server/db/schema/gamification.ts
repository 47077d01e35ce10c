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
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * Gamification (ADR 014): everything here is derived from the trader's stored facts (trades and their rule breaks,
 * daily plans and reviews, breathing pauses, challenges, goals) by the pure engine in src/shared/gamification, and
 * reconciled after every write that changes those facts. Deleting a fact removes what it earned; recomputing a
 * user from scratch gives the same rows.
 */

/**
 * The XP ledger: one row per thing that earned XP, named by its source (`sourceKey`, unique per user: 'trade:<id>',
 * 'daily-plan:<day>', 'challenge-day:<challengeId>:<day>', 'goal:<goalId>', …). A source that no longer earns (the
 * trade was deleted, the import undone, the day re-evaluated) has its row deleted: the total is always the sum of
 * what the facts earn now.
 */
export const xpLedger = pgTable(
  'xp_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** XP_SOURCES: 'trade' | 'daily-plan' | 'daily-review' | 'loss-limit-stop' | 'breathing' | 'challenge-day' | … */
    source: text('source').notNull(),
    sourceKey: text('source_key').notNull(),
    /** The trader's local day the entry belongs to (null for a challenge or a goal as a whole). */
    day: date('day', { mode: 'string' }),
    amount: integer('amount').notNull(),
    /** The reason shown in the history (pt-BR), e.g. 'Trade registrado por completo (WINZ26)'. */
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('xp_ledger_source_uq').on(t.userId, t.sourceKey),
    index('xp_ledger_user_idx').on(t.userId, t.id),
    index('xp_ledger_user_day_idx').on(t.userId, t.day),
  ],
);

/**
 * What one local day of the trader contributes (the engine's DayRecord), rebuilt whenever a fact of that day
 * changes. The columns the ranking sums in SQL are kept apart from the rest (`facts`).
 */
export const gamificationDays = pgTable(
  'gamification_days',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    trades: integer('trades').notNull().default(0),
    withStop: integer('with_stop').notNull().default(0),
    withinRisk: integer('within_risk').notNull().default(0),
    journaled: integer('journaled').notNull().default(0),
    /** The day's automatic checklist passed (a day with trades; null-free: false without trades). */
    checklistPassed: boolean('checklist_passed').notNull().default(false),
    /** The full DayRecord (src/shared/gamification/engine-types.ts). */
    facts: jsonb('facts').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** Per user: the XP total and level as last reconciled, the highest level announced, when last evaluated. */
export const gamificationState = pgTable('gamification_state', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  xp: integer('xp').notNull().default(0),
  level: integer('level').notNull().default(1),
  /** A level-up is announced once: only a level above this one makes an event. */
  announcedLevel: integer('announced_level').notNull().default(1),
  /** The trader's local day of the last evaluation: a later day re-evaluates what depends on days being over. */
  evaluatedOn: date('evaluated_on', { mode: 'string' }),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** Achievements unlocked (ACHIEVEMENTS ids). A row whose rule no longer holds (facts removed) is deleted. */
export const userAchievements = pgTable(
  'user_achievements',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    achievementId: text('achievement_id').notNull(),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.achievementId] })],
);

/** A goal the trader set for a week or a month (GOAL_KINDS). Met when its progress reaches the target. */
export const goals = pgTable(
  'goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    period: text('period', { enum: ['week', 'month'] }).notNull(),
    /** First local day of the period (a Monday, or the 1st). */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    target: integer('target').notNull(),
    /** A kind's parameter, e.g. the most trades a day for 'max-trades-days'. */
    param: integer('param'),
    /** Set by the evaluation when met; cleared if the facts change so it is no longer met. */
    metAt: timestamp('met_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('goals_user_idx').on(t.userId, t.periodStart)],
);

/** Level-ups, achievements unlocked and goals met, for the live stream (sent once per open stream, by id). */
export const gamificationEvents = pgTable(
  'gamification_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** 'level-up' | 'achievement' | 'goal-met' */
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gamification_events_user_idx').on(t.userId, t.id)],
);

/**
 * The ranking: a row exists once the trader chose a nickname; `optedIn` false = not on any board (the default).
 * Scores are cached here (computed from gamification_days on every evaluation of the user, and again when the
 * 30-day window has moved), so a board is one indexed read.
 */
export const rankingMembers = pgTable(
  'ranking_members',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    nickname: text('nickname').notNull(),
    optedIn: boolean('opted_in').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    /** 0–100, one decimal; null until computed. */
    score30d: numeric('score_30d', { precision: 4, scale: 1 }),
    eligible30d: boolean('eligible_30d').notNull().default(false),
    scoreAll: numeric('score_all', { precision: 4, scale: 1 }),
    eligibleAll: boolean('eligible_all').notNull().default(false),
    /** The last local day of the 30-day window the cached score covers. */
    windowEnd: date('window_end', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('ranking_members_nickname_uq').on(sql`lower(${t.nickname})`),
    index('ranking_members_board_30d_idx')
      .on(t.score30d.desc())
      .where(sql`${t.optedIn} and ${t.eligible30d}`),
    index('ranking_members_board_all_idx')
      .on(t.scoreAll.desc())
      .where(sql`${t.optedIn} and ${t.eligibleAll}`),
  ],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { playbooks } from './playbooks';

/**
 * A user's own instruments. The built-in ones (WIN, WDO, NQ, …) live in code (src/shared/trading/instruments.ts)
 * and are read-only; a user's instrument may not reuse a built-in symbol.
 */
export const instruments = pgTable(
  'instruments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    symbol: text('symbol').notNull(),
    name: text('name').notNull(),
    tickValue: numeric('tick_value', { precision: 20, scale: 8 }).notNull(),
    ticksPerPoint: numeric('ticks_per_point', { precision: 20, scale: 8 }).notNull(),
    currency: text('currency', { enum: ['BRL', 'USD'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('instruments_user_symbol_uq').on(t.userId, t.symbol)],
);

/** Trading accounts: every trade belongs to one; each user gets a 'Conta principal'. */
export const tradingAccounts = pgTable(
  'trading_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    broker: text('broker'),
    currency: text('currency', { enum: ['BRL', 'USD'] }).notNull(),
    startingCapital: numeric('starting_capital', { precision: 18, scale: 2 }).notNull().default('0'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('trading_accounts_user_name_uq').on(t.userId, t.name),
    uniqueIndex('trading_accounts_one_default_uq')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/** One import of a file: its trades point back here, so it can be undone as a whole. */
export const tradeImports = pgTable(
  'trade_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => tradingAccounts.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    format: text('format').notNull(),
    sourceTimezone: text('source_timezone').notNull(),
    totalRows: integer('total_rows').notNull(),
    imported: integer('imported').notNull(),
    duplicates: integer('duplicates').notNull(),
    rejected: integer('rejected').notNull(),
    /** [{line, message}] in Portuguese, downloadable from the summary. */
    rejects: jsonb('rejects').notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trade_imports_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A trade. Prices, points and money are numeric (never binary floats); the P&L is computed on the server from the
 * instrument's point value at the time (kept on the trade, so editing an instrument never rewrites history).
 */
export const trades = pgTable(
  'trades',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => tradingAccounts.id, { onDelete: 'cascade' }),
    importId: uuid('import_id').references(() => tradeImports.id, { onDelete: 'cascade' }),
    /** The entry's local date and time in the user's time zone, and the same instant in UTC. */
    tradeDate: date('trade_date', { mode: 'string' }).notNull(),
    tradeTime: time('trade_time').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    /**
     * The exit's local date and time in the user's time zone, when known (imports carry it; the form asks for it
     * only when the trade was held overnight). Null means the same day as the entry: a day trade. The tax
     * reads it: a trade belongs to the month it is closed in, and entry and exit on different days is a swing trade.
     */
    exitDate: date('exit_date', { mode: 'string' }),
    exitTime: time('exit_time'),
    side: text('side', { enum: ['compra', 'venda'] }).notNull(),
    contracts: integer('contracts').notNull(),
    instrument: text('instrument').notNull(),
    contractMonth: text('contract_month'),
    contractYear: integer('contract_year'),
    entryPrice: numeric('entry_price', { precision: 20, scale: 8 }).notNull(),
    exitPrice: numeric('exit_price', { precision: 20, scale: 8 }).notNull(),
    mep: numeric('mep', { precision: 20, scale: 8 }),
    men: numeric('men', { precision: 20, scale: 8 }),
    stopPrice: numeric('stop_price', { precision: 20, scale: 8 }),
    costs: numeric('costs', { precision: 18, scale: 2 }).notNull().default('0'),
    /** The costs are this day's brokerage note's, apportioned by contracts (not the per-contract setting). */
    costsFromNote: boolean('costs_from_note').notNull().default(false),
    pointValue: numeric('point_value', { precision: 20, scale: 8 }).notNull(),
    currency: text('currency', { enum: ['BRL', 'USD'] }).notNull(),
    pnl: numeric('pnl', { precision: 18, scale: 2 }).notNull(),
    emotion: text('emotion'),
    notes: text('notes'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Source-row hash of an imported trade: the same row imported again is a duplicate, never a second trade. */
    fingerprint: text('fingerprint'),
    /**
     * Rules of the account's risk plan this trade broke (RuleBreakKind, src/shared/risk/contract.ts), derived on the
     * server whenever a trade of its account and day is written (ADR 012); the note is the trader's own.
     */
    ruleBreaks: text('rule_breaks')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ruleBreakNote: text('rule_break_note'),
    /** The playbook (setup) the trader traded, and the ids of its criteria that were present at the entry. */
    playbookId: uuid('playbook_id').references(() => playbooks.id, { onDelete: 'set null' }),
    criteriaMet: uuid('criteria_met')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /**
     * Imported from a file whose format has no stop column (Profit, MT5, …): a missing stop is unknown, not
     * missing — 'stop não informado', never a 'no-stop' break (src/shared/risk/rule-breaks.ts).
     */
    stopUnknown: boolean('stop_unknown').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('trades_user_opened_idx').on(t.userId, t.openedAt),
    index('trades_user_account_date_idx').on(t.userId, t.accountId, t.tradeDate),
    index('trades_import_idx').on(t.importId),
    index('trades_user_playbook_idx')
      .on(t.userId, t.playbookId)
      .where(sql`${t.playbookId} is not null`),
    index('trades_user_breaks_idx')
      .on(t.userId, t.openedAt)
      .where(sql`cardinality(${t.ruleBreaks}) > 0`),
    uniqueIndex('trades_fingerprint_uq')
      .on(t.userId, t.accountId, t.fingerprint)
      .where(sql`${t.fingerprint} is not null`),
  ],
);

/** Per-user trading settings: time zone, breakeven tolerance, default costs per instrument, import mapping. */
export const tradingSettings = pgTable('trading_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  timezone: text('timezone').notNull().default('America/Sao_Paulo'),
  breakevenTolerance: numeric('breakeven_tolerance', { precision: 18, scale: 2 }).notNull().default('0'),
  /** { "WIN": "0.50", … }: round-trip cost per contract, the default of a new trade's costs. */
  costsPerContract: jsonb('costs_per_contract').notNull().default({}),
  /** The last column mapping used for a generic CSV, offered again next time. */
  importMapping: jsonb('import_mapping'),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

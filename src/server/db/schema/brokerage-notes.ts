import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { tradingAccounts } from './trading';

/**
 * A broker's nota de corretagem (SINACOR layout), as read from the PDF: one row per note (a trading day and a
 * segment), its executions in brokerage_note_executions. Money is integer centavos (signed where the note prints
 * D/C); the note's own figures are kept as printed so the reconciliation and the tax can say "from the broker".
 * The PDF is kept only when the trader asks (pdf_key); the client code is kept only to tell two notes of the same
 * number apart.
 */
export const brokerageNotes = pgTable(
  'brokerage_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => tradingAccounts.id, { onDelete: 'cascade' }),
    broker: text('broker').notNull(),
    noteNumber: text('note_number').notNull(),
    tradeDate: date('trade_date', { mode: 'string' }).notNull(),
    clientCode: text('client_code').notNull().default(''),
    segment: text('segment', { enum: ['bmf', 'bovespa'] }).notNull(),
    pages: integer('pages').notNull().default(1),
    /** Valor dos negócios (Bovespa) or the sum of the executions' values (BM&F), unsigned. */
    businessValueCents: bigint('business_value_cents', { mode: 'number' }).notNull().default(0),
    /** Ajuste de day trade (BM&F) / the day-trade result the note prints, signed (C = +, D = −). */
    dayTradeResultCents: bigint('day_trade_result_cents', { mode: 'number' }).notNull().default(0),
    /** Each cost as printed, unsigned centavos. */
    brokerageCents: bigint('brokerage_cents', { mode: 'number' }).notNull().default(0),
    exchangeFeesCents: bigint('exchange_fees_cents', { mode: 'number' }).notNull().default(0),
    registrationFeeCents: bigint('registration_fee_cents', { mode: 'number' }).notNull().default(0),
    settlementFeeCents: bigint('settlement_fee_cents', { mode: 'number' }).notNull().default(0),
    issCents: bigint('iss_cents', { mode: 'number' }).notNull().default(0),
    operationalFeeCents: bigint('operational_fee_cents', { mode: 'number' }).notNull().default(0),
    otherCostsCents: bigint('other_costs_cents', { mode: 'number' }).notNull().default(0),
    /** The sum of the costs above: what is apportioned to the day's trades. */
    totalCostsCents: bigint('total_costs_cents', { mode: 'number' }).notNull().default(0),
    /** IRRF withheld on the day-trade result (the 1 % "dedo-duro") and the base the note states. */
    irrfDayTradeCents: bigint('irrf_day_trade_cents', { mode: 'number' }).notNull().default(0),
    irrfDayTradeBaseCents: bigint('irrf_day_trade_base_cents', { mode: 'number' }).notNull().default(0),
    /** Total líquido da nota, signed (C = +, D = −). */
    netTotalCents: bigint('net_total_cents', { mode: 'number' }).notNull().default(0),
    /** Where the note's printed totals do not add up to its lines (Portuguese, one per check); empty when they do. */
    warnings: text('warnings')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The PDF, only when the trader asked to keep it: its key in the blob store (counted in the image quota). */
    pdfKey: text('pdf_key'),
    pdfBytes: integer('pdf_bytes'),
    /** The trader accepted the day's differences against the journal, with an optional note of why. */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptanceNote: text('acceptance_note'),
    /**
     * When the broker's re-issued note (same identity, other figures) last replaced this note's figures, and the
     * fingerprints of the versions it replaced: an older version uploaded again changes nothing.
     */
    correctedAt: timestamp('corrected_at', { withTimezone: true }),
    replacedVersions: text('replaced_versions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('brokerage_notes_identity_uq').on(
      t.userId,
      t.clientCode,
      t.noteNumber,
      t.tradeDate,
      t.segment,
    ),
    index('brokerage_notes_user_account_date_idx').on(t.userId, t.accountId, t.tradeDate),
  ],
);

/** One execution line of a note, in the note's order. */
export const brokerageNoteExecutions = pgTable(
  'brokerage_note_executions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    noteId: uuid('note_id')
      .notNull()
      .references(() => brokerageNotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    side: text('side', { enum: ['C', 'V'] }).notNull(),
    /** The instrument root the journal uses (WIN, WDO, PETR4…) and the text the note printed (WIN Z26, PETR4 ON). */
    instrument: text('instrument').notNull(),
    symbol: text('symbol').notNull(),
    maturity: date('maturity', { mode: 'string' }),
    quantity: integer('quantity').notNull(),
    price: numeric('price', { precision: 20, scale: 8 }).notNull(),
    /** Valor da operação / ajuste, signed by its D/C when printed. */
    valueCents: bigint('value_cents', { mode: 'number' }),
    dayTrade: boolean('day_trade').notNull().default(false),
  },
  (t) => [index('brokerage_note_executions_note_idx').on(t.noteId, t.position)],
);

import { z } from 'zod';
import { commonValidation, tradeValidation, tradingValidation } from '../i18n/validation';
import { fieldErrorMessages } from '../i18n/errors';
import { numberTextField } from '../number-field';
import { RULE_BREAK_KINDS } from '../risk/contract';
import { EMOTIONS } from './emotions';
import { dateField } from '../time/date-field';

/**
 * The trades API (all routes need an allowed user; the gate enforces it). Server routes parse with these schemas;
 * the client builds its requests and reads its responses with the same types. Trade bodies use tradeInputSchema
 * (trade-schema.ts). Responses carry money and prices as exact decimal text ('125100.5', '20.00'); requests carry
 * them as typed in pt-BR ('125.100,5', read by parseNumber: src/shared/numbers.ts) or as JSON numbers, never as
 * response text sent back ('13.125' would read as 13125: format it with toTypedNumber first).
 */
export const tradingApi = {
  instruments: '/api/instruments',
  instrument: (id: string) => `/api/instruments/${encodeURIComponent(id)}`,
  accounts: '/api/accounts',
  account: (id: string) => `/api/accounts/${encodeURIComponent(id)}`,
  settings: '/api/trading-settings',
  trades: '/api/trades',
  trade: (id: string) => `/api/trades/${encodeURIComponent(id)}`,
  /** GET → TradeSpan (src/shared/time/default-period.ts): the latest trade's date and the trader's today */
  tradeSpan: '/api/trades/latest',
  /** POST {ids: string[]} → {deleted} */
  tradesBulkDelete: '/api/trades/bulk-delete',
  /** GET with the list's filters + format=spreadsheet|generic → text/csv attachment */
  tradesExport: '/api/trades/export',
  /** POST {confirm: 'RESET'} → {deletedTrades, deletedImports}: all of the user's trades and imports */
  tradesReset: '/api/trades/reset',
  /** POST multipart (file + options JSON) → ImportPreview; nothing is stored */
  importPreview: '/api/imports/preview',
  /** POST multipart (file + options JSON) → ImportSummary; one transaction */
  imports: '/api/imports',
  /** DELETE → undo the whole import */
  importItem: (id: string) => `/api/imports/${encodeURIComponent(id)}`,
  /** GET → text/csv of rejected rows with reasons */
  importRejects: (id: string) => `/api/imports/${encodeURIComponent(id)}/rejects.csv`,
} as const;

export const currencySchema = z.enum(['BRL', 'USD']);
export const sideSchema = z.enum(['compra', 'venda']);

export const instrumentDtoSchema = z.object({
  id: z.string().nullable(), // null for built-ins
  symbol: z.string(),
  name: z.string(),
  tickValue: z.string(),
  ticksPerPoint: z.string(),
  pointValue: z.string(),
  currency: currencySchema,
  builtIn: z.boolean(),
});
export type InstrumentDto = z.infer<typeof instrumentDtoSchema>;

export const instrumentInputSchema = z.object({
  symbol: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z][A-Z0-9]{0,9}$/, tradeValidation.invalidSymbol),
  name: z.string().trim().min(1, commonValidation.required).max(80),
  tickValue: numberTextField(tradingValidation.invalidTickValue, {
    kind: 'price',
    min: 'nonNegative',
    rangeMessage: fieldErrorMessages.tickValue,
  }),
  ticksPerPoint: numberTextField(tradingValidation.invalidTicksPerPoint, {
    kind: 'price',
    min: 'nonNegative',
    rangeMessage: fieldErrorMessages.ticksPerPoint,
  }),
  currency: currencySchema,
});

export const accountDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  broker: z.string().nullable(),
  currency: currencySchema,
  startingCapital: z.string(),
  isDefault: z.boolean(),
  tradeCount: z.number(),
});
export type AccountDto = z.infer<typeof accountDtoSchema>;
export const DEFAULT_ACCOUNT_NAME = 'Conta principal';

export const accountInputSchema = z.object({
  name: z.string().trim().min(1, commonValidation.required).max(60),
  broker: z.string().trim().max(60).nullish(),
  currency: currencySchema,
  startingCapital: numberTextField(fieldErrorMessages.invalidCapital, {
    kind: 'money',
    min: 'nonNegative',
    maxDecimals: 2,
  }),
});

export const tradeDtoSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  importId: z.string().nullable(),
  date: z.string(), // yyyy-mm-dd, user's time zone
  time: z.string(), // HH:mm:ss
  /** The exit's local date and time, when stored (absent: closed the same day as the entry). */
  exitDate: z.string().optional(),
  exitTime: z.string().optional(),
  type: sideSchema,
  contracts: z.number(),
  instrument: z.string(),
  contractMonth: z.string().nullable(),
  contractYear: z.number().nullable(),
  entry: z.string(),
  exit: z.string(),
  mep: z.string().nullable(),
  men: z.string().nullable(),
  stop: z.string().nullable(),
  /**
   * No stop, and none could be known: imported from a format without a stop column ('stop não informado'; no rule
   * break, left out of R). Giving the trade a stop later makes it a trade like any other.
   */
  stopUnknown: z.boolean(),
  costs: z.string(),
  /** Only when the costs are the day's brokerage notes' share (by contracts): the notes' numbers ('1001, 1002'). */
  costsNote: z.string().optional(),
  pointValue: z.string(),
  currency: currencySchema,
  pnl: z.string(),
  emotion: z.enum(EMOTIONS).nullable(),
  notes: z.string().nullable(),
  tags: z.array(z.string()),
  /** Rules of the account's risk plan this trade broke (derived on the server, ADR 012), in RULE_BREAK_KINDS order. */
  ruleBreaks: z.array(z.enum(RULE_BREAK_KINDS)),
  /** The trader's note on those breaks. */
  ruleBreakNote: z.string().nullable(),
  /** The playbook traded (TradePlaybookSummary, src/shared/playbooks/contract.ts) and the ids of its criteria ticked. */
  playbook: z.object({ id: z.string(), name: z.string() }).nullable().optional(),
  criteriaMet: z.array(z.string()).optional(),
  createdAt: z.string(),
  /**
   * Only on the trades list, and only when the trade was entered within ±30 min (NEAR_EVENT_MINUTES) of a
   * high-impact economic event: the nearest one.
   */
  nearEvent: z.object({ title: z.string(), startsAt: z.string() }).optional(),
  /**
   * The trade's chart screenshots in their order (TradeAttachmentSummary, src/shared/attachments/contract.ts).
   * Every trade the server answers carries it (empty when none); optional only for values built by hand.
   */
  attachments: z
    .array(z.object({ id: z.string(), thumbUrl: z.string(), caption: z.string().nullable() }))
    .optional(),
});
export type TradeDto = z.infer<typeof tradeDtoSchema>;

export const tradeSortColumns = [
  'date',
  'instrument',
  'type',
  'contracts',
  'entry',
  'exit',
  'pnl',
  'emotion',
  'account',
] as const;

/** Query of GET /api/trades and /api/trades/export (strings, as in a URL). */
export const tradeListQuerySchema = z.object({
  from: dateField().optional(),
  to: dateField().optional(),
  accountId: z.string().optional(),
  instrument: z.string().trim().toUpperCase().optional(),
  type: sideSchema.optional(),
  emotion: z.enum(EMOTIONS).optional(),
  result: z.enum(['gain', 'loss']).optional(),
  tag: z.string().trim().optional(),
  /** 'any' = trades that broke at least one rule; a kind = trades that broke that rule. */
  ruleBreak: z.enum(['any', ...RULE_BREAK_KINDS]).optional(),
  /** A playbook's id, or 'none' (NO_PLAYBOOK, src/shared/playbooks/contract.ts) for the trades without one. */
  playbookId: z.string().trim().optional(),
  sort: z.enum(tradeSortColumns).default('date'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type TradeListQuery = z.input<typeof tradeListQuerySchema>;

export const tradeTotalsSchema = z.object({
  currency: currencySchema,
  count: z.number(),
  wins: z.number(),
  losses: z.number(),
  pnl: z.string(),
  costs: z.string(),
});

export const tradeListResponseSchema = z.object({
  items: z.array(tradeDtoSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  /** Totals of the whole filtered set (not only this page), one per currency: never mixed. */
  totals: z.array(tradeTotalsSchema),
});
export type TradeListResponse = z.infer<typeof tradeListResponseSchema>;

export const bulkDeleteSchema = z.object({ ids: z.array(z.string()).min(1).max(1000) });
export const resetSchema = z.object({
  confirm: z.literal('RESET', { error: tradingValidation.resetConfirm }),
});

export const tradingSettingsSchema = z.object({
  timezone: z.string().min(1),
  breakevenTolerance: z.string(),
  costsPerContract: z.record(z.string(), z.string()),
});
export type TradingSettings = z.infer<typeof tradingSettingsSchema>;

/** The options part of an import upload (multipart field "options", JSON). */
export const importOptionsSchema = z.object({
  accountId: z.string().optional(),
  /** Force a format instead of detecting it from the header. */
  format: z.enum(['profit', 'mt5', 'ninjatrader', 'tradovate', 'generic', 'mapped']).optional(),
  /** Column mapping for 'mapped' (any other CSV); remembered per user. */
  mapping: z.record(z.string(), z.string()).optional(),
  /** Unknown source symbols mapped to instrument symbols, e.g. {"MINIIND": "WIN"}. */
  symbolMap: z.record(z.string(), z.string()).default({}),
  /** IANA zone the file's times are written in (default: the user's). */
  sourceTimezone: z.string().optional(),
  /** For 'mapped': how the file writes numbers and dates (default: detected). */
  decimal: z.enum(['pt-BR', 'en-US', 'auto']).optional(),
  dateOrder: z.enum(['dmy', 'mdy', 'ymd']).optional(),
  /** The trader's playbook (not archived) every imported trade is recorded with; its criteria start unticked. */
  playbookId: z.string().uuid().nullish(),
});
export type ImportOptions = z.input<typeof importOptionsSchema>;
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;

export const importRowSchema = z.object({
  line: z.number(),
  date: z.string(),
  time: z.string(),
  type: sideSchema,
  contracts: z.number(),
  instrument: z.string(),
  sourceSymbol: z.string(),
  entry: z.string(),
  exit: z.string(),
  pnl: z.string().nullable(), // null when the instrument is unknown
  currency: currencySchema.nullable(),
  duplicate: z.boolean(),
  errors: z.array(z.string()),
});

export const importPreviewSchema = z.object({
  format: z.string(),
  formatLabel: z.string(),
  encoding: z.string(),
  totalRows: z.number(),
  validRows: z.number(),
  duplicateRows: z.number(),
  /** First rows as trades, each with its errors in Portuguese and a duplicate flag. */
  rows: z.array(importRowSchema),
  /** Whole-file row errors ('Linha 12: …'). */
  errors: z.array(z.object({ line: z.number(), message: z.string() })),
  /** What the user should check before confirming (dates read in an assumed day/month order), in Portuguese. */
  notices: z.array(z.string()).optional(),
  /** Source symbols that match no instrument: the user maps them before confirming. */
  unknownSymbols: z.array(z.string()),
  /** Headers of the file, for the column-mapping step. */
  headers: z.array(z.string()),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importSummarySchema = z.object({
  id: z.string(),
  fileName: z.string(),
  format: z.string(),
  accountId: z.string(),
  imported: z.number(),
  duplicates: z.number(),
  rejected: z.number(),
  rejects: z.array(z.object({ line: z.number(), message: z.string() })),
  createdAt: z.string(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

/** What a confirmed import brought in: its trades' first and last dates and net P&L per currency (decimal text). */
export const importOutcomeSchema = z.object({
  period: z.object({ from: z.string(), to: z.string() }).nullable(),
  net: z.array(z.object({ currency: currencySchema, pnl: z.string() })),
});
export type ImportOutcome = z.infer<typeof importOutcomeSchema>;
/** POST /api/imports answers the summary and the outcome together. */
export const importResultSchema = importSummarySchema.extend(importOutcomeSchema.shape);
export type ImportResult = z.infer<typeof importResultSchema>;

/** GET /api/imports: the user's imports, newest first (rejects are downloaded apart, as CSV). */
export const importListItemSchema = importSummarySchema.omit({ rejects: true }).extend({
  totalRows: z.number(),
  sourceTimezone: z.string(),
});
export type ImportListItem = z.infer<typeof importListItemSchema>;
export const importListSchema = z.object({ items: z.array(importListItemSchema) });
export type ImportList = z.infer<typeof importListSchema>;

import { z } from 'zod';
import { playbookValidation } from '../i18n/validation';
import type { RuleBreakKind } from '../risk/contract';
import { PERIOD_PRESETS, type PeriodPreset } from '../time/periods';
import { dateField } from '../time/date-field';
import { commonValidation } from '../i18n/validation';
import { currencySchema } from '../trading/api-contract';
import type { Bucket, EquityPoint, Metrics } from '../trading/dashboard-contract';
import { normalizeSymbol } from '../trading/instruments';
import {
  CRITERIA_MAX,
  CRITERION_LABEL_MAX,
  PLAYBOOK_DESCRIPTION_MAX,
  PLAYBOOK_INSTRUMENTS_MAX,
  PLAYBOOK_NAME_MAX,
  PLAYBOOK_TIMEFRAME_MAX,
  SMALL_SAMPLE,
} from './limits';

/**
 * Playbooks: setups the trader defines, with entry criteria ticked on each trade and measured. The API's shapes,
 * read by the server's routes and the client's pages.
 *
 * Routes (the owner's only; the access gate and the trial's read-only rule as every write):
 * - `GET    /api/playbooks?archived=1`         → PlaybookDto[] in the trader's order (archived ones only with ?archived=1)
 * - `POST   /api/playbooks`                    PlaybookInput → 201 PlaybookDto
 * - `GET    /api/playbooks/:id`                → PlaybookDto
 * - `PUT    /api/playbooks/:id`                PlaybookInput → PlaybookDto (criteria: with `id` kept, without created,
 *                                              absent ones removed — and removed from the trades that ticked them)
 * - `PATCH  /api/playbooks/:id/archive`        { archived } → PlaybookDto
 * - `DELETE /api/playbooks/:id`                → 204 (its trades stay, without a playbook)
 * - `PUT    /api/playbooks/order`              { ids } → PlaybookDto[]
 * - `POST   /api/playbooks/:id/image`          multipart `file` → PlaybookDto (same checks as a screenshot)
 * - `DELETE /api/playbooks/:id/image`          → PlaybookDto
 * - `GET    /api/playbooks/:id/image`, `/thumb` → the bytes (`Cache-Control: private`)
 * - `GET    /api/playbooks/:id/stats?preset&from&to&accountId&currency` → PlaybookStatsDto
 * - `POST   /api/trades/bulk-playbook`         BulkPlaybookInput → { updated }
 *
 * A trade carries `playbookId` and `criteriaMet` (TradeInput, TradeDto); the dashboard's and the reports' queries
 * take `playbookId` (a playbook's id, or 'none' for trades without one).
 */
export const playbooksApi = {
  list: '/api/playbooks',
  order: '/api/playbooks/order',
  one: (id: string) => `/api/playbooks/${encodeURIComponent(id)}`,
  archive: (id: string) => `/api/playbooks/${encodeURIComponent(id)}/archive`,
  image: (id: string) => `/api/playbooks/${encodeURIComponent(id)}/image`,
  thumb: (id: string) => `/api/playbooks/${encodeURIComponent(id)}/thumb`,
  stats: (id: string) => `/api/playbooks/${encodeURIComponent(id)}/stats`,
  bulkPlaybook: '/api/trades/bulk-playbook',
} as const;

/** The filter value for "trades without a playbook" in the dashboard and the reports. */
export const NO_PLAYBOOK = 'none';

const V = playbookValidation;

export const criterionInputSchema = z.object({
  /** An existing criterion keeps its id (and its history on the trades); a new one has none. */
  id: z.string().uuid().optional(),
  label: z.string().trim().min(1, V.criterionRequired).max(CRITERION_LABEL_MAX, V.criterionTooLong),
  required: z.boolean().default(false),
});
export type CriterionInput = z.input<typeof criterionInputSchema>;

export const playbookInputSchema = z.object({
  name: z.string().trim().min(1, V.nameRequired).max(PLAYBOOK_NAME_MAX, V.nameTooLong),
  description: z.string().trim().max(PLAYBOOK_DESCRIPTION_MAX, V.descriptionTooLong).default(''),
  /** Instrument roots ('WIN', 'NQ'); empty = any market. */
  instruments: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .transform((s) => normalizeSymbol(s)),
    )
    .max(PLAYBOOK_INSTRUMENTS_MAX, V.tooManyInstruments)
    .default([])
    .transform((list) => [...new Set(list)]),
  timeframe: z
    .string()
    .trim()
    .max(PLAYBOOK_TIMEFRAME_MAX, V.timeframeTooLong)
    .nullish()
    .transform((v) => (v ? v : null)),
  /** In the order shown on the trade. */
  criteria: z
    .array(criterionInputSchema)
    .max(CRITERIA_MAX, V.tooManyCriteria)
    .default([])
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((c, i) => {
        const key = c.label.trim().toLocaleLowerCase('pt-BR');
        if (seen.has(key))
          ctx.addIssue({ code: 'custom', message: V.duplicateCriterion, path: [i, 'label'] });
        seen.add(key);
      });
    }),
});
export type PlaybookInput = z.input<typeof playbookInputSchema>;
export type PlaybookValues = z.output<typeof playbookInputSchema>;

export const playbookArchiveSchema = z.object({ archived: z.boolean() });
export const playbookOrderSchema = z.object({ ids: z.array(z.string().uuid()).min(1).max(500) });

/** Set (or clear, with null) the playbook of many trades at once; criteria are cleared unless given. */
export const bulkPlaybookSchema = z.object({
  ids: z.array(z.string()).min(1).max(1000),
  playbookId: z.string().uuid().nullable(),
  criteriaMet: z.array(z.string().uuid()).max(CRITERIA_MAX).optional(),
});
export type BulkPlaybookInput = z.input<typeof bulkPlaybookSchema>;

export { tradePlaybookFields } from './trade-fields';

export interface CriterionDto {
  id: string;
  label: string;
  required: boolean;
  position: number;
}

export interface PlaybookDto {
  id: string;
  name: string;
  description: string;
  instruments: string[];
  timeframe: string | null;
  criteria: CriterionDto[];
  position: number;
  archived: boolean;
  /** The picture's URLs, null without one. */
  imageUrl: string | null;
  thumbUrl: string | null;
  /** Trades recorded with this playbook (all time, all accounts). */
  tradeCount: number;
  createdAt: string;
  updatedAt: string;
}

/** What a TradeDto carries of its playbook. */
export interface TradePlaybookSummary {
  id: string;
  name: string;
}

/** Query of the playbook's statistics: the dashboard's period and account filters. */
export const playbookStatsQuerySchema = z
  .object({
    preset: z.enum(PERIOD_PRESETS).default('all'),
    from: dateField().optional(),
    to: dateField().optional(),
    accountId: z.string().optional(),
    currency: currencySchema.optional(),
  })
  .refine((q) => q.preset !== 'custom' || (q.from && q.to && q.from <= q.to), {
    message: commonValidation.invalidPeriod,
    path: ['from'],
  });
export type PlaybookStatsQuery = z.input<typeof playbookStatsQuerySchema>;

/** The figures of one set of trades, as the playbook page's tables show them (money in cents, as the dashboard). */
export interface FigureSet {
  trades: number;
  winRate: Metrics['winRate'];
  expectancy: Metrics['expectancy'];
  payoff: Metrics['payoff'];
  averageR: Metrics['averageR'];
  rTrades: Metrics['rTrades'];
  profitFactor: Metrics['profitFactor'];
  profitFactorInfinite: Metrics['profitFactorInfinite'];
  totalPnl: Metrics['totalPnl'];
  /** trades < SMALL_SAMPLE: the page says "amostra pequena" and shows no percentage as a finding. */
  small: boolean;
}

/** One criterion: how often it was present, and the trades with it against the trades without it. */
export interface CriterionStats {
  criterionId: string;
  label: string;
  required: boolean;
  /** Trades of the playbook (in the period and currency) where it was ticked. */
  present: number;
  /** present ÷ the playbook's trades; null with no trades. */
  presentRate: number | null;
  with: FigureSet;
  without: FigureSet;
}

export interface PlaybookRuleBreakRow {
  kind: RuleBreakKind;
  /** Trades of the playbook that broke this rule, and their net P&L (cents). */
  trades: number;
  pnl: number;
}

export interface PlaybookStatsDto {
  playbook: PlaybookDto;
  period: { preset: PeriodPreset; from: string | null; to: string | null; timezone: string };
  currencies: ('BRL' | 'USD')[];
  currency: 'BRL' | 'USD';
  figures: FigureSet;
  /** The engine's full metrics of the playbook's trades (the same numbers the dashboard shows when filtered by it). */
  metrics: Metrics;
  byInstrument: Bucket[];
  byHour: Bucket[];
  equity: { points: EquityPoint[]; total: number; downsampled: boolean };
  ruleBreaks: PlaybookRuleBreakRow[];
  /** In the playbook's order; removed criteria are not listed. */
  criteria: CriterionStats[];
}

export const isSmallSample = (trades: number): boolean => trades < SMALL_SAMPLE;
export { SMALL_SAMPLE };

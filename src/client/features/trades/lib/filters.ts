import { parsePeriodPreset, resolvePeriod, type PeriodPreset } from '@/shared/time/periods';
import { RULE_BREAK_KINDS, type RuleBreakKind } from '@/shared/risk/contract';
import { tradeSortColumns, type TradeListQuery } from '@/shared/trading/api-contract';
import { EMOTIONS, type Emotion } from '@/shared/trading/emotions';

/**
 * The list's view (filters, sort, page) as it lives in the URL's search params, so a reload or a shared link
 * shows the same trades. Defaults are left out of the URL. The period is one of the app's presets
 * (`src/shared/time/periods.ts`), resolved to dates in the user's time zone by the same function as the dashboard.
 */
export type SortColumn = (typeof tradeSortColumns)[number];
export type SortDir = 'asc' | 'desc';

export interface TradeFilters {
  period: PeriodPreset;
  /** yyyy-mm-dd, only with period 'custom'. */
  from?: string;
  to?: string;
  accountId?: string;
  instrument?: string;
  type?: 'compra' | 'venda';
  emotion?: Emotion;
  result?: 'gain' | 'loss';
  tag?: string;
  /** 'any' = trades that broke at least one rule of the risk plan. */
  ruleBreak?: 'any' | RuleBreakKind;
  /** A playbook's id, or NO_PLAYBOOK ('none') for the trades without one. */
  playbookId?: string;
  sort: SortColumn;
  dir: SortDir;
  page: number;
}

/**
 * No period in the URL reads as 'all' here; the page then shows the default period's trades (this month when it has
 * trades, else the latest month with trades: src/client/lib/default-period.ts). A period the user picks is written,
 * 'Todo o período' included (`filtersToParams(…, true)`).
 */
export const DEFAULT_FILTERS: TradeFilters = { period: 'all', sort: 'date', dir: 'desc', page: 1 };
/** The list's own period when it has trades (the default-period rule). */
export const TRADES_DEFAULT_PERIOD: PeriodPreset = 'this-month';
export const PAGE_SIZE = 25;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined;
const text = (value: string | null): string | undefined => value?.trim() || undefined;

/** Reads the view from the URL; anything malformed falls back to the default instead of breaking the page. */
export function filtersFromParams(params: URLSearchParams): TradeFilters {
  const from = params.get('from');
  const to = params.get('to');
  const hasRange = (from !== null && ISO_DATE.test(from)) || (to !== null && ISO_DATE.test(to));
  // parsePeriodPreset also reads the names older links used (period=last3Months).
  const period = parsePeriodPreset(params.get('period')) ?? (hasRange ? 'custom' : 'all');
  const page = Number(params.get('page'));
  return {
    period,
    from: period === 'custom' && from && ISO_DATE.test(from) ? from : undefined,
    to: period === 'custom' && to && ISO_DATE.test(to) ? to : undefined,
    accountId: text(params.get('account')),
    instrument: text(params.get('instrument'))?.toUpperCase(),
    type: oneOf(['compra', 'venda'] as const, params.get('type')),
    emotion: oneOf(EMOTIONS, params.get('emotion')),
    result: oneOf(['gain', 'loss'] as const, params.get('result')),
    tag: text(params.get('tag')),
    ruleBreak: oneOf(['any', ...RULE_BREAK_KINDS] as const, params.get('ruleBreak')),
    playbookId: text(params.get('playbook')),
    sort: oneOf(tradeSortColumns, params.get('sort')) ?? DEFAULT_FILTERS.sort,
    dir: oneOf(['asc', 'desc'] as const, params.get('dir')) ?? DEFAULT_FILTERS.dir,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL names a period: a preset, or a bare range (older links). */
export function periodInParams(params: URLSearchParams): boolean {
  const dated = (key: string) => ISO_DATE.test(params.get(key) ?? '');
  return parsePeriodPreset(params.get('period')) !== undefined || dated('from') || dated('to');
}

export function filtersToParams(filters: TradeFilters, writePeriod = false): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | undefined) => {
    if (value) params.set(key, value);
  };
  if (writePeriod || filters.period !== 'all') set('period', filters.period);
  if (filters.period === 'custom') {
    set('from', filters.from);
    set('to', filters.to);
  }
  set('account', filters.accountId);
  set('instrument', filters.instrument);
  set('type', filters.type);
  set('emotion', filters.emotion);
  set('result', filters.result);
  set('tag', filters.tag);
  set('ruleBreak', filters.ruleBreak);
  set('playbook', filters.playbookId);
  if (filters.sort !== DEFAULT_FILTERS.sort || filters.dir !== DEFAULT_FILTERS.dir) {
    set('sort', filters.sort);
    set('dir', filters.dir);
  }
  if (filters.page > 1) set('page', String(filters.page));
  return params;
}

/** True when something narrows the set (sorting and paging do not). */
export function hasActiveFilters(f: TradeFilters): boolean {
  return Boolean(
    f.period !== 'all' ||
    f.accountId ||
    f.instrument ||
    f.type ||
    f.emotion ||
    f.result ||
    f.tag ||
    f.ruleBreak ||
    f.playbookId,
  );
}

/** Whose "today" the presets count from: the user's zone (the runtime's until the settings say) at `now`. */
export interface PeriodClock {
  timeZone: string | undefined;
  now: Date;
}

/**
 * The query of GET /api/trades (and of the export, without paging). The period becomes dates here, by the function
 * the dashboard's server uses for the same preset: 'Últimos 3 meses' is one range on every page.
 */
export function listQuery(filters: TradeFilters, clock: PeriodClock, pageSize = PAGE_SIZE): TradeListQuery {
  const { from, to } = resolvePeriod(filters.period, filters, clock.timeZone, clock.now);
  return {
    from: from ?? undefined,
    to: to ?? undefined,
    accountId: filters.accountId,
    instrument: filters.instrument,
    type: filters.type,
    emotion: filters.emotion,
    result: filters.result,
    tag: filters.tag,
    ruleBreak: filters.ruleBreak,
    playbookId: filters.playbookId,
    sort: filters.sort,
    dir: filters.dir,
    page: filters.page,
    pageSize,
  };
}

/** The query as URL text (undefined values left out). */
export function queryRecord(query: TradeListQuery): Record<string, string | undefined> {
  const record: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(query))
    record[key] = value === undefined ? undefined : String(value);
  return record;
}

/** The export link: the list's filters and sort, no paging. */
export function exportHref(
  path: string,
  filters: TradeFilters,
  clock: PeriodClock,
  format: 'spreadsheet' | 'generic',
): string {
  const { page: _page, pageSize: _size, ...rest } = listQuery(filters, clock);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...rest, format }))
    if (value !== undefined) params.set(key, String(value));
  return `${path}?${params}`;
}

/** Clicking a header: a new column sorts descending first (newest, biggest); the same column flips. */
export function nextSort(current: Pick<TradeFilters, 'sort' | 'dir'>, column: SortColumn) {
  if (current.sort !== column) return { sort: column, dir: 'desc' as SortDir };
  return { sort: column, dir: (current.dir === 'desc' ? 'asc' : 'desc') as SortDir };
}

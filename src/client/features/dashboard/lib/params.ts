import { parsePeriodPreset, type PeriodPreset } from '@/shared/time/periods';
import type { DashboardQuery } from '@/shared/trading/dashboard-contract';

/**
 * The dashboard's view as it lives in the URL's search params (`?preset=last-month&account=…`), so a reload or a
 * shared link shows the same figures. The default preset (this month) is left out of the URL. The page sends the
 * preset as it is: the server resolves it in the user's time zone (`resolvePeriod`, as /trades does).
 */
export interface DashboardView {
  preset: PeriodPreset;
  /** yyyy-mm-dd, only with preset 'custom'. */
  from?: string;
  to?: string;
  accountId?: string;
  instrument?: string;
  currency?: 'BRL' | 'USD';
}

export const DEFAULT_PRESET: PeriodPreset = 'this-month';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const text = (value: string | null) => value?.trim() || undefined;
const isoDate = (value: string | null) => (value && ISO_DATE.test(value) ? value : undefined);

export function viewFromParams(params: URLSearchParams): DashboardView {
  // The same preset names as /trades (and the names its older links used: preset=last3Months).
  const preset = parsePeriodPreset(params.get('preset')) ?? DEFAULT_PRESET;
  const currency = params.get('currency');
  return {
    preset,
    from: preset === 'custom' ? isoDate(params.get('from')) : undefined,
    to: preset === 'custom' ? isoDate(params.get('to')) : undefined,
    accountId: text(params.get('account')),
    instrument: text(params.get('instrument'))?.toUpperCase(),
    currency: currency === 'BRL' || currency === 'USD' ? currency : undefined,
  };
}

export function viewToParams(view: DashboardView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.preset !== DEFAULT_PRESET) params.set('preset', view.preset);
  if (view.preset === 'custom') {
    if (view.from) params.set('from', view.from);
    if (view.to) params.set('to', view.to);
  }
  if (view.accountId) params.set('account', view.accountId);
  if (view.instrument) params.set('instrument', view.instrument);
  if (view.currency) params.set('currency', view.currency);
  return params;
}

/** A custom range the server accepts: both dates, in order. */
export const validRange = (view: DashboardView) =>
  view.preset !== 'custom' || Boolean(view.from && view.to && view.from <= view.to);

/** The API query for a view (strings, as GET /api/dashboard reads them). */
export function viewToQuery(view: DashboardView): DashboardQuery {
  return {
    preset: view.preset,
    ...(view.preset === 'custom' ? { from: view.from, to: view.to } : {}),
    ...(view.accountId ? { accountId: view.accountId } : {}),
    ...(view.instrument ? { instrument: view.instrument } : {}),
    ...(view.currency ? { currency: view.currency } : {}),
  };
}

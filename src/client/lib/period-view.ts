import { parsePeriodPreset, type PeriodPreset } from '@/shared/time/periods';

/**
 * A period view as it lives in the URL's search params (`?preset=last-month&account=…`), so a reload or a shared
 * link shows the same figures: /dashboard and /reports read the same names. Each page has its default preset, left
 * out of the URL. The page sends the preset as it is: the server resolves it in the user's time zone
 * (`resolvePeriod`, as /trades does).
 */
export interface PeriodView {
  preset: PeriodPreset;
  /** yyyy-mm-dd, only with preset 'custom'. */
  from?: string;
  to?: string;
  accountId?: string;
  instrument?: string;
  currency?: 'BRL' | 'USD';
  /** A playbook's id, or NO_PLAYBOOK ('none'): the trades without one. */
  playbookId?: string;
}

/** The API query for a view (strings, as GET /api/dashboard and /api/reports read them). */
export interface PeriodQuery {
  preset: PeriodPreset;
  from?: string;
  to?: string;
  accountId?: string;
  instrument?: string;
  currency?: 'BRL' | 'USD';
  playbookId?: string;
}

/** The dashboard's own period (when it has trades: src/shared/time/default-period.ts); /reports passes its own. */
export const DEFAULT_PRESET: PeriodPreset = 'this-month';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const text = (value: string | null) => value?.trim() || undefined;
const isoDate = (value: string | null) => (value && ISO_DATE.test(value) ? value : undefined);

export function viewFromParams(
  params: URLSearchParams,
  defaultPreset: PeriodPreset = DEFAULT_PRESET,
): PeriodView {
  // The same preset names as /trades (and the names its older links used: preset=last3Months).
  const preset = parsePeriodPreset(params.get('preset')) ?? defaultPreset;
  const currency = params.get('currency');
  return {
    preset,
    from: preset === 'custom' ? isoDate(params.get('from')) : undefined,
    to: preset === 'custom' ? isoDate(params.get('to')) : undefined,
    accountId: text(params.get('account')),
    instrument: text(params.get('instrument'))?.toUpperCase(),
    currency: currency === 'BRL' || currency === 'USD' ? currency : undefined,
    playbookId: text(params.get('playbook')),
  };
}

/** `defaultPreset` null: the preset is written whatever it is (the user picked it; src/client/lib/default-period.ts). */
export function viewToParams(
  view: PeriodView,
  defaultPreset: PeriodPreset | null = DEFAULT_PRESET,
): URLSearchParams {
  const params = new URLSearchParams();
  if (view.preset !== defaultPreset) params.set('preset', view.preset);
  if (view.preset === 'custom') {
    if (view.from) params.set('from', view.from);
    if (view.to) params.set('to', view.to);
  }
  if (view.accountId) params.set('account', view.accountId);
  if (view.instrument) params.set('instrument', view.instrument);
  if (view.currency) params.set('currency', view.currency);
  if (view.playbookId) params.set('playbook', view.playbookId);
  return params;
}

/** A custom range the server accepts: both dates, in order. */
export const validRange = (view: PeriodView) =>
  view.preset !== 'custom' || Boolean(view.from && view.to && view.from <= view.to);

/** The API query for a view. */
export function viewToQuery(view: PeriodView): PeriodQuery {
  return {
    preset: view.preset,
    ...(view.preset === 'custom' ? { from: view.from, to: view.to } : {}),
    ...(view.accountId ? { accountId: view.accountId } : {}),
    ...(view.instrument ? { instrument: view.instrument } : {}),
    ...(view.currency ? { currency: view.currency } : {}),
    ...(view.playbookId ? { playbookId: view.playbookId } : {}),
  };
}

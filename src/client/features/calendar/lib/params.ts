import type { z } from 'zod';
import {
  EVENT_COUNTRIES,
  EVENT_IMPACTS,
  type EventCountry,
  type EventDaysQuery,
  type EventImpact,
  type eventsQuerySchema,
} from '@/shared/calendar/contract';
import { parsePeriodPreset, type PeriodPreset } from '@/shared/time/periods';
import { gridRange, isMonth } from './month';

export type EventsQuery = z.input<typeof eventsQuerySchema>;

/**
 * /calendar's state as it lives in the URL (`?view=list&month=2026-11&country=BR&impact=alta`), so a reload or a
 * shared link shows the same month and filters. Defaults (the month view, the current month, every country and
 * impact, the comparison's last 6 months) are left out.
 */
export interface CalendarView {
  view: 'month' | 'list';
  /** yyyy-mm; undefined = the trader's current month. */
  month?: string;
  country?: EventCountry;
  impact?: EventImpact;
  /** The event-day comparison's period, account and currency. */
  preset: PeriodPreset;
  from?: string;
  to?: string;
  accountId?: string;
  currency?: 'BRL' | 'USD';
}

export const DEFAULT_COMPARISON_PRESET: PeriodPreset = 'last-6-months';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isoDate = (value: string | null) => (value && ISO_DATE.test(value) ? value : undefined);
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);

export function viewFromParams(params: URLSearchParams): CalendarView {
  const preset = parsePeriodPreset(params.get('preset')) ?? DEFAULT_COMPARISON_PRESET;
  const month = params.get('month');
  const currency = params.get('currency');
  return {
    view: params.get('view') === 'list' ? 'list' : 'month',
    month: isMonth(month) ? month : undefined,
    country: oneOf(EVENT_COUNTRIES, params.get('country')),
    impact: oneOf(EVENT_IMPACTS, params.get('impact')),
    preset,
    from: preset === 'custom' ? isoDate(params.get('from')) : undefined,
    to: preset === 'custom' ? isoDate(params.get('to')) : undefined,
    accountId: params.get('account')?.trim() || undefined,
    currency: currency === 'BRL' || currency === 'USD' ? currency : undefined,
  };
}

/** `writePreset`: the user picked the comparison's period, so the URL names it even when it is the page's own. */
export function viewToParams(view: CalendarView, writePreset = false): URLSearchParams {
  const params = new URLSearchParams();
  if (view.view === 'list') params.set('view', 'list');
  if (view.month) params.set('month', view.month);
  if (view.country) params.set('country', view.country);
  if (view.impact) params.set('impact', view.impact);
  if (writePreset || view.preset !== DEFAULT_COMPARISON_PRESET) params.set('preset', view.preset);
  if (view.preset === 'custom') {
    if (view.from) params.set('from', view.from);
    if (view.to) params.set('to', view.to);
  }
  if (view.accountId) params.set('account', view.accountId);
  if (view.currency) params.set('currency', view.currency);
  return params;
}

/** GET /api/calendar/events for the month's grid (its first Monday to its last Sunday) and the filters. */
export function eventsQuery(view: CalendarView, month: string): EventsQuery {
  return {
    ...gridRange(month),
    ...(view.country ? { country: view.country } : {}),
    ...(view.impact ? { impact: view.impact } : {}),
  };
}

/** A custom range the server accepts: both dates, in order. */
export const validRange = (view: CalendarView) =>
  view.preset !== 'custom' || Boolean(view.from && view.to && view.from <= view.to);

export function eventDaysQuery(view: CalendarView): EventDaysQuery {
  return {
    preset: view.preset,
    ...(view.preset === 'custom' ? { from: view.from, to: view.to } : {}),
    ...(view.accountId ? { accountId: view.accountId } : {}),
    ...(view.currency ? { currency: view.currency } : {}),
  };
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { parsePeriodPreset, type PeriodPreset } from '@/shared/time/periods';
import {
  defaultPeriod,
  defaultYear,
  type DefaultPeriod,
  type PeriodUnit,
  type TradeSpan,
} from '@/shared/time/default-period';
import { tradingApi } from '@/shared/trading/api-contract';
import { apiFetch } from './api';
import { queryKeys } from './queries';

const spanSchema = z.object({ latestTradeDate: z.string().nullable(), today: z.string() });

/**
 * GET /api/trades/latest: the latest trade's date and the trader's today. Under the trades' key, so every trade write
 * (saved, deleted, imported, undone) reads it again with the lists.
 */
export const tradeSpanQuery = queryOptions({
  queryKey: [...queryKeys.trades, 'span'],
  queryFn: ({ signal }): Promise<TradeSpan> => apiFetch(tradingApi.tradeSpan, { schema: spanSchema, signal }),
  staleTime: 30_000,
});

export interface PagePeriod {
  /** False while the rule waits for the server (the page shows its skeleton, never a wrong empty period). */
  ready: boolean;
  period: DefaultPeriod;
}

/**
 * The period a page opens on when its URL names none: the rule of src/shared/time/default-period.ts, the one place it
 * lives. `explicit` (the URL names a period) skips it: a period the user chose always wins. Should the server not
 * answer, the page keeps its own period.
 */
export function useDefaultPeriod(natural: PeriodPreset, unit: PeriodUnit, explicit: boolean): PagePeriod {
  const span = useQuery({ ...tradeSpanQuery, enabled: !explicit });
  const fallback: DefaultPeriod = { kind: 'natural', preset: natural };
  if (explicit || span.isError) return { ready: true, period: fallback };
  if (!span.data) return { ready: false, period: fallback };
  return { ready: true, period: defaultPeriod(natural, unit, span.data) };
}

/** /impostos' year when its URL names none, by the same rule (`defaultYear`); undefined while it loads. */
export function useDefaultYear(
  explicit: boolean,
  currentYear: number,
): { year: number; latest: boolean } | undefined {
  const span = useQuery({ ...tradeSpanQuery, enabled: !explicit });
  if (explicit || span.isError) return { year: currentYear, latest: false };
  return span.data ? defaultYear(span.data) : undefined;
}

/** The URL names a period: a preset under `key` (and for /trades, a bare range). */
export function periodInUrl(params: URLSearchParams, key = 'preset'): boolean {
  return parsePeriodPreset(params.get(key)) !== undefined;
}

/** A view's period fields set to the rule's answer. */
export function withPeriod<V extends { preset: PeriodPreset; from?: string; to?: string }>(
  view: V,
  period: DefaultPeriod,
): V {
  return period.kind === 'latest'
    ? { ...view, preset: 'custom', from: period.from, to: period.to }
    : { ...view, preset: period.preset };
}

/** A change that picks a period (preset or dates): from then on the URL names it. */
export const touchesPeriod = (patch: object): boolean =>
  'preset' in patch || 'from' in patch || 'to' in patch;

/**
 * A page's view with a period: the URL's, with the rule's period when the URL names none. `patched(patch)` is the
 * view a change makes and whether a period is now picked: a period the user picks is written to the URL from then
 * on, while other filters leave the default period alone.
 */
export function usePeriodView<V extends { preset: PeriodPreset; from?: string; to?: string }>(
  params: URLSearchParams,
  urlView: V,
  natural: PeriodPreset,
  unit: PeriodUnit,
) {
  const explicit = periodInUrl(params);
  const pagePeriod = useDefaultPeriod(natural, unit, explicit);
  const view = useMemo(
    () => (explicit ? urlView : withPeriod(urlView, pagePeriod.period)),
    [explicit, urlView, pagePeriod.period],
  );
  const patched = (patch: Partial<V>): { next: V; picked: boolean } => {
    const picked = explicit || touchesPeriod(patch);
    return { next: { ...(picked ? view : urlView), ...patch }, picked };
  };
  return { view, pagePeriod, patched };
}

import { describe, expect, it } from 'vitest';
import { DATED_PRESETS, PERIOD_CASES } from '@/shared/time/periods.testkit';
import { tradingApi } from '@/shared/trading/api-contract';
import { viewFromParams, viewToQuery } from '@/client/lib/period-view';
import { exportHref, filtersFromParams, listQuery } from '../features/trades/lib/filters';

/**
 * 'Últimos 3 meses' was 1 Jan → 15 Mar on /trades and 15 Dec → 15 Mar on /dashboard. Each page's preset is
 * resolved here through the page's own entry point (its URL, then the query it sends), at fixed clocks on month
 * and daylight-saving edges, against the one table the shared resolver and the server are also checked against
 * (src/server/features/dashboard/dashboard-periods.test.ts).
 */
describe.each(PERIOD_CASES)('every page resolves each preset alike: $what', (c) => {
  const clock = { timeZone: c.timeZone, now: new Date(c.now) };

  it.each(DATED_PRESETS)('/trades list: %s', (preset) => {
    const [from, to] = c.ranges[preset];
    const query = listQuery(filtersFromParams(new URLSearchParams({ period: preset })), clock);
    expect({ from: query.from, to: query.to }).toEqual({ from, to });
  });

  it.each(DATED_PRESETS)('/trades export: %s', (preset) => {
    const [from, to] = c.ranges[preset];
    const filters = filtersFromParams(new URLSearchParams({ period: preset }));
    const href = new URL(exportHref(tradingApi.tradesExport, filters, clock, 'generic'), 'http://x');
    expect({ from: href.searchParams.get('from'), to: href.searchParams.get('to') }).toEqual({ from, to });
  });

  it.each(DATED_PRESETS)('/dashboard sends the same preset for the server to resolve: %s', (preset) => {
    expect(viewToQuery(viewFromParams(new URLSearchParams({ preset }))).preset).toBe(preset);
  });
});

describe('old /trades links keep their period', () => {
  const [c] = PERIOD_CASES;
  if (!c) throw new Error('no period case');
  const clock = { timeZone: c.timeZone, now: new Date(c.now) };
  it.each([
    ['thisMonth', 'this-month'],
    ['lastMonth', 'last-month'],
    ['last3Months', 'last-3-months'],
    ['last6Months', 'last-6-months'],
    ['thisYear', 'this-year'],
  ] as const)('period=%s is %s', (old, preset) => {
    const query = listQuery(filtersFromParams(new URLSearchParams({ period: old })), clock);
    const [from, to] = c.ranges[preset];
    expect({ from: query.from, to: query.to }).toEqual({ from, to });
  });
});

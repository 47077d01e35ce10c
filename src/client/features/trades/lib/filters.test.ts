import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  exportHref,
  filtersFromParams,
  filtersToParams,
  listQuery,
  nextSort,
  type TradeFilters,
} from './filters';

describe('URL ⇄ filters', () => {
  it('leaves the defaults out of the URL', () => {
    expect(filtersToParams(DEFAULT_FILTERS).toString()).toBe('');
    expect(filtersFromParams(new URLSearchParams())).toEqual(DEFAULT_FILTERS);
  });

  it('round-trips every filter', () => {
    const filters: TradeFilters = {
      period: 'custom',
      from: '2025-01-01',
      to: '2025-01-31',
      accountId: 'acc-1',
      instrument: 'WIN',
      type: 'venda',
      emotion: 'calmo',
      result: 'loss',
      tag: 'abertura',
      ruleBreak: 'no-stop',
      playbookId: 'pb-1',
      sort: 'pnl',
      dir: 'asc',
      page: 3,
    };
    expect(filtersFromParams(filtersToParams(filters))).toEqual(filters);
    expect(filtersToParams({ ...DEFAULT_FILTERS, ruleBreak: 'any' }).toString()).toBe('ruleBreak=any');
    expect(filtersToParams({ ...DEFAULT_FILTERS, playbookId: 'none' }).toString()).toBe('playbook=none');
  });

  it('ignores malformed values instead of failing', () => {
    const f = filtersFromParams(
      new URLSearchParams(
        'period=ontem&type=x&emotion=feliz&ruleBreak=talvez&sort=hack&dir=up&page=-2&from=31/01/2025',
      ),
    );
    expect(f).toEqual(DEFAULT_FILTERS);
  });

  it('reads a bare from/to as a custom period', () => {
    expect(filtersFromParams(new URLSearchParams('from=2025-02-01'))).toMatchObject({
      period: 'custom',
      from: '2025-02-01',
    });
  });

  it('drops custom dates when a preset is chosen', () => {
    const p = filtersToParams({ ...DEFAULT_FILTERS, period: 'this-month', from: '2025-01-01' });
    expect(p.toString()).toBe('period=this-month');
  });

  it('reads the preset names older links used, and writes the current ones', () => {
    const read = (qs: string) => filtersFromParams(new URLSearchParams(qs)).period;
    expect(read('period=thisMonth')).toBe('this-month');
    expect(read('period=lastMonth')).toBe('last-month');
    expect(read('period=last3Months')).toBe('last-3-months');
    expect(read('period=last6Months')).toBe('last-6-months');
    expect(read('period=thisYear')).toBe('this-year');
    expect(filtersToParams(filtersFromParams(new URLSearchParams('period=last3Months'))).toString()).toBe(
      'period=last-3-months',
    );
  });
});

describe('the period in the list query', () => {
  // 15 March 2025, 12:00 in São Paulo.
  const clock = { timeZone: 'America/Sao_Paulo', now: new Date('2025-03-15T15:00:00Z') };
  const range = (period: TradeFilters['period']) => {
    const { from, to } = listQuery({ ...DEFAULT_FILTERS, period }, clock);
    return { from, to };
  };
  it('covers what the dashboard covers for the same preset', () => {
    expect(range('this-month')).toEqual({ from: '2025-03-01', to: '2025-03-31' });
    expect(range('last-month')).toEqual({ from: '2025-02-01', to: '2025-02-28' });
    // Was 1 January → 15 March on this page while the dashboard said 15 December → 15 March.
    expect(range('last-3-months')).toEqual({ from: '2024-12-15', to: '2025-03-15' });
    expect(range('last-6-months')).toEqual({ from: '2024-09-15', to: '2025-03-15' });
    expect(range('this-year')).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(range('all')).toEqual({ from: undefined, to: undefined });
  });
  it('keeps a custom range as typed, either end open', () => {
    const q = listQuery({ ...DEFAULT_FILTERS, period: 'custom', from: '2025-01-10' }, clock);
    expect(q).toMatchObject({ from: '2025-01-10', to: undefined });
  });
  it("counts today in the user's zone, not the browser's", () => {
    // 02:30 UTC on 1 January is still 31 December in São Paulo.
    const newYear = { timeZone: 'America/Sao_Paulo', now: new Date('2025-01-01T02:30:00Z') };
    expect(listQuery({ ...DEFAULT_FILTERS, period: 'last-month' }, newYear)).toMatchObject({
      from: '2024-11-01',
      to: '2024-11-30',
    });
  });
});

describe('queries', () => {
  it('builds the list query with the page', () => {
    const clock = { timeZone: 'UTC', now: new Date('2025-03-15T12:00:00Z') };
    expect(listQuery({ ...DEFAULT_FILTERS, instrument: 'WDO', page: 2 }, clock, 25)).toMatchObject({
      instrument: 'WDO',
      page: 2,
      pageSize: 25,
      sort: 'date',
      dir: 'desc',
    });
  });
  it('builds the export link without paging', () => {
    const href = exportHref(
      '/api/trades/export',
      { ...DEFAULT_FILTERS, type: 'compra' },
      { timeZone: 'UTC', now: new Date('2025-03-15T12:00:00Z') },
      'generic',
    );
    expect(href).toBe('/api/trades/export?type=compra&sort=date&dir=desc&format=generic');
    expect(
      exportHref(
        '/api/trades/export',
        { ...DEFAULT_FILTERS, playbookId: 'none' },
        { timeZone: 'UTC', now: new Date('2025-03-15T12:00:00Z') },
        'generic',
      ),
    ).toBe('/api/trades/export?playbookId=none&sort=date&dir=desc&format=generic');
  });
  it('sorts a new column descending, then flips', () => {
    expect(nextSort({ sort: 'date', dir: 'desc' }, 'pnl')).toEqual({ sort: 'pnl', dir: 'desc' });
    expect(nextSort({ sort: 'pnl', dir: 'desc' }, 'pnl')).toEqual({ sort: 'pnl', dir: 'asc' });
  });
});

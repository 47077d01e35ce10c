import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  exportHref,
  filtersFromParams,
  filtersToParams,
  listQuery,
  nextSort,
  nowIn,
  periodRange,
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
      sort: 'pnl',
      dir: 'asc',
      page: 3,
    };
    expect(filtersFromParams(filtersToParams(filters))).toEqual(filters);
  });

  it('ignores malformed values instead of failing', () => {
    const f = filtersFromParams(
      new URLSearchParams('period=ontem&type=x&emotion=feliz&sort=hack&dir=up&page=-2&from=31/01/2025'),
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
    const p = filtersToParams({ ...DEFAULT_FILTERS, period: 'thisMonth', from: '2025-01-01' });
    expect(p.toString()).toBe('period=thisMonth');
  });
});

describe('periodRange', () => {
  const today = '2025-03-15';
  it('computes the presets from today', () => {
    expect(periodRange('thisMonth', today)).toEqual({ from: '2025-03-01', to: today });
    expect(periodRange('lastMonth', today)).toEqual({ from: '2025-02-01', to: '2025-02-28' });
    expect(periodRange('last3Months', today)).toEqual({ from: '2025-01-01', to: today });
    expect(periodRange('last6Months', today)).toEqual({ from: '2024-10-01', to: today });
    expect(periodRange('thisYear', today)).toEqual({ from: '2025-01-01', to: today });
    expect(periodRange('all', today)).toEqual({});
  });
  it('crosses the year in January', () => {
    expect(periodRange('lastMonth', '2025-01-10')).toEqual({ from: '2024-12-01', to: '2024-12-31' });
  });
});

describe('queries', () => {
  it('builds the list query with the page', () => {
    expect(listQuery({ ...DEFAULT_FILTERS, instrument: 'WDO', page: 2 }, '2025-03-15', 25)).toMatchObject({
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
      '2025-03-15',
      'generic',
    );
    expect(href).toBe('/api/trades/export?type=compra&sort=date&dir=desc&format=generic');
  });
  it('sorts a new column descending, then flips', () => {
    expect(nextSort({ sort: 'date', dir: 'desc' }, 'pnl')).toEqual({ sort: 'pnl', dir: 'desc' });
    expect(nextSort({ sort: 'pnl', dir: 'desc' }, 'pnl')).toEqual({ sort: 'pnl', dir: 'asc' });
  });
});

describe('nowIn', () => {
  it('gives the date and time in the zone', () => {
    const at = new Date('2025-01-01T02:30:00Z');
    expect(nowIn('America/Sao_Paulo', at)).toEqual({ date: '2024-12-31', time: '23:30' });
    expect(nowIn('UTC', at)).toEqual({ date: '2025-01-01', time: '02:30' });
  });
  it('falls back to the browser zone on an unknown zone', () => {
    expect(nowIn('Nope/Nowhere').date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

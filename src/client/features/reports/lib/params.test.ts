import { describe, expect, it } from 'vitest';
import { reportQuerySchema } from '@/shared/reports/contract';
import { reportQueryString, reportViewFromParams, reportViewToParams, reportViewToQuery } from './params';

const read = (qs: string) => reportViewFromParams(new URLSearchParams(qs));

describe('the report view in the URL', () => {
  it('defaults to this year, month by month, and leaves both out of the URL', () => {
    expect(read('')).toEqual({ preset: 'this-year', granularity: 'month' });
    expect(reportViewToParams(read('')).toString()).toBe('');
  });

  it('round-trips the week cut and every dashboard filter, with the same names', () => {
    const qs =
      'preset=custom&from=2026-01-01&to=2026-03-31&account=acc-1&instrument=WIN&currency=BRL&granularity=week';
    expect(reportViewToParams(read(qs)).toString()).toBe(qs);
  });

  it('reads an unknown granularity as month', () => {
    expect(read('granularity=year').granularity).toBe('month');
  });

  it('sends a query the server accepts, and the same one to the exports', () => {
    const query = reportViewToQuery(read('preset=last-3-months&instrument=wdo&granularity=week'));
    expect(query).toEqual({ preset: 'last-3-months', instrument: 'WDO', granularity: 'week' });
    expect(reportQuerySchema.safeParse(query).success).toBe(true);
    expect(reportQueryString(query)).toBe('preset=last-3-months&instrument=WDO&granularity=week');
  });
});

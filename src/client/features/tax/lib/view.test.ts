import { describe, expect, it } from 'vitest';
import { taxYearFixture } from './fixture';
import {
  baseOf,
  csvHref,
  hasActivity,
  isEmptyYear,
  lossUsed,
  monthLabel,
  monthName,
  pdfHref,
  readYear,
  writeYear,
  yearInUrl,
  yearOptions,
} from './view';

describe('the year in the URL', () => {
  it('reads ?year, the current year by default or when the API would refuse it', () => {
    expect(readYear(new URLSearchParams('year=2025'), 2026)).toBe(2025);
    expect(readYear(new URLSearchParams(''), 2026)).toBe(2026);
    expect(readYear(new URLSearchParams('year=1999'), 2026)).toBe(2026);
    expect(readYear(new URLSearchParams('year=20x5'), 2026)).toBe(2026);
  });
  it('leaves the current year out of the URL and keeps the other parameters', () => {
    expect(writeYear(new URLSearchParams('year=2025&x=1'), 2026, 2026).toString()).toBe('x=1');
    expect(writeYear(new URLSearchParams(''), 2024, 2026).toString()).toBe('year=2024');
  });
  it('writes a year the user picked even when it is the current one', () => {
    expect(writeYear(new URLSearchParams(''), 2026, null).toString()).toBe('year=2026');
    expect(yearInUrl(new URLSearchParams('year=2026'))).toBe(true);
    expect(yearInUrl(new URLSearchParams('year=abc'))).toBe(false);
    expect(yearInUrl(new URLSearchParams(''))).toBe(false);
  });
  it('offers the years with trades, the current one and the one shown, newest first, marking those without trades', () => {
    const years = (list: { year: number; hasTrades: boolean }[]) =>
      list.map((o) => (o.hasTrades ? o.year : `${o.year}-`));
    expect(years(yearOptions([2025, 2023], 2026, 2021))).toEqual(['2026-', 2025, 2023, '2021-']);
    expect(years(yearOptions([2026, 2025], 2026, 2026))).toEqual([2026, 2025]);
  });
});

describe('pt-BR labels', () => {
  it('names months and rates as a Brazilian reads them', () => {
    expect(monthName('2026-03')).toBe('Março');
    expect(monthLabel('2026-12')).toBe('dezembro de 2026');
  });
  it('links the CSV of the year and the PDF of a month', () => {
    expect(csvHref(2026)).toBe('/api/tax/csv?year=2026');
    expect(pdfHref(2026, '2026-03')).toBe('/api/tax/pdf?year=2026&month=3');
  });
});

describe('what a month shows', () => {
  const [jan, feb, mar, apr] = taxYearFixture().months;
  it('sums the two pools for the table', () => {
    expect(mar && lossUsed(mar)).toBe(50000);
    expect(mar && baseOf(mar)).toBe(3000);
  });
  it('tells months with trades or money from the quiet ones', () => {
    expect([jan, feb, mar, apr].map((m) => m && hasActivity(m))).toEqual([true, true, true, false]);
  });
  it('is an empty year when no BRL trade closed in it, even with USD trades', () => {
    const dto = taxYearFixture();
    expect(isEmptyYear(dto)).toBe(false);
    const quiet = dto.months.map((m) => ({
      ...m,
      dayTrade: { ...m.dayTrade, trades: 0 },
      swingTrade: { ...m.swingTrade, trades: 0 },
    }));
    expect(isEmptyYear({ ...dto, months: quiet })).toBe(true);
  });
});

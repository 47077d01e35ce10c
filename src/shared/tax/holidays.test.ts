import { describe, expect, it } from 'vitest';
import { darfDueDate, isNonBusinessDay, lastBusinessDay } from './holidays';
import { ruleForMonth, TAX_RULES } from './rules';

describe('DARF due date: the last business day of the next month', () => {
  it.each([
    // February 2026 → 31/03/2026, a Tuesday.
    ['2026-02', '2026-03-31'],
    // November 2026 → 31/12 has no bank service (CMN 4.880/2020) → Wednesday 30/12/2026.
    ['2026-11', '2026-12-30'],
    // January 2026 → 28/02/2026 is a Saturday → Friday 27/02.
    ['2026-01', '2026-02-27'],
    // April 2026 → 31/05 Sunday, 30/05 Saturday → Friday 29/05.
    ['2026-04', '2026-05-29'],
    // December 2026 → 31/01/2027 Sunday, 30/01 Saturday → Friday 29/01/2027.
    ['2026-12', '2027-01-29'],
    // November 2027 → 31/12/2027 (Friday, no bank service) → Thursday 30/12/2027.
    ['2027-11', '2027-12-30'],
    // January 2027 → 28/02/2027 Sunday, 27/02 Saturday → Friday 26/02/2027.
    ['2027-01', '2027-02-26'],
  ])('%s → %s', (month, due) => {
    expect(darfDueDate(month)).toBe(due);
  });

  it('skips a holiday on the month’s last day', () => {
    // 31/12/2026 is a Thursday with no bank service → Wednesday 30/12; 24/12 and 25/12 are no business days either.
    expect(isNonBusinessDay('2026-12-24')).toBe(true);
    expect(isNonBusinessDay('2026-12-31')).toBe(true);
    expect(lastBusinessDay(2026, 12)).toBe('2026-12-30');
    // May 2027: 31/05 is a Monday, a business day (Corpus Christi was 27/05).
    expect(lastBusinessDay(2027, 5)).toBe('2027-05-31');
  });

  it('knows B3’s moving holidays of 2026 and 2027', () => {
    for (const date of [
      '2026-02-16',
      '2026-02-17',
      '2026-04-03',
      '2026-06-04',
      '2026-11-20',
      '2027-02-08',
      '2027-02-09',
      '2027-03-26',
      '2027-05-27',
    ])
      expect(isNonBusinessDay(date), date).toBe(true);
    // Ash Wednesday trades from 13:00, São Paulo's anniversary (25/01) trades: business days.
    expect(isNonBusinessDay('2026-02-18')).toBe(false);
    expect(isNonBusinessDay('2026-01-26')).toBe(false);
    expect(isNonBusinessDay('2027-01-25')).toBe(false);
  });

  it('outside the data’s years: weekends, fixed national holidays and 31 December only', () => {
    expect(isNonBusinessDay('2030-09-07')).toBe(true); // a Saturday
    expect(isNonBusinessDay('2028-09-07')).toBe(true); // Thursday, Independência
    expect(isNonBusinessDay('2028-11-20')).toBe(true);
    // Carnival 2028 (Tuesday 29/02) is not known without data: counted as a business day (documented).
    expect(isNonBusinessDay('2028-02-29')).toBe(false);
    expect(lastBusinessDay(2028, 12)).toBe('2028-12-29');
  });
});

describe('tax rules as data', () => {
  it('looks up the rule in force on the month’s last day', () => {
    const today = ruleForMonth('2026-06');
    const rules = [
      { ...today, from: '2005-01-01' },
      { ...today, from: '2027-03-15', dayTradeRatePpm: 175_000 },
    ];
    expect(ruleForMonth('2027-02', rules).dayTradeRatePpm).toBe(200_000);
    expect(ruleForMonth('2027-03', rules).dayTradeRatePpm).toBe(175_000);
    expect(ruleForMonth('1999-01', rules).from).toBe('2005-01-01');
    // The table today: 20 % / 15 %, IRRF 1 % and 0,005 %, R$ 10 minimum, DARF 6015 — no 17,5 % (MP 1.303 lapsed).
    expect(ruleForMonth('2026-06')).toMatchObject({
      dayTradeRatePpm: 200_000,
      swingTradeRatePpm: 150_000,
      dayTradeIrrfPpm: 10_000,
      swingIrrfPpm: 50,
      minimumDarf: 1000,
      darfCode: '6015',
    });
    expect(TAX_RULES.some((r) => r.dayTradeRatePpm === 175_000)).toBe(false);
  });
});

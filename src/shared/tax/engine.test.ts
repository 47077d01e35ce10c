import { describe, expect, it } from 'vitest';
import { computeTaxYear, type TaxTrade } from './engine';

/**
 * Worked examples written by hand: every expected number is derived in the comment above it, in reais, then
 * written in cents. Rates: day trade 20 %, swing 15 %, IRRF 1 % per (day, account) positive day-trade result,
 * swing IRRF 0,005 % of an account's winning swing trades in the month when over R$ 1,00, DARF minimum R$ 10,00,
 * half-up to the cent.
 */

/** A day trade closed on `date` with a net result of `reais`. */
const day = (date: string, reais: number, account = 'a'): TaxTrade => ({
  openDate: date,
  closeDate: date,
  currency: 'BRL',
  instrument: 'WIN',
  pnl: Math.round(reais * 100),
  account,
});
/** A swing trade (overnight) opened on `open` and closed on `close`. */
const swing = (open: string, close: string, reais: number, account = 'a'): TaxTrade => ({
  ...day(close, reais, account),
  openDate: open,
});

const month = (trades: TaxTrade[], m: string, opts?: Parameters<typeof computeTaxYear>[2]) => {
  const year = computeTaxYear(trades, Number(m.slice(0, 4)), opts);
  const found = year.months.find((x) => x.month === m);
  if (!found) throw new Error(`no month ${m}`);
  return found;
};

describe('computeTaxYear — worked examples', () => {
  it('a profitable month: 20 % of the result, less the IRRF withheld on each positive day', () => {
    const trades = [day('2026-03-10', 1500), day('2026-03-11', -300), day('2026-03-12', 800)];
    const m = month(trades, '2026-03');
    // Result 1.500 − 300 + 800 = R$ 2.000,00; no loss carried → base R$ 2.000,00; tax 20 % = R$ 400,00.
    expect(m.dayTrade).toMatchObject({ trades: 3, gains: 230000, losses: -30000, result: 200000 });
    expect(m.dayTrade).toMatchObject({ lossUsed: 0, base: 200000, rate: 0.2, tax: 40000 });
    // IRRF: 1 % of 1.500 = R$ 15,00 (10/03) + nothing on the losing day + 1 % of 800 = R$ 8,00 (12/03) = R$ 23,00.
    expect(m.irrf).toEqual({ withheld: 2300, carriedIn: 0, used: 2300, carriedOut: 0 });
    // 400,00 − 23,00 = R$ 377,00, paid by 30/04/2026 (a Thursday, the last business day of April).
    expect(m.taxAfterIrrf).toBe(37700);
    expect(m.taxDue).toBe(37700);
    expect(m.darf).toEqual({ code: '6015', periodEnd: '2026-03-31', dueDate: '2026-04-30', amount: 37700 });
  });

  it('a loss carried into two later months', () => {
    const trades = [day('2026-01-15', -1000), day('2026-02-10', 600), day('2026-03-10', 1400)];
    const year = computeTaxYear(trades, 2026);
    const [jan, feb, mar] = year.months;
    // January: − R$ 1.000,00 → nothing due, R$ 1.000,00 carried.
    expect(jan?.dayTrade).toMatchObject({ result: -100000, base: 0, tax: 0, lossCarriedOut: 100000 });
    expect(jan?.darf).toBeNull();
    // February: + R$ 600,00 uses R$ 600,00 of the loss → base 0; R$ 400,00 still carried. IRRF 1 % of 600 = R$ 6,00
    // withheld, nothing to deduct it from: carried to March.
    expect(feb?.dayTrade).toMatchObject({
      lossCarriedIn: 100000,
      lossUsed: 60000,
      base: 0,
      lossCarriedOut: 40000,
    });
    expect(feb?.irrf).toEqual({ withheld: 600, carriedIn: 0, used: 0, carriedOut: 600 });
    expect(feb?.taxDue).toBe(0);
    // March: + R$ 1.400,00 uses the last R$ 400,00 → base R$ 1.000,00 → tax R$ 200,00. IRRF: R$ 6,00 carried +
    // R$ 14,00 withheld = R$ 20,00 → R$ 180,00 due.
    expect(mar?.dayTrade).toMatchObject({ lossCarriedIn: 40000, lossUsed: 40000, base: 100000, tax: 20000 });
    expect(mar?.dayTrade.lossCarriedOut).toBe(0);
    expect(mar?.irrf).toEqual({ withheld: 1400, carriedIn: 600, used: 2000, carriedOut: 0 });
    expect(mar?.darf).toMatchObject({ amount: 18000, dueDate: '2026-04-30' });
    expect(year.totals).toEqual({
      dayTradeResult: 100000,
      swingTradeResult: 0,
      irrfWithheld: 2000,
      taxDue: 18000,
    });
  });

  it('a tax under R$ 10 is carried, with its month, and paid with the next month that reaches R$ 10', () => {
    const trades = [day('2026-04-15', 40), day('2026-05-15', 20), day('2026-06-15', 30)];
    const year = computeTaxYear(trades, 2026);
    const [apr, may, jun] = year.months.slice(3, 6);
    // April: 20 % of R$ 40,00 = R$ 8,00 − IRRF R$ 0,40 = R$ 7,60 < R$ 10 → not paid, carried.
    expect(apr).toMatchObject({ taxAfterIrrf: 760, taxDue: 0, smallTaxCarriedOut: 760, darf: null });
    // May: 20 % of R$ 20,00 = R$ 4,00 − R$ 0,20 = R$ 3,80; with April's R$ 7,60 = R$ 11,40 ≥ R$ 10 → paid in May's DARF,
    // due on the last business day of June (30/06/2026, a Tuesday).
    expect(may).toMatchObject({
      taxAfterIrrf: 380,
      smallTaxCarriedIn: 760,
      smallTaxCarriedFrom: ['2026-04'],
    });
    expect(may).toMatchObject({ taxDue: 1140, smallTaxCarriedOut: 0 });
    expect(may?.darf).toEqual({ code: '6015', periodEnd: '2026-05-31', dueDate: '2026-06-30', amount: 1140 });
    // June: R$ 6,00 − R$ 0,30 = R$ 5,70, nothing carried in → carried out again.
    expect(jun).toMatchObject({
      smallTaxCarriedIn: 0,
      smallTaxCarriedFrom: [],
      taxDue: 0,
      smallTaxCarriedOut: 570,
    });
  });

  it('small taxes of two months stay carried until their sum reaches R$ 10', () => {
    const trades = [day('2026-04-15', 20), day('2026-05-15', 20), day('2026-07-15', 20)];
    const [apr, may, jun, jul] = computeTaxYear(trades, 2026).months.slice(3, 7);
    // Each month: R$ 4,00 − R$ 0,20 = R$ 3,80. April 3,80; May 7,60 (from April and May); June no trades, 7,60 still
    // carried; July 3,80 + 7,60 = R$ 11,40 → paid.
    expect(apr?.smallTaxCarriedOut).toBe(380);
    expect(may).toMatchObject({ smallTaxCarriedIn: 380, smallTaxCarriedOut: 760, taxDue: 0 });
    expect(jun).toMatchObject({ smallTaxCarriedFrom: ['2026-04', '2026-05'], smallTaxCarriedOut: 760 });
    expect(jul).toMatchObject({ smallTaxCarriedFrom: ['2026-04', '2026-05'], taxDue: 1140 });
  });

  it('the DARF minimum’s edge: a month totalling exactly R$ 10,00 is paid; R$ 9,99 is carried', () => {
    // Swing trades (no IRRF here: 0,005 % of these gains is far under R$ 1,00). 15 % of R$ 66,67 = R$ 10,0005 →
    // R$ 10,00 exactly: paid in March's DARF, due on the last business day of April (30/04/2026).
    const exact = month([swing('2026-03-02', '2026-03-10', 66.67)], '2026-03');
    expect(exact.irrf.withheld).toBe(0);
    expect(exact).toMatchObject({ taxAfterIrrf: 1000, taxDue: 1000, smallTaxCarriedOut: 0 });
    expect(exact.darf).toEqual({
      code: '6015',
      periodEnd: '2026-03-31',
      dueDate: '2026-04-30',
      amount: 1000,
    });
    // 15 % of R$ 66,60 = R$ 9,99 → one cent short: not paid, carried.
    const short = month([swing('2026-03-02', '2026-03-10', 66.6)], '2026-03');
    expect(short).toMatchObject({ taxAfterIrrf: 999, taxDue: 0, smallTaxCarriedOut: 999, darf: null });
  });

  it('small taxes carried until their sum is exactly R$ 10,00 are paid in that month', () => {
    // April: 15 % of R$ 40,00 = R$ 6,00 < R$ 10 → carried. May: 15 % of R$ 26,67 = R$ 4,0005 → R$ 4,00; with April's
    // R$ 6,00 = R$ 10,00 exactly → paid in May's DARF, nothing carried on.
    const trades = [swing('2026-04-01', '2026-04-15', 40), swing('2026-05-04', '2026-05-15', 26.67)];
    const [apr, may] = computeTaxYear(trades, 2026).months.slice(3, 5);
    expect(apr).toMatchObject({ taxAfterIrrf: 600, taxDue: 0, smallTaxCarriedOut: 600, darf: null });
    expect(may).toMatchObject({
      taxAfterIrrf: 400,
      smallTaxCarriedIn: 600,
      smallTaxCarriedFrom: ['2026-04'],
      taxDue: 1000,
      smallTaxCarriedOut: 0,
    });
    expect(may?.darf).toMatchObject({ amount: 1000, dueDate: '2026-06-30' });
  });

  it('IRRF larger than the tax: the rest is carried and used the next month', () => {
    // June: + R$ 5.000,00 on the 1st, − R$ 4.900,00 on the 2nd → result R$ 100,00 → tax R$ 20,00. IRRF: 1 % of
    // R$ 5.000,00 = R$ 50,00 (the 2nd loses: nothing withheld that day) → R$ 20,00 used, R$ 30,00 carried.
    const trades = [day('2026-06-01', 5000), day('2026-06-02', -4900), day('2026-07-01', 200)];
    const [jun, jul] = computeTaxYear(trades, 2026).months.slice(5, 7);
    expect(jun?.dayTrade.tax).toBe(2000);
    expect(jun?.irrf).toEqual({ withheld: 5000, carriedIn: 0, used: 2000, carriedOut: 3000 });
    expect(jun).toMatchObject({ taxAfterIrrf: 0, taxDue: 0, darf: null });
    // July: + R$ 200,00 → tax R$ 40,00; IRRF R$ 30,00 carried + R$ 2,00 withheld = R$ 32,00 → R$ 8,00 left, under
    // R$ 10: carried as a small tax.
    expect(jul?.irrf).toEqual({ withheld: 200, carriedIn: 3000, used: 3200, carriedOut: 0 });
    expect(jul).toMatchObject({ taxAfterIrrf: 800, taxDue: 0, smallTaxCarriedOut: 800 });
  });

  it('IRRF is withheld on a positive day even when the month ends negative', () => {
    // + R$ 1.000,00 then − R$ 2.000,00: month − R$ 1.000,00, no tax; R$ 10,00 withheld on the first day, carried.
    const m = month([day('2026-08-03', 1000), day('2026-08-04', -2000)], '2026-08');
    expect(m.dayTrade).toMatchObject({ result: -100000, tax: 0, lossCarriedOut: 100000 });
    expect(m.irrf).toEqual({ withheld: 1000, carriedIn: 0, used: 0, carriedOut: 1000 });
  });

  it('IRRF is per day and per account: each broker withholds on its own day result', () => {
    // Same day: + R$ 500,00 at account a, − R$ 500,00 at account b → day result 0, but a withholds R$ 5,00.
    const m = month([day('2026-08-03', 500, 'a'), day('2026-08-03', -500, 'b')], '2026-08');
    expect(m.irrf.withheld).toBe(500);
    // Two trades of the same account and day are netted first: + 500 − 300 = R$ 200,00 → R$ 2,00.
    const n = month([day('2026-08-03', 500), day('2026-08-03', -300)], '2026-08');
    expect(n.irrf.withheld).toBe(200);
  });

  it('a month with day and swing trades: two pools, two rates, losses never cross', () => {
    const trades = [
      day('2026-07-10', -500),
      day('2026-08-10', 1000),
      swing('2026-08-03', '2026-08-05', 2000),
      swing('2026-08-20', '2026-08-24', -300),
    ];
    const m = month(trades, '2026-08');
    // Day trade: + R$ 1.000,00 less July's R$ 500,00 loss → base R$ 500,00 → 20 % = R$ 100,00.
    expect(m.dayTrade).toMatchObject({ trades: 1, result: 100000, lossUsed: 50000, base: 50000, tax: 10000 });
    // Swing: + 2.000 − 300 = R$ 1.700,00; the day-trade loss never pays it → 15 % = R$ 255,00.
    expect(m.swingTrade).toMatchObject({
      trades: 2,
      result: 170000,
      lossCarriedIn: 0,
      base: 170000,
      rate: 0.15,
    });
    expect(m.swingTrade.tax).toBe(25500);
    // IRRF: 1 % of the day trade's R$ 1.000,00 = R$ 10,00; swing 0,005 % of the R$ 2.000,00 winner = R$ 0,10 ≤ R$ 1,00:
    // none.
    expect(m.irrf.withheld).toBe(1000);
    // 100,00 + 255,00 − 10,00 = R$ 345,00.
    expect(m.taxDue).toBe(34500);
  });

  it('a swing loss is not used against day-trade gains', () => {
    const trades = [swing('2026-09-01', '2026-09-02', -1000), day('2026-09-10', 1000)];
    const m = month(trades, '2026-09');
    // Day trade: base R$ 1.000,00 → R$ 200,00 − R$ 10,00 IRRF; the swing R$ 1.000,00 loss stays in its pool.
    expect(m.dayTrade).toMatchObject({ lossCarriedIn: 0, base: 100000, tax: 20000 });
    expect(m.swingTrade).toMatchObject({ result: -100000, lossCarriedOut: 100000 });
    expect(m.taxDue).toBe(19000);
  });

  it('swing IRRF: 0,005 % of the month’s winning swing trades, withheld only when over R$ 1,00', () => {
    // One swing trade of + R$ 30.000,00: 0,005 % = R$ 1,50 > R$ 1,00 → withheld. Tax 15 % = R$ 4.500,00 − R$ 1,50.
    const m = month([swing('2026-10-01', '2026-10-05', 30000)], '2026-10');
    expect(m.irrf).toEqual({ withheld: 150, carriedIn: 0, used: 150, carriedOut: 0 });
    expect(m.taxDue).toBe(449850);
    // + R$ 20.000,00: 0,005 % = R$ 1,00, not over R$ 1,00 → nothing withheld.
    expect(month([swing('2026-10-01', '2026-10-05', 20000)], '2026-10').irrf.withheld).toBe(0);
    // Two winners of R$ 15.000,00 (R$ 0,75 each) in the same month and account sum to R$ 1,50 → withheld; a loser
    // does not reduce it (the 0,005 % is on each positive operation).
    const two = [
      swing('2026-10-01', '2026-10-05', 15000),
      swing('2026-10-13', '2026-10-15', 15000),
      swing('2026-10-20', '2026-10-22', -10000),
    ];
    expect(month(two, '2026-10').irrf.withheld).toBe(150);
    // In two accounts (brokers), each sum is R$ 0,75: neither withholds.
    const apart = [
      swing('2026-10-01', '2026-10-05', 15000, 'a'),
      swing('2026-10-13', '2026-10-15', 15000, 'b'),
    ];
    expect(month(apart, '2026-10').irrf.withheld).toBe(0);
  });

  it('the IRRF pays its own pool only (our choice); either-pool is an option the docs compare', () => {
    // June: day trade + 5.000 / − 4.900 → tax R$ 20,00, IRRF R$ 50,00; swing + R$ 1.000,00 → tax R$ 150,00.
    const trades = [
      day('2026-06-01', 5000),
      day('2026-06-02', -4900),
      swing('2026-06-03', '2026-06-08', 1000),
    ];
    // Same pool: R$ 20,00 used, R$ 30,00 carried; due 20 + 150 − 20 = R$ 150,00.
    const same = month(trades, '2026-06');
    expect(same.irrf).toMatchObject({ used: 2000, carriedOut: 3000 });
    expect(same.taxDue).toBe(15000);
    // Either pool: all R$ 50,00 used → 170 − 50 = R$ 120,00.
    const either = month(trades, '2026-06', { irrfAgainst: 'either-pool' });
    expect(either.irrf).toMatchObject({ used: 5000, carriedOut: 0 });
    expect(either.taxDue).toBe(12000);
  });

  it('rounds each tax half-up to the cent', () => {
    // Base R$ 0,33 (33 cents) × 20 % = 6,6 cents → 7; R$ 0,55 × 1 % = 0,55 cents → 1 cent of IRRF.
    const m = month([day('2026-03-02', 0.33)], '2026-03');
    expect(m.dayTrade.tax).toBe(7);
    expect(month([day('2026-03-02', 0.55)], '2026-03').irrf.withheld).toBe(1);
    // Swing R$ 1.234,57 × 15 % = R$ 185,1855 → R$ 185,19.
    expect(month([swing('2026-03-02', '2026-03-03', 1234.57)], '2026-03').swingTrade.tax).toBe(18519);
  });

  it('a trade belongs to the month it is closed in: opened 31/03, closed 01/04 is an April swing trade', () => {
    const year = computeTaxYear([swing('2026-03-31', '2026-04-01', 100)], 2026);
    expect(year.months[2]?.swingTrade.trades).toBe(0);
    expect(year.months[3]?.swingTrade).toMatchObject({ trades: 1, result: 10000, tax: 1500 });
    expect(year.months[3]?.dayTrade.trades).toBe(0);
  });
});

describe('computeTaxYear — year boundary', () => {
  const trades = [
    // December 2026: + R$ 5.000,00 then − R$ 4.990,00 → R$ 10,00 result, tax R$ 2,00; IRRF R$ 50,00 → R$ 48,00 left.
    day('2026-12-01', 5000),
    day('2026-12-02', -4990),
    // A swing loss of R$ 300,00 closed in December: its own pool, carried into 2027.
    swing('2026-11-30', '2026-12-03', -300),
    // January 2027: + R$ 1.000,00 day trade → tax R$ 200,00 − R$ 10,00 of January's own IRRF.
    day('2027-01-05', 1000),
    swing('2027-01-05', '2027-01-07', 500),
  ];

  it('leftover IRRF stays in December; January starts with none', () => {
    const dec = computeTaxYear(trades, 2026).months[11];
    expect(dec?.irrf).toEqual({ withheld: 5000, carriedIn: 0, used: 200, carriedOut: 4800 });
    // The R$ 2,00 of tax is paid by the IRRF → nothing due.
    expect(dec?.taxAfterIrrf).toBe(0);
    const jan = computeTaxYear(trades, 2027).months[0];
    expect(jan?.irrf).toEqual({ withheld: 1000, carriedIn: 0, used: 1000, carriedOut: 0 });
    expect(jan?.dayTrade.tax).toBe(20000);
  });

  it('losses carry across the year; the year reports what goes on to the next', () => {
    const y2026 = computeTaxYear(trades, 2026);
    expect(y2026.lossCarriedOut).toEqual({ dayTrade: 0, swingTrade: 30000 });
    // January 2027 swing + R$ 500,00 less R$ 300,00 → base R$ 200,00 → 15 % = R$ 30,00.
    const jan = computeTaxYear(trades, 2027).months[0];
    expect(jan?.swingTrade).toMatchObject({ lossCarriedIn: 30000, lossUsed: 30000, base: 20000, tax: 3000 });
    // 200,00 − 10,00 + 30,00 = R$ 220,00, due on the last business day of February 2027 (26/02, a Friday).
    expect(jan?.darf).toMatchObject({ amount: 22000, dueDate: '2027-02-26', periodEnd: '2027-01-31' });
  });

  it('a small tax carries across the year', () => {
    const y = computeTaxYear([day('2026-12-10', 40), day('2027-01-10', 40)], 2027);
    // December R$ 7,60 carried; January R$ 7,60 + 7,60 = R$ 15,20 → paid.
    expect(y.months[0]).toMatchObject({
      smallTaxCarriedIn: 760,
      smallTaxCarriedFrom: ['2026-12'],
      taxDue: 1520,
    });
  });
});

describe('computeTaxYear — what it leaves out', () => {
  it('USD trades are listed apart by close month, with no DARF; BRL trades off B3 are counted, not taxed', () => {
    const nq = (date: string, usd: number): TaxTrade => ({
      ...day(date, usd),
      currency: 'USD',
      instrument: 'NQ',
    });
    const trades = [
      nq('2026-02-10', 300),
      nq('2026-02-11', -100),
      nq('2026-05-10', 50),
      nq('2025-05-10', 999),
      // A BRL trade on a built-in CME instrument (not B3): excluded.
      { ...day('2026-02-10', 1000), instrument: 'ES' },
      day('2026-02-10', 100),
    ];
    const y = computeTaxYear(trades, 2026);
    expect(y.usd).toEqual({
      trades: 3,
      result: 25000,
      byMonth: [
        { month: '2026-02', trades: 2, result: 20000 },
        { month: '2026-05', trades: 1, result: 5000 },
      ],
    });
    expect(y.excludedTrades).toBe(1);
    // Only the B3 trade is taxed: R$ 100,00 → R$ 20,00 − R$ 1,00.
    expect(y.months[1]?.dayTrade.trades).toBe(1);
    expect(y.totals.taxDue).toBe(1900);
    expect(y.years).toEqual([2026, 2025]);
  });

  it('a user-defined BRL instrument counts as B3; a year with no trades has twelve empty months', () => {
    const y = computeTaxYear([{ ...day('2026-02-10', 100), instrument: 'PETR4' }], 2026);
    expect(y.months[1]?.dayTrade.result).toBe(10000);
    const empty = computeTaxYear([], 2030);
    expect(empty.months.map((m) => m.month)).toEqual([
      '2030-01',
      '2030-02',
      '2030-03',
      '2030-04',
      '2030-05',
      '2030-06',
      '2030-07',
      '2030-08',
      '2030-09',
      '2030-10',
      '2030-11',
      '2030-12',
    ]);
    expect(empty.months.every((m) => m.taxDue === 0 && m.darf === null)).toBe(true);
    expect(empty.years).toEqual([]);
  });

  it('a trade closed after the asked year does not count in it', () => {
    const y = computeTaxYear([swing('2026-12-30', '2027-01-04', 1000)], 2026);
    expect(y.totals.swingTradeResult).toBe(0);
    expect(y.years).toEqual([2027]);
  });
});

import type { TaxMonthDto, TaxPoolMonth, TaxYearDto } from '@/shared/tax/contract';

/** A year as the server answers it, for the page's tests (figures hand-checked against the rules). */
const pool = (rate: number, over: Partial<TaxPoolMonth> = {}): TaxPoolMonth => ({
  trades: 0,
  gains: 0,
  losses: 0,
  result: 0,
  lossCarriedIn: 0,
  lossUsed: 0,
  lossCarriedOut: 0,
  base: 0,
  rate,
  tax: 0,
  ...over,
});

const month = (n: number, over: Partial<TaxMonthDto> = {}): TaxMonthDto => ({
  month: `2026-${String(n).padStart(2, '0')}`,
  dayTrade: pool(0.2),
  swingTrade: pool(0.15),
  irrf: { withheld: 0, carriedIn: 0, used: 0, carriedOut: 0 },
  taxAfterIrrf: 0,
  smallTaxCarriedIn: 0,
  smallTaxCarriedFrom: [],
  taxDue: 0,
  smallTaxCarriedOut: 0,
  darf: null,
  ...over,
});

export const taxYearFixture = (): TaxYearDto => ({
  year: 2026,
  months: [
    // A profitable month: R$ 1.500,00 → 20 % = R$ 300,00 − IRRF R$ 15,00 = R$ 285,00.
    month(1, {
      dayTrade: pool(0.2, {
        trades: 3,
        gains: 180000,
        losses: -30000,
        result: 150000,
        base: 150000,
        tax: 30000,
      }),
      irrf: { withheld: 1500, carriedIn: 0, used: 1500, carriedOut: 0 },
      taxAfterIrrf: 28500,
      taxDue: 28500,
      darf: { code: '6015', periodEnd: '2026-01-31', dueDate: '2026-02-27', amount: 28500 },
    }),
    // A losing month: R$ 800,00 carried.
    month(2, {
      dayTrade: pool(0.2, { trades: 2, losses: -80000, result: -80000, lossCarriedOut: 80000 }),
    }),
    // The loss used in part; a swing trade under R$ 10 of tax carried.
    month(3, {
      dayTrade: pool(0.2, {
        trades: 1,
        gains: 50000,
        result: 50000,
        lossCarriedIn: 80000,
        lossUsed: 50000,
        lossCarriedOut: 30000,
      }),
      swingTrade: pool(0.15, { trades: 1, gains: 3000, result: 3000, base: 3000, tax: 450 }),
      irrf: { withheld: 500, carriedIn: 0, used: 0, carriedOut: 500 },
      taxAfterIrrf: 0,
      smallTaxCarriedOut: 0,
    }),
    ...Array.from({ length: 9 }, (_, i) => month(i + 4)),
  ],
  totals: { dayTradeResult: 120000, swingTradeResult: 3000, irrfWithheld: 2000, taxDue: 28500 },
  lossCarriedOut: { dayTrade: 30000, swingTrade: 0 },
  usd: {
    trades: 2,
    result: 12550,
    byMonth: [{ month: '2026-05', trades: 2, result: 12550 }],
  },
  excludedTrades: 1,
  years: [2026, 2025],
});

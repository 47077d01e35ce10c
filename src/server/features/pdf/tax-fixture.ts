import type { TaxMonthDto, TaxPoolMonth, TaxYearDto } from '@/shared/tax/contract';

/**
 * A worked tax year for the PDF's tests (the tax engine in src/shared/tax computes the real thing): March pays a
 * DARF on a R$ 1.234,56 day-trade result after a February loss, April's tax is under R$ 10 and carried to May.
 */
const pool = (rateValue: number, p: Partial<TaxPoolMonth> = {}): TaxPoolMonth => ({
  trades: 0,
  gains: 0,
  losses: 0,
  result: 0,
  lossCarriedIn: 0,
  lossUsed: 0,
  lossCarriedOut: 0,
  base: 0,
  rate: rateValue,
  tax: 0,
  ...p,
});

// `smallTaxCarriedFrom` arrived with the tax engine (taxserver); the assertion keeps the fixture valid either way.
const empty = (month: string, carried: { dayTrade: number; irrf: number; small: number }): TaxMonthDto =>
  ({
    month,
    dayTrade: pool(0.2, { lossCarriedIn: carried.dayTrade, lossCarriedOut: carried.dayTrade }),
    swingTrade: pool(0.15),
    irrf: { withheld: 0, carriedIn: carried.irrf, used: 0, carriedOut: carried.irrf },
    taxAfterIrrf: 0,
    smallTaxCarriedIn: carried.small,
    taxDue: 0,
    smallTaxCarriedOut: carried.small,
    smallTaxCarriedFrom: [],
    darf: null,
  }) as TaxMonthDto;

export function taxYearFixture(): TaxYearDto {
  const february: TaxMonthDto = {
    ...empty('2026-02', { dayTrade: 0, irrf: 0, small: 0 }),
    dayTrade: pool(0.2, {
      trades: 40,
      gains: 95_000,
      losses: -145_000,
      result: -50_000,
      lossCarriedOut: 50_000,
    }),
    irrf: { withheld: 950, carriedIn: 0, used: 0, carriedOut: 950 },
  };
  // Day trade R$ 1.284,56 − R$ 500,00 of February's loss = base R$ 784,56 → 20% = R$ 156,91; swing R$ 300,00 at
  // 15% = R$ 45,00; IRRF R$ 22,00 + R$ 9,50 carried = R$ 31,50 used → R$ 170,41 due.
  const march = {
    month: '2026-03',
    dayTrade: pool(0.2, {
      trades: 52,
      gains: 220_000,
      losses: -91_544,
      result: 128_456,
      lossCarriedIn: 50_000,
      lossUsed: 50_000,
      base: 78_456,
      tax: 15_691,
    }),
    swingTrade: pool(0.15, { trades: 2, gains: 30_000, result: 30_000, base: 30_000, tax: 4_500 }),
    irrf: { withheld: 2_200, carriedIn: 950, used: 3_150, carriedOut: 0 },
    taxAfterIrrf: 17_041,
    smallTaxCarriedIn: 0,
    taxDue: 17_041,
    smallTaxCarriedOut: 0,
    smallTaxCarriedFrom: [],
    darf: { code: '6015', periodEnd: '2026-03-31', dueDate: '2026-04-30', amount: 17_041 },
  } as TaxMonthDto;
  const april: TaxMonthDto = {
    ...empty('2026-04', { dayTrade: 0, irrf: 0, small: 0 }),
    dayTrade: pool(0.2, { trades: 10, gains: 6_000, losses: -2_000, result: 4_000, base: 4_000, tax: 800 }),
    irrf: { withheld: 60, carriedIn: 0, used: 60, carriedOut: 0 },
    taxAfterIrrf: 740,
    smallTaxCarriedOut: 740,
  };
  const months = Array.from({ length: 12 }, (_, k) => {
    const key = `2026-${String(k + 1).padStart(2, '0')}`;
    return (
      [february, march, april].find((m) => m.month === key) ?? empty(key, { dayTrade: 0, irrf: 0, small: 0 })
    );
  });
  return {
    year: 2026,
    months,
    totals: { dayTradeResult: 82_456, swingTradeResult: 30_000, irrfWithheld: 3_210, taxDue: 17_041 },
    lossCarriedOut: { dayTrade: 0, swingTrade: 0 },
    usd: { trades: 12, result: -5_000, byMonth: [{ month: '2026-03', trades: 12, result: -5_000 }] },
    excludedTrades: 3,
    years: [2026],
  };
}

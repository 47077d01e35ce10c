import { monthEnd } from '../time/calendar-date';

/**
 * The tax rules as data, each row with the date it applies from (docs/tax.md names every source). A month is
 * computed with the row in force on its last day: the monthly gain is assessed ("apurado") at the month's end.
 * Rates are in parts per million so that every product with a cent amount stays an exact integer
 * (20 % = 200 000 ppm, 0,005 % = 50 ppm).
 *
 * MP 1.303/2025 (one flat 17,5 % rate) lapsed on 2025-10-08 without being converted into law, so it never
 * applied and has no row here.
 */
export interface TaxRule {
  /** yyyy-mm-dd: the first day this row applies to. */
  from: string;
  /** Day trade: 20 % of the month's positive base (Lei 8.981/95 art. 72; Lei 9.959/2000 art. 8). */
  dayTradeRatePpm: number;
  /** Swing trade (common operations): 15 % (Lei 11.033/2004 art. 2, II). */
  swingTradeRatePpm: number;
  /** IRRF on each day's positive net day-trade result: 1 % (IN RFB 1.585/2015 art. 65). */
  dayTradeIrrfPpm: number;
  /** IRRF "dedo-duro" on swing trades: 0,005 % (Lei 11.033/2004 art. 2, § 1). */
  swingIrrfPpm: number;
  /**
   * A swing IRRF of this much or less (cents) is not withheld: R$ 1,00, counted on the sum of the month's operations
   * at one intermediary (Lei 11.033/2004 art. 2, § 2).
   */
  swingIrrfWaivedUpTo: number;
  /** A DARF under this (cents) is not paid: the tax is added to the next month's (Lei 9.430/96 art. 68). */
  minimumDarf: number;
  /** Código de receita of the DARF: 6015, "IRPF – ganhos líquidos em operações em bolsa". */
  darfCode: '6015';
}

export const TAX_RULES: readonly TaxRule[] = [
  {
    // Lei 11.033/2004 (in force from 2005-01-01) set the 15 % swing rate and the 0,005 % IRRF; the day-trade
    // rate and its 1 % IRRF are older and unchanged since.
    from: '2005-01-01',
    dayTradeRatePpm: 200_000,
    swingTradeRatePpm: 150_000,
    dayTradeIrrfPpm: 10_000,
    swingIrrfPpm: 50,
    swingIrrfWaivedUpTo: 100,
    minimumDarf: 1000,
    darfCode: '6015',
  },
];

/**
 * The rule in force on the month's last day ('yyyy-mm'). A month before the first row gets the first row: the
 * journal holds no older rates (documented in docs/tax.md).
 */
export function ruleForMonth(month: string, rules: readonly TaxRule[] = TAX_RULES): TaxRule {
  const end = monthEnd(month);
  let found = rules[0];
  for (const rule of rules) if (rule.from <= end) found = rule;
  if (!found) throw new Error('ruleForMonth: empty rule table');
  return found;
}

/** ppm as the plain rate the DTO shows (200 000 → 0.2). */
export const ppmToRate = (ppm: number): number => ppm / 1_000_000;

/**
 * `cents × ppm / 10⁶`, rounded half-up to the cent (amounts ≥ 0). Exact integer arithmetic: BigInt only when the
 * product could pass 2⁵³ (a base above ~R$ 450 million).
 */
export function applyRate(cents: number, ppm: number): number {
  if (cents <= 0) return 0;
  const product = cents * ppm;
  if (Number.isSafeInteger(product)) return Math.floor((product + 500_000) / 1_000_000);
  return Number((BigInt(cents) * BigInt(ppm) + 500_000n) / 1_000_000n);
}

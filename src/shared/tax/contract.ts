import { z } from 'zod';
import { taxValidation } from '../i18n/validation';

/**
 * Day-trade tax (Imposto de renda): BRL trades on B3 instruments, month by month. A calculation aid, not
 * tax advice. Money in integer cents; rates as plain numbers (0.2 = 20 %). The rules (rates, IRRF, the R$ 10
 * minimum, DARF code) are data with the date they apply from (src/shared/tax/rules.ts); the due date counts B3's
 * holidays (src/shared/tax/holidays.ts). USD trades are listed apart: taxed yearly (Lei 14.754/2023), no DARF.
 */
export const taxApi = {
  /** GET ?year → TaxYearDto */
  year: '/api/tax',
  /** GET ?year → text/csv (`mctrading-impostos-AAAA.csv`): the twelve months' statements. */
  csv: '/api/tax/csv',
  /** GET ?year&month → application/pdf (`mctrading-darf-AAAA-MM.pdf`): one month's worked statement. */
  pdf: '/api/tax/pdf',
} as const;

export const taxQuerySchema = z.object({
  year: z.coerce
    .number({ error: taxValidation.year })
    .int(taxValidation.year)
    .min(2000, taxValidation.yearFrom)
    .max(2100, taxValidation.yearTo),
});
export const taxMonthQuerySchema = taxQuerySchema.extend({
  month: z.coerce
    .number({ error: taxValidation.month })
    .int(taxValidation.month)
    .min(1, taxValidation.monthRange)
    .max(12, taxValidation.monthRange),
});

/** One pool (day trade or swing trade) in one month. */
export interface TaxPoolMonth {
  trades: number;
  /** Sum of the winning and of the losing trades' net results (cents; losses ≤ 0). */
  gains: number;
  losses: number;
  /** The month's net result after costs (gains + losses). */
  result: number;
  /** Loss carried in from earlier months (≥ 0), the part used this month, and what is carried out. */
  lossCarriedIn: number;
  lossUsed: number;
  lossCarriedOut: number;
  /** max(0, result − lossUsed) */
  base: number;
  rate: number;
  /** base × rate, rounded to cents */
  tax: number;
}

export interface TaxMonthDto {
  /** 'yyyy-mm' (the month trades were closed in) */
  month: string;
  dayTrade: TaxPoolMonth;
  swingTrade: TaxPoolMonth;
  irrf: {
    /**
     * 1 % of each day's positive net day-trade result per account, and 0,005 % of an account's winning swing trades
     * of the month when that is over R$ 1,00 (we know results, not sale values: docs/tax.md).
     */
    withheld: number;
    /** Carried in from earlier months of the same year, used against this month's tax, carried out. */
    carriedIn: number;
    used: number;
    carriedOut: number;
  };
  /** Tax of both pools − IRRF used, before the R$ 10 minimum (cents ≥ 0). */
  taxAfterIrrf: number;
  /** A tax under R$ 10 carried in from earlier months and added to this one. */
  smallTaxCarriedIn: number;
  /** The months ('yyyy-mm') whose tax makes up smallTaxCarriedIn, oldest first (empty when nothing is carried). */
  smallTaxCarriedFrom: string[];
  /** What is paid with this month's DARF (0 when the total is under R$ 10: then carried out). */
  taxDue: number;
  smallTaxCarriedOut: number;
  /**
   * How the month stands against the brokerage notes (when the trader has any): 'conferido' (every day with a
   * trade has a note: its IRRF is the withheld one, its costs the note's), 'parcial' or 'estimado'.
   */
  notes?: {
    status: 'conferido' | 'parcial' | 'estimado';
    /** Days (yyyy-mm-dd) with trades and no note, oldest first. */
    daysWithoutNote: string[];
    /** The IRRF the notes of the month say was withheld (cents; part of irrf.withheld). */
    irrfFromNotes: number;
    /** The (day, account)s of the month with a note. */
    notedDays: number;
  };
  /** The DARF to pay; null when nothing is due this month. */
  darf: {
    code: '6015';
    /** Período de apuração: the month's last day (yyyy-mm-dd). */
    periodEnd: string;
    /** Last business day of the next month (yyyy-mm-dd), B3 holidays and 31 December excluded. */
    dueDate: string;
    /** Principal (cents). */
    amount: number;
  } | null;
}

export interface TaxYearDto {
  year: number;
  months: TaxMonthDto[];
  totals: { dayTradeResult: number; swingTradeResult: number; irrfWithheld: number; taxDue: number };
  /** Losses to carry into next year, per pool (never expire). */
  lossCarriedOut: { dayTrade: number; swingTrade: number };
  /** Trades in USD (US futures at a foreign broker): listed apart, taxed yearly, no monthly DARF. */
  usd: { trades: number; result: number; byMonth: { month: string; trades: number; result: number }[] };
  /** BRL trades left out because their instrument is not traded on B3 (e.g. a BRL account trading a US symbol). */
  excludedTrades: number;
  /** Years with trades, for the year picker (newest first). */
  years: number[];
}

import { findInstrument } from '../trading/instruments';
import type { TaxMonthDto, TaxPoolMonth, TaxYearDto } from './contract';
import { darfDueDate } from './holidays';
import { addMonths, monthEnd } from '../time/calendar-date';
import { applyRate, ppmToRate, ruleForMonth, TAX_RULES, type TaxRule } from './rules';

/**
 * The Brazilian tax on B3 trades (pessoa física), month by month: a pure function of the trades, in integer cents.
 * Every rule and choice is in docs/tax.md; the rates are data (rules.ts), the due date counts B3's holidays
 * (holidays.ts). A calculation aid, not tax advice.
 */

/** One closed trade as the tax sees it. */
export interface TaxTrade {
  /** Entry and exit as São Paulo calendar days (yyyy-mm-dd): equal → day trade (RIR/2018 art. 851). */
  openDate: string;
  closeDate: string;
  currency: 'BRL' | 'USD';
  /** Instrument root ('WIN', 'WDO', a user's own symbol). */
  instrument: string;
  /** Net result after costs, in cents. */
  pnl: number;
  /** The trading account (our stand-in for the broker that withholds the IRRF on its own day result). */
  account?: string;
}

export interface TaxOptions {
  rules?: readonly TaxRule[];
  /** Which BRL instruments are B3's; by default built-ins of exchange B3 and every user-defined BRL instrument. */
  isB3?: (instrument: string) => boolean;
  /**
   * What the IRRF may pay: 'same-pool' (default: day-trade IRRF only against day-trade tax, swing IRRF only
   * against swing tax, as Receita's FAQ reads) or 'either-pool' (against the month's whole tax).
   */
  irrfAgainst?: 'same-pool' | 'either-pool';
  /**
   * The brokerage notes' day-trade IRRF as withheld, per `yyyy-mm-dd|account` (the note's day and account): it
   * replaces the 1 % estimate of that day, and the month says whether every day with trades had a note.
   */
  notes?: ReadonlyMap<string, number>;
}

/** Built-in instruments listed on B3; a user's own BRL instrument is taken as B3 (the only BRL market we know). */
export const isB3Instrument = (instrument: string): boolean => {
  const builtIn = findInstrument(instrument);
  return builtIn ? builtIn.exchange === 'B3' : true;
};

interface PoolSums {
  trades: number;
  gains: number;
  losses: number;
}

interface MonthBucket {
  dayTrade: PoolSums;
  swingTrade: PoolSums;
  /** Net day-trade result per close day and account (the 1 % is withheld per day on the broker's own result). */
  days: Map<string, number>;
  /** Sum of the winning swing trades per account (the 0,005 % and its R$ 1,00 floor count the month's sum). */
  swingGains: Map<string, number>;
  /** Every `day|account` with a B3 trade closed that month (the days a note should cover). */
  tradeDays: Set<string>;
}

const emptySums = (): PoolSums => ({ trades: 0, gains: 0, losses: 0 });

const addTo = (sums: PoolSums, pnl: number) => {
  sums.trades += 1;
  if (pnl > 0) sums.gains += pnl;
  else sums.losses += pnl;
};

/**
 * One pool's month: the carried loss pays the month's positive result first; a negative result adds to it. The
 * pools never offset each other (Lei 8.981/95 art. 72) and a loss never expires.
 */
function poolMonth(sums: PoolSums, lossCarriedIn: number, ratePpm: number): TaxPoolMonth {
  const result = sums.gains + sums.losses;
  const lossUsed = result > 0 ? Math.min(lossCarriedIn, result) : 0;
  const base = result > 0 ? result - lossUsed : 0;
  return {
    trades: sums.trades,
    gains: sums.gains,
    losses: sums.losses,
    result,
    lossCarriedIn,
    lossUsed,
    lossCarriedOut: lossCarriedIn - lossUsed + (result < 0 ? -result : 0),
    base,
    rate: ppmToRate(ratePpm),
    tax: applyRate(base, ratePpm),
  };
}

/** The tax statement of `year`, carrying losses, IRRF and small taxes from the trader's first month on. */
export function computeTaxYear(
  trades: readonly TaxTrade[],
  year: number,
  options: TaxOptions = {},
): TaxYearDto {
  const rules = options.rules ?? TAX_RULES;
  const isB3 = options.isB3 ?? isB3Instrument;
  const eitherPool = options.irrfAgainst === 'either-pool';
  const notes = options.notes;
  const notesByMonth = new Map<string, Map<string, number>>();
  for (const [dayKey, irrf] of notes ?? []) {
    const month = dayKey.slice(0, 7);
    const noted = notesByMonth.get(month) ?? new Map<string, number>();
    noted.set(dayKey, irrf);
    notesByMonth.set(month, noted);
  }
  const yearPrefix = `${year}-`;
  const lastMonth = `${year}-12`;

  const years = new Set<number>();
  const buckets = new Map<string, MonthBucket>();
  const usdByMonth = new Map<string, { trades: number; result: number }>();
  let excludedTrades = 0;

  for (const t of trades) {
    years.add(Number(t.closeDate.slice(0, 4)));
    const month = t.closeDate.slice(0, 7);
    if (month > lastMonth) continue;
    if (t.currency === 'USD') {
      if (!month.startsWith(yearPrefix)) continue;
      const usd = usdByMonth.get(month) ?? { trades: 0, result: 0 };
      usd.trades += 1;
      usd.result += t.pnl;
      usdByMonth.set(month, usd);
      continue;
    }
    if (!isB3(t.instrument)) {
      if (month.startsWith(yearPrefix)) excludedTrades += 1;
      continue;
    }
    let bucket = buckets.get(month);
    if (!bucket) {
      bucket = {
        dayTrade: emptySums(),
        swingTrade: emptySums(),
        days: new Map(),
        swingGains: new Map(),
        tradeDays: new Set(),
      };
      buckets.set(month, bucket);
    }
    const isDayTrade = t.openDate === t.closeDate;
    addTo(isDayTrade ? bucket.dayTrade : bucket.swingTrade, t.pnl);
    const account = t.account ?? '';
    bucket.tradeDays.add(`${t.closeDate}|${account}`);
    if (isDayTrade) {
      const dayKey = `${t.closeDate}|${account}`;
      bucket.days.set(dayKey, (bucket.days.get(dayKey) ?? 0) + t.pnl);
    } else if (t.pnl > 0) {
      bucket.swingGains.set(account, (bucket.swingGains.get(account) ?? 0) + t.pnl);
    }
  }

  const firstTraded = [...buckets.keys()].sort()[0];
  const start = firstTraded && firstTraded < `${year}-01` ? firstTraded : `${year}-01`;

  let dayTradeLoss = 0;
  let swingTradeLoss = 0;
  let irrfDayTrade = 0;
  let irrfSwingTrade = 0;
  let smallTax = 0;
  let smallTaxFrom: string[] = [];
  const months: TaxMonthDto[] = [];

  for (let month = start; month <= lastMonth; month = addMonths(month, 1)) {
    const rule = ruleForMonth(month, rules);
    const bucket = buckets.get(month);
    const dayTrade = poolMonth(bucket?.dayTrade ?? emptySums(), dayTradeLoss, rule.dayTradeRatePpm);
    const swingTrade = poolMonth(bucket?.swingTrade ?? emptySums(), swingTradeLoss, rule.swingTradeRatePpm);
    dayTradeLoss = dayTrade.lossCarriedOut;
    swingTradeLoss = swingTrade.lossCarriedOut;

    // IRRF withheld this month: 1 % of each (day, account)'s positive day-trade result, even when the month ends
    // negative; 0,005 % of each account's winning swing trades of the month, only when that sum is over R$ 1,00.
    let withheldDayTrade = 0;
    let withheldSwingTrade = 0;
    for (const [dayKey, result] of bucket?.days ?? [])
      if (!notes?.has(dayKey)) withheldDayTrade += applyRate(result, rule.dayTradeIrrfPpm);
    // A note's IRRF is what the broker withheld, whatever the journal's result of that day.
    const noted = notesByMonth.get(month);
    const irrfFromNotes = noted ? [...noted.values()].reduce((sum, v) => sum + v, 0) : 0;
    withheldDayTrade += irrfFromNotes;
    for (const gains of bucket?.swingGains.values() ?? []) {
      const swing = applyRate(gains, rule.swingIrrfPpm);
      if (swing > rule.swingIrrfWaivedUpTo) withheldSwingTrade += swing;
    }
    // IRRF carries only within the calendar year: January starts with none (the rest is claimed in the yearly
    // return, not here).
    if (month.endsWith('-01')) {
      irrfDayTrade = 0;
      irrfSwingTrade = 0;
    }
    const carriedIn = irrfDayTrade + irrfSwingTrade;
    const availableDayTrade = irrfDayTrade + withheldDayTrade;
    const availableSwingTrade = irrfSwingTrade + withheldSwingTrade;
    let used: number;
    if (eitherPool) {
      used = Math.min(availableDayTrade + availableSwingTrade, dayTrade.tax + swingTrade.tax);
      // Day-trade IRRF is spent first; what is left of each stays apart for the next month.
      const usedDayTrade = Math.min(availableDayTrade, used);
      irrfDayTrade = availableDayTrade - usedDayTrade;
      irrfSwingTrade = availableSwingTrade - (used - usedDayTrade);
    } else {
      const usedDayTrade = Math.min(availableDayTrade, dayTrade.tax);
      const usedSwingTrade = Math.min(availableSwingTrade, swingTrade.tax);
      used = usedDayTrade + usedSwingTrade;
      irrfDayTrade = availableDayTrade - usedDayTrade;
      irrfSwingTrade = availableSwingTrade - usedSwingTrade;
    }

    const taxAfterIrrf = dayTrade.tax + swingTrade.tax - used;
    const smallTaxCarriedIn = smallTax;
    const smallTaxCarriedFrom = smallTaxFrom;
    const total = taxAfterIrrf + smallTaxCarriedIn;
    // Under R$ 10 nothing is paid: the amount waits for a month that brings the total to R$ 10 (Lei 9.430/96 art. 68).
    const taxDue = total >= rule.minimumDarf ? total : 0;
    smallTax = total - taxDue;
    smallTaxFrom =
      smallTax > 0 ? (taxAfterIrrf > 0 ? [...smallTaxCarriedFrom, month] : smallTaxCarriedFrom) : [];

    if (month.startsWith(yearPrefix)) {
      const withNotes = notes ? { notes: notesOfMonth(bucket?.tradeDays, noted, irrfFromNotes) } : {};
      months.push({
        ...withNotes,
        month,
        dayTrade,
        swingTrade,
        irrf: {
          withheld: withheldDayTrade + withheldSwingTrade,
          carriedIn,
          used,
          carriedOut: irrfDayTrade + irrfSwingTrade,
        },
        taxAfterIrrf,
        smallTaxCarriedIn,
        smallTaxCarriedFrom,
        taxDue,
        smallTaxCarriedOut: smallTax,
        darf:
          taxDue > 0
            ? { code: rule.darfCode, periodEnd: monthEnd(month), dueDate: darfDueDate(month), amount: taxDue }
            : null,
      });
    }
  }

  const byMonth = [...usdByMonth.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([month, v]) => ({ month, trades: v.trades, result: v.result }));
  return {
    year,
    months,
    totals: {
      dayTradeResult: months.reduce((s, m) => s + m.dayTrade.result, 0),
      swingTradeResult: months.reduce((s, m) => s + m.swingTrade.result, 0),
      irrfWithheld: months.reduce((s, m) => s + m.irrf.withheld, 0),
      taxDue: months.reduce((s, m) => s + m.taxDue, 0),
    },
    lossCarriedOut: { dayTrade: dayTradeLoss, swingTrade: swingTradeLoss },
    usd: {
      trades: byMonth.reduce((s, m) => s + m.trades, 0),
      result: byMonth.reduce((s, m) => s + m.result, 0),
      byMonth,
    },
    excludedTrades,
    years: [...years].sort((a, b) => b - a),
  };
}

/**
 * 'conferido' when every day (and account) with a trade of the month has a note, 'parcial' when some do,
 * 'estimado' when none does; a month with no trades is 'conferido' when it has notes.
 */
function notesOfMonth(
  tradeDays: ReadonlySet<string> | undefined,
  noted: ReadonlyMap<string, number> | undefined,
  irrfFromNotes: number,
): NonNullable<TaxMonthDto['notes']> {
  const days = [...(tradeDays ?? [])];
  const missing = days.filter((d) => !noted?.has(d));
  const status =
    days.length === 0
      ? noted?.size
        ? 'conferido'
        : 'estimado'
      : missing.length === 0
        ? 'conferido'
        : missing.length < days.length
          ? 'parcial'
          : 'estimado';
  const daysWithoutNote = [...new Set(missing.map((d) => d.slice(0, 10)))].sort();
  return { status, daysWithoutNote, irrfFromNotes, notedDays: noted?.size ?? 0 };
}

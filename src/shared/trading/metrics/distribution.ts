import type { Bucket, DashboardData, DayResult, HistogramBin, MetricTrade } from '../dashboard-contract';
import { classify, type Currency, tolerance } from './compute';

export type Distribution = DashboardData['distribution'];

/** Running totals of one bucket (mutable while the pass runs, turned into a `Bucket` at the end). */
interface Acc {
  key: string;
  trades: number;
  wins: number;
  losses: number;
  pnl: number;
}

const acc = (key: string): Acc => ({ key, trades: 0, wins: 0, losses: 0, pnl: 0 });

export const toBucket = (key: string, a: Omit<Acc, 'key'>): Bucket => ({
  key,
  trades: a.trades,
  wins: a.wins,
  losses: a.losses,
  pnl: a.pnl,
  winRate: a.wins + a.losses ? a.wins / (a.wins + a.losses) : null,
});

export const SIDES = ['compra', 'venda'] as const;
export const MAX_HISTOGRAM_BINS = 20;

/**
 * P&L and win rate by weekday (always the 7 days, '0' = Sunday … '6'), by hour (only the hours with trades,
 * ascending), by instrument (most trades first, then by name), by side (always 'compra' then 'venda'), the
 * histogram of trade results and the P&L of each day with trades (ascending). One pass plus the histogram's.
 */
export function distribution(
  trades: readonly MetricTrade[],
  currency: Currency,
  breakevenTolerance: number,
): Distribution {
  const tol = tolerance(breakevenTolerance);
  const slots = newSlots();
  const { trades: slotTrades, wins: slotWins, losses: slotLosses, pnl: slotPnl } = slots;
  const instruments = new Map<string, Acc>();
  const days = new Map<string, DayResult>();
  const instrumentList: Acc[] = [];
  let lastDay: DayResult | undefined;
  let min = Infinity;
  let max = -Infinity;
  let count = 0;

  for (let k = 0; k < trades.length; k++) {
    const t = trades[k] as MetricTrade;
    if (t.currency !== currency) continue;
    const pnl = t.pnl;
    count++;
    if (pnl < min) min = pnl;
    if (pnl > max) max = pnl;

    // A weekday or hour out of range (never sent by the server) lands in a slot no bucket reads.
    const weekday = t.weekday >= 0 && t.weekday < 7 ? t.weekday : NOWHERE;
    const hour = t.hour >= 0 && t.hour < 24 ? HOUR + t.hour : NOWHERE;
    const side = SIDE + (t.side === 'venda' ? 1 : 0);
    slotTrades[weekday] = (slotTrades[weekday] as number) + 1;
    slotTrades[hour] = (slotTrades[hour] as number) + 1;
    slotTrades[side] = (slotTrades[side] as number) + 1;
    slotPnl[weekday] = (slotPnl[weekday] as number) + pnl;
    slotPnl[hour] = (slotPnl[hour] as number) + pnl;
    slotPnl[side] = (slotPnl[side] as number) + pnl;

    // Traders use a handful of instruments: a short list searched in order beats a Map lookup per trade.
    const name = t.instrument;
    let instrument: Acc | undefined;
    for (let j = 0; j < instrumentList.length; j++) {
      const candidate = instrumentList[j] as Acc;
      if (candidate.key === name) {
        instrument = candidate;
        break;
      }
    }
    if (!instrument) {
      instrument = instruments.get(name);
      if (!instrument) instruments.set(name, (instrument = acc(name)));
      if (instrumentList.length < 8) instrumentList.push(instrument);
    }
    instrument.trades++;
    instrument.pnl += pnl;

    const kind = classify(pnl, tol);
    if (kind === 1) {
      slotWins[weekday] = (slotWins[weekday] as number) + 1;
      slotWins[hour] = (slotWins[hour] as number) + 1;
      slotWins[side] = (slotWins[side] as number) + 1;
      instrument.wins++;
    } else if (kind === -1) {
      slotLosses[weekday] = (slotLosses[weekday] as number) + 1;
      slotLosses[hour] = (slotLosses[hour] as number) + 1;
      slotLosses[side] = (slotLosses[side] as number) + 1;
      instrument.losses++;
    }

    if (!lastDay || lastDay.date !== t.date) {
      lastDay = days.get(t.date);
      if (!lastDay) days.set(t.date, (lastDay = { date: t.date, trades: 0, pnl: 0 }));
    }
    lastDay.trades++;
    lastDay.pnl += pnl;
  }

  return distributionOf(
    slots,
    [...instruments.values()].map((a) => toBucket(a.key, a)),
    count ? histogram(trades, currency, min, max) : [],
    [...days.values()],
  );
}

/** Slots of the fixed buckets in typed arrays: 0–6 weekdays, 7–30 hours, 31–32 sides, 33 nowhere. */
export const HOUR = 7;
export const SIDE = 31;
export const NOWHERE = 33;

/** Per-slot running totals (one pass adds each trade to its weekday, hour and side slots). */
export interface Slots {
  trades: Int32Array;
  wins: Int32Array;
  losses: Int32Array;
  pnl: Float64Array;
}

export const newSlots = (): Slots => ({
  trades: new Int32Array(34),
  wins: new Int32Array(34),
  losses: new Int32Array(34),
  pnl: new Float64Array(34),
});

/** The distribution from a pass's slots, instrument buckets (any order), histogram and days (first-seen order). */
export function distributionOf(
  slots: Slots,
  instruments: Bucket[],
  bins: HistogramBin[],
  days: DayResult[],
): Distribution {
  const slot = (key: string, s: number): Bucket =>
    toBucket(key, {
      trades: slots.trades[s] as number,
      wins: slots.wins[s] as number,
      losses: slots.losses[s] as number,
      pnl: slots.pnl[s] as number,
    });
  const byHour: Bucket[] = [];
  for (let h = 0; h < 24; h++) if (slots.trades[HOUR + h]) byHour.push(slot(String(h), HOUR + h));
  return {
    byWeekday: Array.from({ length: 7 }, (_, d) => slot(String(d), d)),
    byHour,
    byInstrument: instruments.sort(
      (a, b) => b.trades - a.trades || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
    ),
    bySide: SIDES.map((side, s) => slot(side, SIDE + s)),
    histogram: bins,
    byDay: inDateOrder(days),
  };
}

/** The days arrive in date order (the trades are ordered by openedAt): checked in one pass, sorted only if not. */
function inDateOrder(days: DayResult[]): DayResult[] {
  for (let k = 1; k < days.length; k++) {
    if ((days[k - 1] as DayResult).date > (days[k] as DayResult).date)
      return days.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  }
  return days;
}

/** The "nice" steps in cents: 1, 2, 2,5, 5 × 10^k (R$ 0,01 … R$ 50.000.000,00; 2,5 from R$ 0,25 up). */
const NICE_STEPS: number[] = [];
for (let p = 1; p <= 1e9; p *= 10)
  NICE_STEPS.push(...(p >= 10 ? [p, 2 * p, 2.5 * p, 5 * p] : [p, 2 * p, 5 * p]));

/** The smallest nice step that covers [min, max] with at most MAX_HISTOGRAM_BINS bins aligned on its multiples. */
export function histogramStep(min: number, max: number): { from: number; step: number; bins: number } {
  for (const step of NICE_STEPS) {
    const from = Math.floor(min / step) * step;
    const bins = Math.max(1, Math.ceil((max - from) / step));
    if (bins <= MAX_HISTOGRAM_BINS) return { from, step, bins };
  }
  const step = Math.max(1, Math.ceil((max - min) / MAX_HISTOGRAM_BINS));
  return { from: min, step, bins: Math.max(1, Math.ceil((max - min) / step)) };
}

/**
 * Bins [from, to) of a nice width (1, 2, 2,5 or 5 × a power of ten, in cents) starting at a multiple of the width; the
 * last bin also includes its `to`, so the largest result is counted. All results equal → one bin [v, v].
 */
function histogram(
  trades: readonly MetricTrade[],
  currency: Currency,
  min: number,
  max: number,
): HistogramBin[] {
  if (min === max) {
    let count = 0;
    for (let k = 0; k < trades.length; k++) if ((trades[k] as MetricTrade).currency === currency) count++;
    return [{ from: min, to: max, count }];
  }
  const { from, step, bins } = histogramStep(min, max);
  const counts = new Array<number>(bins).fill(0);
  for (let k = 0; k < trades.length; k++) {
    const t = trades[k] as MetricTrade;
    if (t.currency !== currency) continue;
    // t.pnl ≥ from, so truncating (| 0) is flooring.
    const bin = Math.min(bins - 1, ((t.pnl - from) / step) | 0);
    counts[bin] = (counts[bin] as number) + 1;
  }
  return counts.map((count, b) => ({ from: from + b * step, to: from + (b + 1) * step, count }));
}

/** `histogram` over the period's P&Ls in a column (`pnl[0..n)`, n ≥ 1, min and max already known). */
export function histogramOfColumn(pnl: Float64Array, n: number, min: number, max: number): HistogramBin[] {
  if (min === max) return [{ from: min, to: max, count: n }];
  const { from, step, bins } = histogramStep(min, max);
  const counts = new Array<number>(bins).fill(0);
  for (let i = 0; i < n; i++) {
    // pnl ≥ from, so truncating (| 0) is flooring.
    const bin = Math.min(bins - 1, (((pnl[i] as number) - from) / step) | 0);
    counts[bin] = (counts[bin] as number) + 1;
  }
  return counts.map((count, b) => ({ from: from + b * step, to: from + (b + 1) * step, count }));
}

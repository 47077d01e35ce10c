import type { Bucket, DayResult, DisciplineCost, Metrics, RBin } from '../dashboard-contract';
import { EMOTIONS } from '../emotions';
import { MEN_RECORDED, MEP_RECORDED, NO_EMOTION, NO_HOUR, NO_WEEKDAY, type TradeColumns } from './columns';
import { type Currency, metricsOf, tolerance } from './compute';
import { disciplineCurve } from './discipline';
import {
  distributionOf,
  HOUR,
  histogramOfColumn,
  newSlots,
  NOWHERE,
  SIDE,
  toBucket,
  type Distribution,
  type Slots,
} from './distribution';
import { type EmotionAcc, type EmotionAnalysis, emotionRows } from './emotion-analysis';
import { equityOfColumns, type EquitySeries } from './equity';
import { type ExcursionSums, excursionRows } from './excursion';
import { R_BIN_EDGES, rBins } from './r-multiples';

export interface ColumnarFigures {
  metrics: Metrics;
  emotions: EmotionAnalysis;
  r: { bins: RBin[]; excluded: number };
  equity: EquitySeries;
  distribution: Distribution;
  excursion: ReturnType<typeof excursionRows>;
  discipline: DisciplineCost;
}

/** Weekday code (0–6, NO_WEEKDAY) and hour code (0–23, NO_HOUR) → the distribution's slot. */
const WEEKDAY_SLOT = Uint8Array.from({ length: NO_WEEKDAY + 1 }, (_, w) => (w < 7 ? w : NOWHERE));
const HOUR_SLOT = Uint8Array.from({ length: NO_HOUR + 1 }, (_, h) => (h < 24 ? HOUR + h : NOWHERE));

/**
 * Every figure of the dashboard but the insights over the period's columns, all rows of one currency (ADR 021
 * and its addendum): a few small loops over dense typed arrays, each taking its sums in trade order like the
 * separate functions (computeMetrics, distribution, …), which stay the definitions — every figure is the same
 * to the last bit (columnar.test.ts checks it on random periods). Per-instrument, per-emotion and per-day totals
 * live in typed arrays indexed by the columns' small integers: no Map and no object per trade.
 */
export function columnarFigures(
  c: TradeColumns,
  opts: {
    currency: Currency;
    startingCapital: number;
    breakevenTolerance: number;
    maxEquityPoints: number;
  },
): ColumnarFigures {
  const tol = tolerance(opts.breakevenTolerance);
  const capital = Number.isFinite(opts.startingCapital) ? opts.startingCapital : 0;
  const { length: n, pnl: pnls } = c;
  const at = (i: number) => c.openedAt[i] as number;

  const totals = totalsOf(c, capital, tol);
  const r = rOf(c);
  const excursion = excursionTotals(c, tol);
  const groups = groupsOf(c, tol);

  const metrics = metricsOf(opts.currency, capital, {
    total: n,
    ...totals,
    efficiencySum: excursion.efficiencySum,
    efficiencyCount: excursion.efficiencyCount,
    takenSum: excursion.takenSum,
    takenCount: excursion.takenCount,
    rSum: r.rSum,
    rCount: r.rCount,
  });
  const instruments = c.instruments;
  const byInstrument: Bucket[] = [];
  for (let j = 0; j < instruments.length; j++) {
    const t = totalsAt(groups.instruments, j);
    if (t.trades) byInstrument.push(toBucket(instruments[j] as string, t));
  }
  const days: DayResult[] = [];
  for (let d = 0; d < c.days.length; d++) {
    const trades = groups.dayTrades[d] as number;
    if (trades) days.push({ date: c.days[d] as string, trades, pnl: groups.dayPnl[d] as number });
  }
  const emotions: EmotionAcc[] = EMOTIONS.map((_, e) => {
    const t = totalsAt(groups.emotions, e);
    return { trades: t.trades, wins: t.wins, losses: t.losses, total: t.pnl };
  });

  return {
    metrics,
    emotions: emotionRows(emotions),
    r: { bins: rBins(r.rCounts), excluded: r.rExcluded },
    equity: equityOfColumns(pnls, n, at, opts.maxEquityPoints),
    distribution: distributionOf(
      slotsOf(c, tol),
      byInstrument,
      n ? histogramOfColumn(pnls, n, totals.min, totals.max) : [],
      days,
    ),
    excursion: excursionRows(excursion.byInstrument(instruments)),
    discipline: {
      brokenTrades: totals.brokenTrades,
      brokenPnl: totals.brokenPnl,
      totalPnl: totals.totalPnl,
      cleanPnl: totals.totalPnl - totals.brokenPnl,
      curve: totals.brokenTrades
        ? disciplineCurve(pnls, c.broke, n, at, opts.maxEquityPoints)
        : { points: [], total: n, downsampled: false },
    },
  };
}

/*
 * The loops below keep each sum in trade order, as the separate functions do, and avoid unpredictable branches
 * (a trade's result is a coin flip to the CPU's branch predictor): a conditional sum goes to one of two slots
 * chosen by the condition (0/1) — the slot 0 of a pair collects what the separate function skips and is never
 * read — or adds `x * flag` where x is finite (x * 0 is ±0, and adding ±0 leaves a sum that started at +0 as it
 * was). The outcome index is 0 loser, 1 breakeven, 2 winner.
 */

/**
 * computeMetrics' and disciplineCost's totals, the drawdown, the counts by outcome, gross profit and loss, largest
 * win and loss, the streaks, and the P&L range (the histogram's).
 */
function totalsOf(c: TradeColumns, capital: number, tol: number) {
  const { length: n, pnl: pnls, costs, broke } = c;
  let winners = 0;
  let losers = 0;
  let grossProfit = 0;
  let grossLoss = 0;
  let largestWin = -Infinity;
  let largestLoss = Infinity;
  // The current run of winners and of losers (one of them is 0).
  let wins = 0;
  let losses = 0;
  let longestWin = 0;
  let longestLoss = 0;
  const negativeTol = -tol;
  let totalPnl = 0;
  let totalCosts = 0;
  let brokenTrades = 0;
  let brokenPnl = 0;
  let min = Infinity;
  let max = -Infinity;
  let equity = 0;
  let peak = 0;
  let maxDrawdown = 0;
  let maxDrawdownPct = 0;
  let epochFall = 0;
  for (let i = 0; i < n; i++) {
    const pnl = pnls[i] as number;
    const b = broke[i] as number;
    totalPnl += pnl;
    totalCosts += costs[i] as number;
    brokenTrades += b;
    brokenPnl += pnl * b;
    if (pnl < min) min = pnl;
    if (pnl > max) max = pnl;
    const win = Number(pnl > tol);
    const loss = Number(pnl < negativeTol);
    winners += win;
    losers += loss;
    grossProfit += pnl * win;
    grossLoss += pnl * loss;
    // Rarely true once the first results are in: predictable branches.
    if (pnl > largestWin && win) largestWin = pnl;
    if (pnl < largestLoss && loss) largestLoss = pnl;
    // + 1 and kept (& −1), or reset (& 0): twice as fast as multiplying by the flag (measured).
    wins = (wins + win) & -win;
    losses = (losses + loss) & -loss;
    longestWin = Math.max(longestWin, wins);
    longestLoss = Math.max(longestLoss, losses);
    equity += pnl;
    if (equity > peak) {
      // A new peak closes the previous one's fall: its % is taken once here, not divided on every trade.
      if (epochFall > 0) {
        const pct = epochFall / (capital + peak);
        if (pct > maxDrawdownPct) maxDrawdownPct = pct;
        epochFall = 0;
      }
      peak = equity;
    } else {
      const fall = peak - equity;
      if (fall > epochFall) {
        epochFall = fall;
        if (fall > maxDrawdown) maxDrawdown = fall;
      }
    }
  }
  if (epochFall > 0) {
    const pct = epochFall / (capital + peak);
    if (pct > maxDrawdownPct) maxDrawdownPct = pct;
  }
  return {
    totalPnl,
    totalCosts,
    brokenTrades,
    brokenPnl,
    min,
    max,
    maxDrawdown,
    maxDrawdownPct,
    winners,
    losers,
    breakevens: n - winners - losers,
    grossProfit,
    grossLoss,
    largestWin,
    largestLoss,
    run: wins > 0 ? wins : losses > 0 ? -losses : 0,
    longestWin,
    longestLoss,
  };
}

/** computeMetrics' average R and rDistribution's counts. */
function rOf(c: TradeColumns) {
  const { length: n, pnl: pnls, risk: risks } = c;
  // The edges one by one (a loop over them costs twice as much): another number of edges means another line
  // here (columnar.test.ts fails until then).
  const [e0, e1, e2, e3, e4, e5] = R_BIN_EDGES;
  // [0] counts the trades without a stop, [1 + b] those of bin b; rSums[1] is the sum of the R-multiples.
  const counts = new Int32Array(R_BIN_EDGES.length + 2);
  const rSums = new Float64Array(2);
  for (let i = 0; i < n; i++) {
    const risk = risks[i] as number;
    const r = (pnls[i] as number) / risk;
    // NaN (no stop) is not > 0.
    const valid = Number(risk > 0);
    // 1 + the bin, which is the number of edges at or below r.
    const bin =
      1 +
      Number(r >= e0) +
      Number(r >= e1) +
      Number(r >= e2) +
      Number(r >= e3) +
      Number(r >= e4) +
      Number(r >= e5);
    const slot = bin * valid;
    counts[slot] = (counts[slot] as number) + 1;
    rSums[valid] = (rSums[valid] as number) + r;
  }
  const rExcluded = counts[0] as number;
  return { rSum: rSums[1] as number, rCount: n - rExcluded, rCounts: counts.subarray(1), rExcluded };
}

/**
 * excursionByInstrument's sums per instrument index, and computeMetrics' MEP efficiency and MEN taken. The
 * excursions not recorded are 0 in their columns, so every term is finite and `x * flag` adds exactly x or ±0.
 */
function excursionTotals(c: TradeColumns, tol: number) {
  const n = c.length;
  const k = c.instruments.length;
  const { mep: meps, men: mens, recorded, pnl: pnls, points, instrument } = c;
  // Imported bindings can be getters once compiled to CommonJS (tsx, bundles): read each once, not per trade.
  const mepBit = MEP_RECORDED;
  const menBit = MEN_RECORDED;
  // The counts in one increment a trade: how many trades of instrument j had each combination of the flags
  // MEP recorded (1), MEN recorded (2), loser with a MEN (4), efficiency taken (8), MEN taken (16).
  const kinds = new Int32Array(32 * k);
  // Instrument j's sums of MEP, MEN, losers' MEN, efficiencies and MEN taken at 5j … 5j + 4.
  const sums = new Float64Array(5 * k);
  let efficiencySum = 0;
  let takenSum = 0;
  const negativeTol = -tol;

  for (let i = 0; i < n; i++) {
    const mep = meps[i] as number;
    const men = mens[i] as number;
    const pnl = pnls[i] as number;
    const p = points[i] as number;
    const j = instrument[i] as number;
    const flags = recorded[i] as number;
    const loss = Number(pnl < negativeTol);
    const loser = loss & ((flags & menBit) >> 1);
    // A divisor of 1 where the ratio is not taken keeps the unused term finite.
    const efficient = Number(pnl > tol) & Number(mep > 0);
    const efficiency = (p / (mep * efficient + (1 - efficient))) * efficient;
    const took = loss & Number(men > 0);
    const taken = (Math.abs(p) / (men * took + (1 - took))) * took;
    const kind = 32 * j + ((flags & (mepBit | menBit)) | (loser << 2) | (efficient << 3) | (took << 4));
    kinds[kind] = (kinds[kind] as number) + 1;
    const at = 5 * j;
    sums[at] = (sums[at] as number) + mep;
    sums[at + 1] = (sums[at + 1] as number) + men;
    sums[at + 2] = (sums[at + 2] as number) + men * loser;
    sums[at + 3] = (sums[at + 3] as number) + efficiency;
    sums[at + 4] = (sums[at + 4] as number) + taken;
    efficiencySum += efficiency;
    takenSum += taken;
  }
  /** How many of instrument j's trades have any of the flags in `bits`. */
  const count = (j: number, bits: number) => {
    let sum = 0;
    for (let kind = 0; kind < 32; kind++) if (kind & bits) sum += kinds[32 * j + kind] as number;
    return sum;
  };
  let efficiencyCount = 0;
  let takenCount = 0;
  for (let j = 0; j < k; j++) {
    efficiencyCount += count(j, 8);
    takenCount += count(j, 16);
  }
  return {
    efficiencySum,
    efficiencyCount,
    takenSum,
    takenCount,
    byInstrument(names: readonly string[]): [string, ExcursionSums][] {
      return names.map((name, j) => [
        name,
        {
          trades: count(j, mepBit | menBit),
          mepSum: sums[5 * j] as number,
          mepCount: count(j, mepBit),
          menSum: sums[5 * j + 1] as number,
          menCount: count(j, menBit),
          loserMenSum: sums[5 * j + 2] as number,
          loserMenCount: count(j, 4),
          efficiencySum: sums[5 * j + 3] as number,
          efficiencyCount: count(j, 8),
          takenSum: sums[5 * j + 4] as number,
          takenCount: count(j, 16),
        },
      ]);
    },
  };
}

/** Counts by group and outcome: [3g] losers, [3g + 1] breakevens, [3g + 2] winners of group g. */
export interface Outcomes {
  counts: Int32Array;
  pnl: Float64Array;
}

const outcomes = (groups: number): Outcomes => ({
  counts: new Int32Array(3 * groups),
  pnl: new Float64Array(groups),
});

/** A group's totals as a distribution bucket's. */
const totalsAt = (o: Outcomes, g: number) => {
  const losses = o.counts[3 * g] as number;
  const wins = o.counts[3 * g + 2] as number;
  return { trades: losses + (o.counts[3 * g + 1] as number) + wins, wins, losses, pnl: o.pnl[g] as number };
};

/** distribution's weekday, hour and side slots (in `Slots`' layout). */
function slotsOf(c: TradeColumns, tol: number): Slots {
  const { length: n, pnl: pnls, weekday: weekdays, hour: hours, venda: vendas } = c;
  const weekdaySlot = WEEKDAY_SLOT;
  const hourSlot = HOUR_SLOT;
  const sideSlot = SIDE;
  const o = outcomes(NOWHERE + 1);
  const counts = o.counts;
  const sums = o.pnl;
  for (let i = 0; i < n; i++) {
    const pnl = pnls[i] as number;
    const outcome = 1 + Number(pnl > tol) - Number(pnl < -tol);
    const w = weekdaySlot[weekdays[i] as number] as number;
    const h = hourSlot[hours[i] as number] as number;
    const s = sideSlot + (vendas[i] as number);
    counts[3 * w + outcome] = (counts[3 * w + outcome] as number) + 1;
    counts[3 * h + outcome] = (counts[3 * h + outcome] as number) + 1;
    counts[3 * s + outcome] = (counts[3 * s + outcome] as number) + 1;
    sums[w] = (sums[w] as number) + pnl;
    sums[h] = (sums[h] as number) + pnl;
    sums[s] = (sums[s] as number) + pnl;
  }
  const slots = newSlots();
  for (let slot = 0; slot <= NOWHERE; slot++) {
    const t = totalsAt(o, slot);
    slots.trades[slot] = t.trades;
    slots.wins[slot] = t.wins;
    slots.losses[slot] = t.losses;
    slots.pnl[slot] = t.pnl;
  }
  return slots;
}

/** distribution's instrument and day totals, and emotionAnalysis' totals (NO_EMOTION's are kept, never read). */
function groupsOf(c: TradeColumns, tol: number) {
  const { length: n, pnl: pnls, instrument, emotion, day } = c;
  const instruments = outcomes(c.instruments.length);
  const emotions = outcomes(NO_EMOTION + 1);
  const dayTrades = new Int32Array(c.days.length);
  const dayPnl = new Float64Array(c.days.length);
  const ic = instruments.counts;
  const ip = instruments.pnl;
  const ec = emotions.counts;
  const ep = emotions.pnl;
  for (let i = 0; i < n; i++) {
    const pnl = pnls[i] as number;
    const outcome = 1 + Number(pnl > tol) - Number(pnl < -tol);
    const j = instrument[i] as number;
    const e = emotion[i] as number;
    const d = day[i] as number;
    ic[3 * j + outcome] = (ic[3 * j + outcome] as number) + 1;
    ip[j] = (ip[j] as number) + pnl;
    ec[3 * e + outcome] = (ec[3 * e + outcome] as number) + 1;
    ep[e] = (ep[e] as number) + pnl;
    dayTrades[d] = (dayTrades[d] as number) + 1;
    dayPnl[d] = (dayPnl[d] as number) + pnl;
  }
  return { instruments, emotions, dayTrades, dayPnl };
}

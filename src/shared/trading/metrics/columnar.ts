import type {
  Bucket,
  DayResult,
  DisciplineCost,
  DisciplinePoint,
  EquityPoint,
  HistogramBin,
  Metrics,
  RBin,
} from '../dashboard-contract';
import { EMOTIONS } from '../emotions';
import {
  BROKE_SHIFT,
  emotionOfCode,
  hourOfCode,
  NO_EMOTION,
  NO_HOUR,
  NO_WEEKDAY,
  RECORDED_SHIFT,
  SLOT_MASK,
  SLOTS,
  type TradeColumns,
  vendaOfCode,
  weekdayOfCode,
} from './columns';
import { type Currency, loserBit, metricsOf, tolerance, winnerBit } from './compute';
import { disciplineCurve } from './discipline';
import {
  distributionOf,
  HOUR,
  histogramStep,
  newSlots,
  SIDE,
  toBucket,
  type Distribution,
} from './distribution';
import { type EmotionAcc, type EmotionAnalysis, emotionRows } from './emotion-analysis';
import { DEFAULT_MAX_EQUITY_POINTS, equityOfColumns, type EquitySeries, MIN_EQUITY_POINTS } from './equity';
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

/**
 * Every figure of the dashboard but the insights over the period's columns, all rows of one currency (ADR 035
 * and its addenda): four loops over dense typed arrays (totals; R; groups and excursions; the curves), each
 * taking its sums in trade order like the separate functions (computeMetrics, distribution, …), which stay the
 * definitions — every figure is the same to the last bit (columnar.test.ts checks it on random periods). Per-group
 * totals live in one typed array indexed by the columns' small integers: no Map and no object per trade.
 *
 * Each loop is kept small on purpose: V8 reloads a typed array's map, length and data pointer on every access
 * (and spills what does not fit in registers), so a loop costs about as much per column it reads and per sum it
 * keeps, and a larger loop costs more than the two it replaces (measured: R inside the totals loop, +1.5–3 ms
 * at 1M trades; R inside the groups loop, +7 ms).
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
  const { length: n, pnl: pnls } = c;
  const at = (i: number) => c.openedAt[i] as number;
  const { metrics, totals, r, groups } = metricsPass(c, opts);
  const excursion = groups.excursion;
  const curves = curvesOf(pnls, c.code, n, at, opts.maxEquityPoints, totals.brokenTrades > 0);

  return {
    metrics,
    emotions: emotionRows(groups.emotions),
    r: { bins: rBins(r.rCounts), excluded: r.rExcluded },
    equity: curves.equity,
    distribution: distributionOf(groups.slots, groups.byInstrument, groups.histogram, groups.days),
    excursion: excursionRows(excursion.byInstrument),
    discipline: {
      brokenTrades: totals.brokenTrades,
      brokenPnl: totals.brokenPnl,
      totalPnl: totals.totalPnl,
      cleanPnl: totals.totalPnl - totals.brokenPnl,
      curve: curves.discipline,
    },
  };
}

/**
 * The metric cards alone: the totals, R and the excursion sums, without the groups' pass (its per-slot table is
 * the fixed cost of a call, which many small sets, such as a report's weekly cuts, would pay each time). The same
 * figures as columnarFigures' cards, to the last bit: the same sums, in the same order (columnar.test.ts).
 */
export function columnarMetrics(
  c: TradeColumns,
  opts: { currency: Currency; startingCapital: number; breakevenTolerance: number },
): Metrics {
  const tol = tolerance(opts.breakevenTolerance);
  const capital = Number.isFinite(opts.startingCapital) ? opts.startingCapital : 0;
  const totals = totalsOf(c, capital, tol);
  const r = rOf(c);
  return metricsOf(opts.currency, capital, {
    total: c.length,
    ...totals,
    ...excursionTotalsOf(c, tol),
    ...rSums(r),
  });
}

const rSums = (r: { rSum: number; rCount: number }) => ({ rSum: r.rSum, rCount: r.rCount });

/** groupsOf's efficiency and MEN-taken sums and counts alone, with its expressions, in trade order. */
function excursionTotalsOf(c: TradeColumns, tol: number) {
  const { length: n, mep: meps, men: mens, pnl: pnls, points } = c;
  const isWinner = winnerBit;
  const isLoser = loserBit;
  let efficiencySum = 0;
  let takenSum = 0;
  let efficiencyCount = 0;
  let takenCount = 0;
  for (let i = 0; i < n; i++) {
    const pnl = pnls[i] as number;
    const mep = meps[i] as number;
    const men = mens[i] as number;
    const p = points[i] as number;
    const efficient = isWinner(pnl, tol) & Number(mep > 0);
    const took = isLoser(pnl, tol) & Number(men > 0);
    efficiencySum += (p / (mep * efficient + (1 - efficient))) * efficient;
    takenSum += (Math.abs(p) / (men * took + (1 - took))) * took;
    efficiencyCount += efficient;
    takenCount += took;
  }
  return { efficiencySum, efficiencyCount, takenSum, takenCount };
}

function metricsPass(
  c: TradeColumns,
  opts: { currency: Currency; startingCapital: number; breakevenTolerance: number },
) {
  const tol = tolerance(opts.breakevenTolerance);
  const capital = Number.isFinite(opts.startingCapital) ? opts.startingCapital : 0;
  const totals = totalsOf(c, capital, tol);
  const r = rOf(c);
  const groups = groupsOf(c, tol, totals.min, totals.max, totals.exact);
  const excursion = groups.excursion;
  const metrics = metricsOf(opts.currency, capital, {
    total: c.length,
    ...totals,
    efficiencySum: excursion.efficiencySum,
    efficiencyCount: excursion.efficiencyCount,
    takenSum: excursion.takenSum,
    takenCount: excursion.takenCount,
    rSum: r.rSum,
    rCount: r.rCount,
  });
  return { metrics, totals, r, groups };
}

/*
 * The loops below keep each sum in trade order, as the separate functions do, and avoid unpredictable branches
 * (a trade's result is a coin flip to the CPU's branch predictor): a count adds the 0/1 of its condition, and a
 * conditional sum adds `x * flag` where x is finite (x * 0 is ±0, and adding ±0 leaves a sum that started at +0
 * as it was) or goes to the slot its condition chooses. The outcome index is 0 loser, 1 breakeven, 2 winner.
 */

/**
 * computeMetrics' and disciplineCost's totals, the drawdown, the counts by outcome, gross profit and loss, largest
 * win and loss, the streaks, and the P&L range (the histogram's).
 */
function totalsOf(c: TradeColumns, capital: number, tol: number) {
  const { length: n, pnl: pnls, costs, code: codes } = c;
  const brokeShift = BROKE_SHIFT;
  let winners = 0;
  let losers = 0;
  let grossProfit = 0;
  let grossLoss = 0;
  // The current run of winners and of losers (one of them is 0).
  let wins = 0;
  let losses = 0;
  let longestWin = 0;
  let longestLoss = 0;
  // Imported bindings can be getters once compiled to CommonJS: read once, not per trade.
  const isWinner = winnerBit;
  const isLoser = loserBit;
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
  // Σ|pnl| and whether a P&L has a fraction: see `exact` below.
  let absSum = 0;
  let fractional = 0;
  for (let i = 0; i < n; i++) {
    const pnl = pnls[i] as number;
    const b = ((codes[i] as number) >> brokeShift) & 1;
    totalPnl += pnl;
    totalCosts += costs[i] as number;
    brokenTrades += b;
    brokenPnl += pnl * b;
    if (pnl < min) min = pnl;
    if (pnl > max) max = pnl;
    const win = isWinner(pnl, tol);
    const loss = isLoser(pnl, tol);
    winners += win;
    losers += loss;
    grossProfit += pnl * win;
    grossLoss += pnl * loss;
    absSum += Math.abs(pnl);
    fractional |= Number(pnl !== Math.floor(pnl));
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
    // The largest win is the largest result when there is a winner (the figure is null otherwise); the largest
    // loss the smallest when there is a loser.
    largestWin: max,
    largestLoss: min,
    run: wins > 0 ? wins : losses > 0 ? -losses : 0,
    longestWin,
    longestLoss,
    // Every P&L an integer (cents) and Σ|pnl| < 2^53 (taken with the same doubles: a sum that passed 2^53 would
    // not come back below it): then every partial sum of any subset, in any order, is an integer a double holds
    // exactly, so a group's sum is the same whatever the order it is taken in.
    exact: fractional === 0 && absSum < 2 ** 53,
  };
}

/** computeMetrics' average R and rDistribution's counts. */
function rOf(c: TradeColumns) {
  const { length: n, pnl: pnls, risk: risks } = c;
  // The edges one by one (a loop over them costs twice as much): another number of edges means another line
  // here (columnar.test.ts fails until then).
  const [e0, e1, e2, e3, e4, e5] = R_BIN_EDGES;
  // [0] counts the trades without an R, [1 + b] those of bin b; rSums[1] is the sum of the R-multiples.
  const counts = new Int32Array(R_BIN_EDGES.length + 2);
  const rSums = new Float64Array(2);
  for (let i = 0; i < n; i++) {
    const risk = risks[i] as number;
    // NaN (no stop) is not > 0.
    const r = (pnls[i] as number) / risk;
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

/*
 * groupsOf's accumulator: one Float64Array (counts are exact in doubles) so the loop touches a single typed array
 * for every group. Per instrument, INSTRUMENT numbers: the sums of P&L, MEP, MEN, losers' MEN, efficiencies and
 * MEN taken, then the counts of each KIND by outcome (3 × KINDS). Then 4 numbers per slot (`TradeColumns.code`:
 * a weekday, hour, side and emotion): the counts by outcome and the P&L. Then 2 per day (trades, P&L), then the
 * histogram's bins.
 */
const KINDS = 32;
const INSTRUMENT = 6 + 3 * KINDS;
/** The distribution's slots for weekday, hour and side codes (distribution.ts); the emotions' after them. */
const HOUR_CODE_AT = NO_WEEKDAY + 1;
const SIDE_CODE_AT = HOUR_CODE_AT + NO_HOUR + 1;
const EMOTION_CODE_AT = SIDE_CODE_AT + 2;
const CODES = EMOTION_CODE_AT + NO_EMOTION + 1;

/**
 * distribution's weekday, hour, side, instrument and day totals and its histogram, emotionAnalysis' totals, and
 * excursionByInstrument's sums per instrument with computeMetrics' MEP efficiency and MEN taken. The excursions
 * not recorded are 0 in their columns, so every term is finite and `x * flag` adds exactly x or ±0.
 *
 * The weekday, hour, side and emotion totals are taken per slot (all four at once), then added up: with `exact`
 * P&Ls (see totalsOf) a sum is the same in any order. Otherwise `codeTotals` takes them one by one, in trade order.
 */
function groupsOf(c: TradeColumns, tol: number, min: number, max: number, exact: boolean) {
  const n = c.length;
  const k = c.instruments.length;
  const dayCount = c.days.length;
  const { mep: meps, men: mens, code: codes, pnl: pnls, points, instrument, day } = c;
  // Imported bindings can be getters once compiled to CommonJS (tsx, bundles): read each once, not per trade.
  const recordedShift = RECORDED_SHIFT;
  const slotMask = SLOT_MASK;
  const slotsAt = k * INSTRUMENT;
  const daysAt = slotsAt + 4 * SLOTS;
  const binsAt = daysAt + 2 * dayCount;
  // All results equal: one bin (whatever the step, every result lands in bin 0).
  const { from, step, bins } = n && min !== max ? histogramStep(min, max) : { from: min, step: 1, bins: 1 };
  const lastBin = bins - 1;
  const acc = new Float64Array(binsAt + bins);
  let efficiencySum = 0;
  let takenSum = 0;
  // Imported bindings can be getters once compiled to CommonJS: read once, not per trade.
  const isWinner = winnerBit;
  const isLoser = loserBit;

  for (let i = 0; i < n; i++) {
    const pnl = pnls[i] as number;
    const mep = meps[i] as number;
    const men = mens[i] as number;
    const p = points[i] as number;
    const code = codes[i] as number;
    // MEP recorded (1), MEN recorded (2).
    const recorded = (code >> recordedShift) & 3;
    const win = isWinner(pnl, tol);
    const loss = isLoser(pnl, tol);
    const outcome = 1 + win - loss;
    const loser = loss & (recorded >> 1);
    // A divisor of 1 where the ratio is not taken keeps the unused term finite.
    const efficient = win & Number(mep > 0);
    const efficiency = (p / (mep * efficient + (1 - efficient))) * efficient;
    const took = loss & Number(men > 0);
    const taken = (Math.abs(p) / (men * took + (1 - took))) * took;
    efficiencySum += efficiency;
    takenSum += taken;
    // The instrument's sums (a trade has an efficiency or a MEN taken, never both: the other term is ±0), and
    // the count of its kind: the combination of the flags MEP recorded (1), MEN recorded (2), loser with a MEN
    // (4), efficiency taken (8), MEN taken (16), for its outcome.
    const j = INSTRUMENT * (instrument[i] as number);
    acc[j] = (acc[j] as number) + pnl;
    acc[j + 1] = (acc[j + 1] as number) + mep;
    acc[j + 2] = (acc[j + 2] as number) + men;
    acc[j + 3] = (acc[j + 3] as number) + men * loser;
    acc[j + 4 + took] = (acc[j + 4 + took] as number) + (efficiency + taken);
    const kind = j + 6 + KINDS * outcome + (recorded | (loser << 2) | (efficient << 3) | (took << 4));
    acc[kind] = (acc[kind] as number) + 1;
    const slot = slotsAt + 4 * (code & slotMask);
    acc[slot + outcome] = (acc[slot + outcome] as number) + 1;
    acc[slot + 3] = (acc[slot + 3] as number) + pnl;
    const d = daysAt + 2 * (day[i] as number);
    acc[d] = (acc[d] as number) + 1;
    acc[d + 1] = (acc[d + 1] as number) + pnl;
    // pnl ≥ from, so truncating (| 0) is flooring (histogramOfColumn's expression).
    const bin = binsAt + Math.min(lastBin, ((pnl - from) / step) | 0);
    acc[bin] = (acc[bin] as number) + 1;
  }

  // The weekday, hour, side and emotion codes' totals: the slots added up, or taken again in trade order.
  let byCode: Float64Array;
  if (exact) {
    byCode = new Float64Array(4 * CODES);
    for (let slot = 0; slot < SLOTS; slot++) {
      const at = slotsAt + 4 * slot;
      if (!((acc[at] as number) + (acc[at + 1] as number) + (acc[at + 2] as number))) continue;
      for (const to of codesOf(slot))
        for (let f = 0; f < 4; f++)
          byCode[4 * to + f] = (byCode[4 * to + f] as number) + (acc[at + f] as number);
    }
  } else byCode = codeTotals(c, tol);

  /** A group's totals (its 3 counts by outcome and its P&L at `g` of `a`). */
  const totalsAt = (a: Float64Array, g: number) => {
    const losses = a[g] as number;
    const wins = a[g + 2] as number;
    return { trades: losses + (a[g + 1] as number) + wins, wins, losses, pnl: a[g + 3] as number };
  };
  /** How many of the trades at instrument offset j have any of the flags in `bits`. */
  const count = (j: number, bits: number) => {
    let sum = 0;
    for (let o = 0; o < 3; o++)
      for (let kind = 0; kind < KINDS; kind++)
        if (kind & bits) sum += acc[j + 6 + KINDS * o + kind] as number;
    return sum;
  };
  /** How many of the trades at instrument offset j have the outcome o. */
  const outcomes = (j: number, o: number) => {
    let sum = 0;
    for (let kind = 0; kind < KINDS; kind++) sum += acc[j + 6 + KINDS * o + kind] as number;
    return sum;
  };

  const byInstrument: Bucket[] = [];
  const excursionSums: [string, ExcursionSums][] = [];
  let efficiencyCount = 0;
  let takenCount = 0;
  for (let index = 0; index < k; index++) {
    const name = c.instruments[index] as string;
    const j = INSTRUMENT * index;
    const losses = outcomes(j, 0);
    const wins = outcomes(j, 2);
    const trades = losses + outcomes(j, 1) + wins;
    if (trades) byInstrument.push(toBucket(name, { trades, wins, losses, pnl: acc[j] as number }));
    efficiencyCount += count(j, 8);
    takenCount += count(j, 16);
    excursionSums.push([
      name,
      {
        trades: count(j, 3),
        mepSum: acc[j + 1] as number,
        mepCount: count(j, 1),
        menSum: acc[j + 2] as number,
        menCount: count(j, 2),
        loserMenSum: acc[j + 3] as number,
        loserMenCount: count(j, 4),
        efficiencySum: acc[j + 4] as number,
        efficiencyCount: count(j, 8),
        takenSum: acc[j + 5] as number,
        takenCount: count(j, 16),
      },
    ]);
  }

  // The distribution's slots (0–6 weekdays, HOUR + h, SIDE + side; NOWHERE stays empty).
  const slots = newSlots();
  const toSlot = (slot: number, at: number) => {
    const t = totalsAt(byCode, 4 * at);
    slots.trades[slot] = t.trades;
    slots.wins[slot] = t.wins;
    slots.losses[slot] = t.losses;
    slots.pnl[slot] = t.pnl;
  };
  for (let w = 0; w < 7; w++) toSlot(w, w);
  for (let h = 0; h < 24; h++) toSlot(HOUR + h, HOUR_CODE_AT + h);
  for (let side = 0; side < 2; side++) toSlot(SIDE + side, SIDE_CODE_AT + side);

  const emotions: EmotionAcc[] = EMOTIONS.map((_, e) => {
    const t = totalsAt(byCode, 4 * (EMOTION_CODE_AT + e));
    return { trades: t.trades, wins: t.wins, losses: t.losses, total: t.pnl };
  });

  const days: DayResult[] = [];
  for (let d = 0; d < dayCount; d++) {
    const trades = acc[daysAt + 2 * d] as number;
    if (trades) days.push({ date: c.days[d] as string, trades, pnl: acc[daysAt + 2 * d + 1] as number });
  }

  const histogram: HistogramBin[] = [];
  if (n && min === max) histogram.push({ from: min, to: max, count: n });
  else if (n)
    for (let b = 0; b < bins; b++)
      histogram.push({ from: from + b * step, to: from + (b + 1) * step, count: acc[binsAt + b] as number });

  return {
    byInstrument,
    slots,
    emotions,
    days,
    histogram,
    excursion: { efficiencySum, efficiencyCount, takenSum, takenCount, byInstrument: excursionSums },
  };
}

/** A slot's weekday, hour, side and emotion codes, as indices of groupsOf's per-code totals. */
const codesOf = (slot: number): number[] => [
  weekdayOfCode(slot),
  HOUR_CODE_AT + hourOfCode(slot),
  SIDE_CODE_AT + vendaOfCode(slot),
  EMOTION_CODE_AT + emotionOfCode(slot),
];

/** groupsOf's per-code totals taken in trade order (P&Ls whose sums depend on the order they are taken in). */
function codeTotals(c: TradeColumns, tol: number): Float64Array {
  const totals = new Float64Array(4 * CODES);
  // The code of each slot, looked up rather than decoded per trade.
  const codes = Array.from({ length: SLOTS }, (_, slot) => codesOf(slot));
  const isWinner = winnerBit;
  const isLoser = loserBit;
  for (let i = 0; i < c.length; i++) {
    const pnl = c.pnl[i] as number;
    const outcome = 1 + isWinner(pnl, tol) - isLoser(pnl, tol);
    for (const at of codes[(c.code[i] as number) & SLOT_MASK] as number[]) {
      totals[4 * at + outcome] = (totals[4 * at + outcome] as number) + 1;
      totals[4 * at + 3] = (totals[4 * at + 3] as number) + pnl;
    }
  }
  return totals;
}

/** Equity points kept per bucket and globally (equity.ts). */
const PER_BUCKET = 4;
const GLOBAL = 3;

/*
 * curvesOf's segments: the trades between two consecutive ends of either curve's buckets. Per segment, SEGMENT
 * numbers: its first and last trade's equity, drawdown and clean line, and the first trade (strictly) at each of
 * its extremes with the values the points need: highest and lowest equity, deepest drawdown (with the peak before
 * it), highest and lowest clean line.
 */
const FIRST_EQ = 0;
const FIRST_DD = 1;
const FIRST_CLEAN = 2;
const LAST_EQ = 3;
const LAST_DD = 4;
const LAST_CLEAN = 5;
const HIGH_I = 6; // highest equity: its trade, equity, drawdown, clean line
const HIGH = 7;
const HIGH_DD = 8;
const HIGH_CLEAN = 9;
const LOW_I = 10; // lowest equity
const LOW = 11;
const LOW_DD = 12;
const LOW_CLEAN = 13;
const DEEP_I = 14; // deepest drawdown: its trade, equity, drawdown, and the peak's trade and equity
const DEEP_EQ = 15;
const DEEP = 16;
const DEEP_PEAK_I = 17;
const DEEP_PEAK = 18;
const CLEAN_HIGH_I = 19; // highest clean line: its trade, clean line, equity
const CLEAN_HIGH = 20;
const CLEAN_HIGH_EQ = 21;
const CLEAN_LOW_I = 22; // lowest clean line
const CLEAN_LOW = 23;
const CLEAN_LOW_EQ = 24;
const SEGMENT = 25;

/**
 * The equity curve and the discipline curves. When both are downsampled (the long periods), one loop takes both
 * (the discipline curve's `all` is the equity): the trades are cut at every end of either curve's buckets, and a
 * tight loop per segment keeps its extremes; a bucket's (or the period's) extreme is then the first strictly
 * greater (or lower) of its segments', so the points and their values are those equityOfColumns and
 * disciplineCurve keep (columnar.test.ts compares them). Otherwise those functions run as they are.
 */
function curvesOf(
  pnl: Float64Array,
  codes: Uint16Array,
  n: number,
  at: (i: number) => number,
  maxPoints: number,
  withDiscipline: boolean,
): { equity: EquitySeries; discipline: DisciplineCost['curve'] } {
  const limit = Number.isFinite(maxPoints)
    ? Math.max(MIN_EQUITY_POINTS, Math.floor(maxPoints))
    : DEFAULT_MAX_EQUITY_POINTS;
  if (n <= limit || !withDiscipline || !Number.isFinite(maxPoints) || n <= maxPoints) {
    const broke = () => Uint8Array.from(codes, (code) => (code >> BROKE_SHIFT) & 1);
    return {
      equity: equityOfColumns(pnl, n, at, maxPoints),
      discipline: withDiscipline
        ? disciplineCurve(pnl, broke(), n, at, maxPoints)
        : { points: [], total: n, downsampled: false },
    };
  }

  // The equity's buckets (equityOfColumns) and the discipline's (disciplineCurve): bucket b of k is
  // [⌊b·n / k⌋, ⌊(b + 1)·n / k⌋), never empty (n > limit ≥ 4k). The segments end at both kinds of ends.
  const buckets = Math.floor((limit - GLOBAL) / PER_BUCKET);
  const dBuckets = Math.max(1, Math.floor((limit / 2 - 2) / 4));
  const end = (b: number, k: number) => Math.floor(((b + 1) * n) / k);
  const ends = new Int32Array(buckets + dBuckets);
  let segments = 0;
  for (let b = 0, d = 0; b < buckets || d < dBuckets;) {
    const e = b < buckets ? end(b, buckets) : n + 1;
    const f = d < dBuckets ? end(d, dBuckets) : n + 1;
    ends[segments++] = Math.min(e, f);
    if (e <= f) b++;
    if (f <= e) d++;
  }
  const seg = new Float64Array(SEGMENT * segments);
  const brokeShift = BROKE_SHIFT;

  let equity = 0;
  let clean = 0;
  let peak = 0;
  let peakI = -1;
  for (let s = 0, from = 0; s < segments; s++) {
    const to = ends[s] as number;
    let p = pnl[from] as number;
    equity += p;
    // p or ±0 (a sum that started at +0 stays as it was).
    clean += p * (1 - (((codes[from] as number) >> brokeShift) & 1));
    if (equity > peak) {
      peak = equity;
      peakI = from;
    }
    let drawdown = equity - peak;
    const g = SEGMENT * s;
    seg[g + FIRST_EQ] = equity;
    seg[g + FIRST_DD] = drawdown;
    seg[g + FIRST_CLEAN] = clean;
    let highI = from;
    let high = equity;
    let highDd = drawdown;
    let highClean = clean;
    let lowI = from;
    let low = equity;
    let lowDd = drawdown;
    let lowClean = clean;
    let deepI = from;
    let deepEq = equity;
    let deep = drawdown;
    let deepPeakI = peakI;
    let deepPeak = peak;
    let cleanHighI = from;
    let cleanHigh = clean;
    let cleanHighEq = equity;
    let cleanLowI = from;
    let cleanLow = clean;
    let cleanLowEq = equity;
    for (let i = from + 1; i < to; i++) {
      p = pnl[i] as number;
      equity += p;
      clean += p * (1 - (((codes[i] as number) >> brokeShift) & 1));
      // The peak is at least the segment's highest equity so far: a new peak is a new high of the segment.
      if (equity > high) {
        if (equity > peak) {
          peak = equity;
          peakI = i;
        }
        highI = i;
        high = equity;
        highDd = equity - peak;
        highClean = clean;
      }
      drawdown = equity - peak;
      if (equity < low) {
        lowI = i;
        low = equity;
        lowDd = drawdown;
        lowClean = clean;
      }
      if (drawdown < deep) {
        deepI = i;
        deepEq = equity;
        deep = drawdown;
        deepPeakI = peakI;
        deepPeak = peak;
      }
      if (clean > cleanHigh) {
        cleanHighI = i;
        cleanHigh = clean;
        cleanHighEq = equity;
      }
      if (clean < cleanLow) {
        cleanLowI = i;
        cleanLow = clean;
        cleanLowEq = equity;
      }
    }
    seg[g + LAST_EQ] = equity;
    seg[g + LAST_DD] = drawdown;
    seg[g + LAST_CLEAN] = clean;
    seg[g + HIGH_I] = highI;
    seg[g + HIGH] = high;
    seg[g + HIGH_DD] = highDd;
    seg[g + HIGH_CLEAN] = highClean;
    seg[g + LOW_I] = lowI;
    seg[g + LOW] = low;
    seg[g + LOW_DD] = lowDd;
    seg[g + LOW_CLEAN] = lowClean;
    seg[g + DEEP_I] = deepI;
    seg[g + DEEP_EQ] = deepEq;
    seg[g + DEEP] = deep;
    seg[g + DEEP_PEAK_I] = deepPeakI;
    seg[g + DEEP_PEAK] = deepPeak;
    seg[g + CLEAN_HIGH_I] = cleanHighI;
    seg[g + CLEAN_HIGH] = cleanHigh;
    seg[g + CLEAN_HIGH_EQ] = cleanHighEq;
    seg[g + CLEAN_LOW_I] = cleanLowI;
    seg[g + CLEAN_LOW] = cleanLow;
    seg[g + CLEAN_LOW_EQ] = cleanLowEq;
    from = to;
  }

  /** The offset in `seg` of the segment of [from, to) with the highest value at `field` (the first of equal ones). */
  const highest = (from: number, to: number, field: number) => {
    let best = SEGMENT * from;
    for (let g = best + SEGMENT; g < SEGMENT * to; g += SEGMENT)
      if ((seg[g + field] as number) > (seg[best + field] as number)) best = g;
    return best;
  };
  /** The same with the lowest value. */
  const lowest = (from: number, to: number, field: number) => {
    let best = SEGMENT * from;
    for (let g = best + SEGMENT; g < SEGMENT * to; g += SEGMENT)
      if ((seg[g + field] as number) < (seg[best + field] as number)) best = g;
    return best;
  };
  /** The segment after the last one of the bucket that ends at `to` (its first segment is `from`). */
  const segmentsTo = (from: number, to: number) => {
    let s = from;
    while ((ends[s] as number) < to) s++;
    return s + 1;
  };
  const get = (g: number, field: number) => seg[g + field] as number;

  const points: EquityPoint[] = [];
  const point = (i: number, equity: number, drawdown: number) =>
    points.push({ i, t: at(i), equity, drawdown });
  for (let b = 0, s = 0, from = 0; b < buckets; b++) {
    const to = end(b, buckets);
    const next = segmentsTo(s, to);
    const first = SEGMENT * s;
    const last = SEGMENT * (next - 1);
    const high = highest(s, next, HIGH);
    const deep = lowest(s, next, DEEP);
    point(from, get(first, FIRST_EQ), get(first, FIRST_DD));
    point(get(high, HIGH_I), get(high, HIGH), get(high, HIGH_DD));
    point(get(deep, DEEP_I), get(deep, DEEP_EQ), get(deep, DEEP));
    point(to - 1, get(last, LAST_EQ), get(last, LAST_DD));
    s = next;
    from = to;
  }
  // The period's highest and lowest equity and the peak before its deepest drawdown (if below 0 and after a peak).
  const high = highest(0, segments, HIGH);
  point(get(high, HIGH_I), get(high, HIGH), get(high, HIGH_DD));
  const low = lowest(0, segments, LOW);
  point(get(low, LOW_I), get(low, LOW), get(low, LOW_DD));
  const deep = lowest(0, segments, DEEP);
  if (get(deep, DEEP) < 0 && get(deep, DEEP_PEAK_I) >= 0)
    point(get(deep, DEEP_PEAK_I), get(deep, DEEP_PEAK), 0);
  // As equityOfColumns: in trade order, once each (points of the same trade have the same values).
  points.sort((a, b) => a.i - b.i);
  let kept = 0;
  for (let k = 0; k < points.length; k++) {
    const p = points[k] as EquityPoint;
    if (kept > 0 && (points[kept - 1] as EquityPoint).i === p.i) continue;
    points[kept++] = p;
  }
  points.length = kept;

  // Each discipline bucket's first and last points and each line's highest and lowest, in trade order: the
  // buckets are consecutive, so sorting each one's few points keeps the list sorted (as disciplineCurve).
  const dPoints: DisciplinePoint[] = [];
  const chosen: DisciplinePoint[] = [];
  const choose = (i: number, all: number, clean: number) => chosen.push({ i, t: 0, all, clean });
  for (let b = 0, s = 0, from = 0; b < dBuckets; b++) {
    const to = end(b, dBuckets);
    const next = segmentsTo(s, to);
    const first = SEGMENT * s;
    const last = SEGMENT * (next - 1);
    const high = highest(s, next, HIGH);
    const low = lowest(s, next, LOW);
    const cleanHigh = highest(s, next, CLEAN_HIGH);
    const cleanLow = lowest(s, next, CLEAN_LOW);
    chosen.length = 0;
    choose(from, get(first, FIRST_EQ), get(first, FIRST_CLEAN));
    choose(to - 1, get(last, LAST_EQ), get(last, LAST_CLEAN));
    choose(get(high, HIGH_I), get(high, HIGH), get(high, HIGH_CLEAN));
    choose(get(low, LOW_I), get(low, LOW), get(low, LOW_CLEAN));
    choose(get(cleanHigh, CLEAN_HIGH_I), get(cleanHigh, CLEAN_HIGH_EQ), get(cleanHigh, CLEAN_HIGH));
    choose(get(cleanLow, CLEAN_LOW_I), get(cleanLow, CLEAN_LOW_EQ), get(cleanLow, CLEAN_LOW));
    chosen.sort((x, y) => x.i - y.i);
    for (const c of chosen) {
      if (dPoints.length && (dPoints[dPoints.length - 1] as DisciplinePoint).i === c.i) continue;
      dPoints.push({ i: c.i, t: at(c.i), all: c.all, clean: c.clean });
    }
    s = next;
    from = to;
  }
  return {
    equity: { points, total: n, downsampled: true },
    discipline: { points: dPoints, total: n, downsampled: true },
  };
}

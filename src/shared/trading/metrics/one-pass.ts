import type { DayResult, MetricTrade } from '../dashboard-contract';
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
} from './distribution';
import { EMOTION_INDEX, type EmotionAcc, type EmotionAnalysis, emotionRows } from './emotion-analysis';
import { equityOfColumns, type EquitySeries } from './equity';
import { emptyExcursionSums, type ExcursionSums, excursionRows } from './excursion';
import { R_BIN_EDGES } from './r-multiples';
import { EMOTIONS } from '../emotions';
import type { DisciplineCost, Metrics, RBin } from '../dashboard-contract';

/** An instrument's distribution totals and its excursion sums (`trades` there: trades with a MEP or MEN). */
interface InstrumentAcc extends ExcursionSums {
  key: string;
  all: number;
  wins: number;
  losses: number;
  pnl: number;
}

const instrumentAcc = (key: string): InstrumentAcc => ({
  key,
  all: 0,
  wins: 0,
  losses: 0,
  pnl: 0,
  ...emptyExcursionSums(),
});

export interface OnePassFigures {
  metrics: Metrics;
  emotions: EmotionAnalysis;
  r: { bins: RBin[]; excluded: number };
  equity: EquitySeries;
  distribution: Distribution;
  excursion: ReturnType<typeof excursionRows>;
  discipline: DisciplineCost;
}

/**
 * Every figure of the dashboard but the insights in ONE pass over the trade objects. At 1M trades each pass over
 * the objects costs ~20 ms of memory traffic (they are ~150 bytes apiece, scattered on the heap), and the separate
 * functions (computeMetrics, distribution, equityCurve, …) made seven of them: this one reads each trade once,
 * keeps the running totals of all of them, and puts the P&L (and rule break) of each trade of the currency in a
 * typed column for what needs a second look — the equity curves (their downsampling needs the count first) and the
 * histogram (its bins need the min and max first). Every sum is taken in the same order as in the separate
 * functions, so every figure is the same to the last bit (one-pass.test.ts checks it on random periods).
 */
export function onePass(
  trades: readonly MetricTrade[],
  opts: {
    currency: Currency;
    startingCapital: number;
    breakevenTolerance: number;
    maxEquityPoints: number;
  },
): OnePassFigures {
  const currency = opts.currency;
  const tol = tolerance(opts.breakevenTolerance);
  const capital = Number.isFinite(opts.startingCapital) ? opts.startingCapital : 0;
  const length = trades.length;
  // Imported bindings can be getters once compiled to CommonJS (tsx, bundles): read each once, not per trade.
  const hourSlot = HOUR;
  const sideSlot = SIDE;
  const nowhere = NOWHERE;
  const edges = R_BIN_EDGES;
  const edgeCount = edges.length;
  const emotionIndex = EMOTION_INDEX;

  // Columns of the currency's trades, in trade order. `from[i]` is the i-th one's index in `trades`, kept only
  // once a trade of another currency is skipped (until then it is i).
  const pnls = new Float64Array(length);
  const broke = new Uint8Array(length);
  let from: Int32Array | null = null;

  // computeMetrics' totals.
  let n = 0;
  let winners = 0;
  let losers = 0;
  let breakevens = 0;
  let totalPnl = 0;
  let grossProfit = 0;
  let grossLoss = 0;
  let totalCosts = 0;
  let largestWin = 0;
  let largestLoss = 0;
  let run = 0;
  let longestWin = 0;
  let longestLoss = 0;
  let equity = 0;
  let peak = 0;
  let maxDrawdown = 0;
  let maxDrawdownPct = 0;
  let epochFall = 0;
  let efficiencySum = 0;
  let efficiencyCount = 0;
  let takenSum = 0;
  let takenCount = 0;
  let rSum = 0;
  let rCount = 0;

  // rDistribution, disciplineCost, emotionAnalysis.
  const rCounts = new Array<number>(R_BIN_EDGES.length + 1).fill(0);
  let rExcluded = 0;
  let brokenTrades = 0;
  let brokenPnl = 0;
  const emotions: EmotionAcc[] = EMOTIONS.map(() => ({ trades: 0, wins: 0, losses: 0, total: 0 }));

  // distribution and excursionByInstrument.
  const slots = newSlots();
  const slotTrades = slots.trades;
  const slotWins = slots.wins;
  const slotLosses = slots.losses;
  const slotPnl = slots.pnl;
  const instruments = new Map<string, InstrumentAcc>();
  const instrumentList: InstrumentAcc[] = [];
  const days = new Map<string, DayResult>();
  let lastDay: DayResult | undefined;
  let min = Infinity;
  let max = -Infinity;

  for (let k = 0; k < length; k++) {
    const t = trades[k] as MetricTrade;
    if (t.currency !== currency) {
      if (!from) {
        from = new Int32Array(length);
        for (let j = 0; j < n; j++) from[j] = j;
      }
      continue;
    }
    const pnl = t.pnl;
    pnls[n] = pnl;
    if (from) from[n] = k;
    if (t.broke) {
      broke[n] = 1;
      brokenTrades++;
      brokenPnl += pnl;
    }
    n++;
    totalPnl += pnl;
    totalCosts += t.costs;
    if (pnl < min) min = pnl;
    if (pnl > max) max = pnl;
    const mep = t.mep;
    const men = t.men;
    const points = t.points;

    // Traders use a handful of instruments: a short list searched in order beats a Map lookup per trade.
    const name = t.instrument;
    let instrument: InstrumentAcc | undefined;
    for (let j = 0; j < instrumentList.length; j++) {
      const candidate = instrumentList[j] as InstrumentAcc;
      if (candidate.key === name) {
        instrument = candidate;
        break;
      }
    }
    if (!instrument) {
      instrument = instruments.get(name);
      if (!instrument) instruments.set(name, (instrument = instrumentAcc(name)));
      if (instrumentList.length < 8) instrumentList.push(instrument);
    }
    instrument.all++;
    instrument.pnl += pnl;
    const excursion = mep !== null || men !== null;
    if (excursion) {
      instrument.trades++;
      if (mep !== null) {
        instrument.mepSum += mep;
        instrument.mepCount++;
      }
      if (men !== null) {
        instrument.menSum += men;
        instrument.menCount++;
      }
    }

    // A weekday or hour out of range (never sent by the server) lands in a slot no bucket reads.
    const weekday = t.weekday >= 0 && t.weekday < 7 ? t.weekday : nowhere;
    const hour = t.hour >= 0 && t.hour < 24 ? hourSlot + t.hour : nowhere;
    const side = sideSlot + (t.side === 'venda' ? 1 : 0);
    slotTrades[weekday] = (slotTrades[weekday] as number) + 1;
    slotTrades[hour] = (slotTrades[hour] as number) + 1;
    slotTrades[side] = (slotTrades[side] as number) + 1;
    slotPnl[weekday] = (slotPnl[weekday] as number) + pnl;
    slotPnl[hour] = (slotPnl[hour] as number) + pnl;
    slotPnl[side] = (slotPnl[side] as number) + pnl;

    const emotion = t.emotion;
    const index = emotion === null ? undefined : emotionIndex.get(emotion);
    const feeling = index === undefined ? undefined : emotions[index];
    if (feeling) {
      feeling.trades++;
      feeling.total += pnl;
    }

    if (pnl > tol) {
      winners++;
      grossProfit += pnl;
      if (winners === 1 || pnl > largestWin) largestWin = pnl;
      run = run > 0 ? run + 1 : 1;
      if (run > longestWin) longestWin = run;
      if (mep !== null && mep > 0) {
        const efficiency = points / mep;
        efficiencySum += efficiency;
        efficiencyCount++;
        instrument.efficiencySum += efficiency;
        instrument.efficiencyCount++;
      }
      slotWins[weekday] = (slotWins[weekday] as number) + 1;
      slotWins[hour] = (slotWins[hour] as number) + 1;
      slotWins[side] = (slotWins[side] as number) + 1;
      instrument.wins++;
      if (feeling) feeling.wins++;
    } else if (pnl < -tol) {
      losers++;
      grossLoss += pnl;
      if (losers === 1 || pnl < largestLoss) largestLoss = pnl;
      run = run < 0 ? run - 1 : -1;
      if (-run > longestLoss) longestLoss = -run;
      if (men !== null) {
        instrument.loserMenSum += men;
        instrument.loserMenCount++;
        if (men > 0) {
          const taken = Math.abs(points) / men;
          takenSum += taken;
          takenCount++;
          instrument.takenSum += taken;
          instrument.takenCount++;
        }
      }
      slotLosses[weekday] = (slotLosses[weekday] as number) + 1;
      slotLosses[hour] = (slotLosses[hour] as number) + 1;
      slotLosses[side] = (slotLosses[side] as number) + 1;
      instrument.losses++;
      if (feeling) feeling.losses++;
    } else {
      breakevens++;
      run = 0;
    }

    const risk = t.risk;
    if (risk !== null && risk > 0) {
      const r = pnl / risk;
      rSum += r;
      rCount++;
      let bin = 0;
      while (bin < edgeCount && r >= (edges[bin] as number)) bin++;
      rCounts[bin] = (rCounts[bin] as number) + 1;
    } else {
      rExcluded++;
    }

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

    const date = t.date;
    if (!lastDay || lastDay.date !== date) {
      lastDay = days.get(date);
      if (!lastDay) days.set(date, (lastDay = { date, trades: 0, pnl: 0 }));
    }
    lastDay.trades++;
    lastDay.pnl += pnl;
  }
  if (epochFall > 0) {
    const pct = epochFall / (capital + peak);
    if (pct > maxDrawdownPct) maxDrawdownPct = pct;
  }

  const metrics = metricsOf(currency, capital, {
    total: n,
    winners,
    losers,
    breakevens,
    totalPnl,
    grossProfit,
    grossLoss,
    totalCosts,
    largestWin,
    largestLoss,
    run,
    longestWin,
    longestLoss,
    maxDrawdown,
    maxDrawdownPct,
    efficiencySum,
    efficiencyCount,
    takenSum,
    takenCount,
    rSum,
    rCount,
  });

  const index = from;
  const at = index
    ? (i: number) => (trades[index[i] as number] as MetricTrade).openedAt
    : (i: number) => (trades[i] as MetricTrade).openedAt;
  const byInstrument = [...instruments.values()];
  return {
    metrics,
    emotions: emotionRows(emotions),
    r: {
      bins: rCounts.map((count, bin) => ({
        from: bin === 0 ? null : (R_BIN_EDGES[bin - 1] as number),
        to: bin === R_BIN_EDGES.length ? null : (R_BIN_EDGES[bin] as number),
        count,
      })),
      excluded: rExcluded,
    },
    equity: equityOfColumns(pnls, n, at, opts.maxEquityPoints),
    distribution: distributionOf(
      slots,
      byInstrument.map((a) => toBucket(a.key, { trades: a.all, wins: a.wins, losses: a.losses, pnl: a.pnl })),
      n ? histogramOfColumn(pnls, n, min, max) : [],
      [...days.values()],
    ),
    excursion: excursionRows(byInstrument.map((a) => [a.key, a] as [string, ExcursionSums])),
    discipline: {
      brokenTrades,
      brokenPnl,
      totalPnl,
      cleanPnl: totalPnl - brokenPnl,
      curve: brokenTrades
        ? disciplineCurve(pnls, broke, n, at, opts.maxEquityPoints)
        : { points: [], total: n, downsampled: false },
    },
  };
}

import type { DashboardData, EmotionRow, MetricTrade } from '../dashboard-contract';
import { EMOTION_GROUPS, EMOTIONS, type Emotion, type EmotionGroup, emotionGroup } from '../emotions';
import { classify, type Currency, tolerance } from './compute';

export type EmotionAnalysis = DashboardData['emotions'];

/** Running totals of one emotion (in EMOTIONS order). */
export interface EmotionAcc {
  trades: number;
  wins: number;
  losses: number;
  total: number;
}

const GROUPS = Object.keys(EMOTION_GROUPS) as EmotionGroup[];
export const EMOTION_INDEX = new Map<string, number>(EMOTIONS.map((e, k) => [e, k]));

const row = (key: Emotion | EmotionGroup, a: EmotionAcc): EmotionRow => ({
  key,
  trades: a.trades,
  wins: a.wins,
  winRate: a.wins + a.losses ? a.wins / (a.wins + a.losses) : null,
  total: a.total,
  average: a.trades ? a.total / a.trades : null,
});

/**
 * For each of the 8 emotions (in EMOTIONS order, even without trades) and each group (positivo, neutro, negativo):
 * trades, winners, win rate (breakevens out of the denominator), total and average P&L. Trades without an emotion
 * are in no row. `costliest` is the emotion with the most negative total (the first in EMOTIONS order on a tie),
 * null when no emotion has a negative total.
 */
export function emotionAnalysis(
  trades: readonly MetricTrade[],
  currency: Currency,
  breakevenTolerance: number,
): EmotionAnalysis {
  const tol = tolerance(breakevenTolerance);
  const accs: EmotionAcc[] = EMOTIONS.map(() => ({ trades: 0, wins: 0, losses: 0, total: 0 }));
  for (let k = 0; k < trades.length; k++) {
    const t = trades[k] as MetricTrade;
    if (t.emotion === null || t.currency !== currency) continue;
    const index = EMOTION_INDEX.get(t.emotion);
    if (index === undefined) continue;
    const a = accs[index] as EmotionAcc;
    a.trades++;
    a.total += t.pnl;
    const kind = classify(t.pnl, tol);
    if (kind === 1) a.wins++;
    else if (kind === -1) a.losses++;
  }

  return emotionRows(accs);
}

/** The rows, the groups and the costliest emotion from the totals of each emotion (in EMOTIONS order). */
export function emotionRows(accs: readonly EmotionAcc[]): EmotionAnalysis {
  const byEmotion = EMOTIONS.map((e, k) => row(e, accs[k] as EmotionAcc));
  const byGroup = GROUPS.map((g) => {
    const sum: EmotionAcc = { trades: 0, wins: 0, losses: 0, total: 0 };
    EMOTIONS.forEach((e, k) => {
      if (emotionGroup(e) !== g) return;
      const a = accs[k] as EmotionAcc;
      sum.trades += a.trades;
      sum.wins += a.wins;
      sum.losses += a.losses;
      sum.total += a.total;
    });
    return row(g, sum);
  });

  let costliest: EmotionAnalysis['costliest'] = null;
  EMOTIONS.forEach((e, k) => {
    const total = (accs[k] as EmotionAcc).total;
    if (total < 0 && (!costliest || total < costliest.total)) costliest = { key: e, total };
  });
  return { byEmotion, byGroup, costliest };
}

import type { EmotionAnalysis } from './emotion-analysis';
import type { Insight, Metrics } from '../dashboard-contract';
import { dashboardText } from '../../i18n/dashboard';
import { formatCents, formatPercent, formatPercentBrief, formatRatio, formatThreshold } from '../../format';
import { signedDrawdown } from './drawdown';

/** The spec's thresholds (docs/metrics.md, "Insights"). */
export const INSIGHT_THRESHOLDS = {
  winRateTarget: 0.6,
  profitFactorExcellent: 1.25,
  payoffGood: 1.0,
  payoffExcellent: 1.5,
  /** |current streak| from which the streak gets an insight. */
  streak: 3,
} as const;

const T = INSIGHT_THRESHOLDS;

/**
 * Portuguese insights, each stating the figure it rests on. None without trades (the page shows its empty state);
 * an insight whose figure is undefined (e.g. pay-off without losses) is left out.
 */
export function insights(metrics: Metrics, emotions: EmotionAnalysis): Insight[] {
  if (metrics.totalTrades === 0) return [];
  const money = (cents: number) => formatCents(cents, metrics.currency);
  const out: Insight[] = [];
  const target = formatPercentBrief(T.winRateTarget);

  const { winRate } = metrics;
  if (winRate !== null) {
    out.push(
      winRate >= T.winRateTarget
        ? {
            id: 'win-rate',
            tone: 'good',
            text: `Sua taxa de acerto é ${formatPercent(winRate)}, ${winRate > T.winRateTarget ? 'acima da' : 'na'} meta de ${target}.`,
          }
        : {
            id: 'win-rate',
            tone: 'warn',
            text: `Sua taxa de acerto é ${formatPercent(winRate)}, abaixo da meta de ${target}.`,
          },
    );
  }

  const excellentPf = formatThreshold(T.profitFactorExcellent);
  if (metrics.profitFactorInfinite) {
    out.push({
      id: 'profit-factor',
      tone: 'good',
      text: `Nenhum trade perdedor no período: o fator de lucro é infinito (∞), acima de ${excellentPf}.`,
    });
  } else if (metrics.profitFactor !== null) {
    const pf = metrics.profitFactor;
    const figure = formatRatio(pf);
    out.push(
      pf > T.profitFactorExcellent
        ? {
            id: 'profit-factor',
            tone: 'good',
            text: `Seu fator de lucro é ${figure}, excelente (acima de ${excellentPf}).`,
          }
        : pf >= 1
          ? {
              id: 'profit-factor',
              tone: 'info',
              text: `Seu fator de lucro é ${figure}: os ganhos cobrem as perdas, mas ainda abaixo de ${excellentPf}, o nível excelente.`,
            }
          : {
              id: 'profit-factor',
              tone: 'warn',
              text: `Seu fator de lucro é ${figure}, abaixo de 1: as perdas superaram os ganhos no período.`,
            },
    );
  }

  if (metrics.payoff !== null) {
    const p = metrics.payoff;
    const figure = formatRatio(p);
    out.push(
      p > T.payoffExcellent
        ? {
            id: 'payoff',
            tone: 'good',
            text: `Seu pay-off é ${figure}, excelente (acima de ${formatThreshold(T.payoffExcellent)}): o ganho médio supera bem a perda média.`,
          }
        : p > T.payoffGood
          ? {
              id: 'payoff',
              tone: 'good',
              text: `Seu pay-off é ${figure}, bom (acima de ${formatThreshold(T.payoffGood)}); acima de ${formatThreshold(T.payoffExcellent)} seria excelente.`,
            }
          : {
              id: 'payoff',
              tone: 'warn',
              text: `Seu pay-off é ${figure}: o ganho médio não supera a perda média (bom é acima de ${formatThreshold(T.payoffGood)}).`,
            },
    );
  }

  const { expectancy } = metrics;
  if (expectancy !== null && expectancy !== 0) {
    const figure = money(Math.round(expectancy));
    out.push(
      expectancy > 0
        ? { id: 'expectancy', tone: 'good', text: `Sua expectativa é de ${figure} por trade.` }
        : {
            id: 'expectancy',
            tone: 'warn',
            text: `Sua expectativa é negativa: ${figure} por trade.`,
          },
    );
  }

  const costliest = emotions.costliest;
  if (costliest) {
    const row = emotions.byEmotion.find((r) => r.key === costliest.key);
    const count = row ? ` (${row.trades} ${row.trades === 1 ? 'trade' : 'trades'})` : '';
    out.push({
      id: 'costliest-emotion',
      tone: 'warn',
      text: `Trades com emoção '${costliest.key}' custaram ${money(-costliest.total)} no período${count}.`,
    });
  }

  if (metrics.maxDrawdown > 0) {
    // The same sign and words as the drawdown card: '-R$ 500,00', '-5,0% do capital no pico'.
    const pct =
      metrics.maxDrawdownPct !== null
        ? ` (${dashboardText.metrics.maxDrawdownSub(formatPercent(signedDrawdown(metrics.maxDrawdownPct)))})`
        : '';
    out.push({
      id: 'drawdown',
      tone: 'info',
      text: `Seu drawdown máximo no período foi de ${money(signedDrawdown(metrics.maxDrawdown))}${pct}.`,
    });
  }

  const streak = metrics.currentStreak;
  if (streak <= -T.streak) {
    out.push({
      id: 'streak',
      tone: 'warn',
      text: `Você está em uma sequência de ${-streak} perdas seguidas: considere uma pausa antes do próximo trade.`,
    });
  } else if (streak >= T.streak) {
    out.push({
      id: 'streak',
      tone: 'good',
      text: `Você está em uma sequência de ${streak} ganhos seguidos.`,
    });
  }
  return out;
}

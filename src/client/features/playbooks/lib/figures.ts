import { money, type MoneyCurrency, percent, ratio } from '@/shared/format';
import { rMultipleText } from '@/shared/i18n/rule-breaks';
import { playbooksText } from '@/shared/i18n/playbooks';
import type { FigureSet } from '@/shared/playbooks/contract';

const S = playbooksText.stats;

/** The columns of a figure set, in the order the cards and the criterion table show them. */
export const FIGURE_KEYS = ['winRate', 'expectancy', 'payoff', 'averageR', 'profitFactor'] as const;
export type FigureKey = (typeof FIGURE_KEYS)[number];

export const FIGURE_LABELS: Record<FigureKey | 'trades' | 'totalPnl', string> = {
  trades: S.trades,
  totalPnl: S.totalPnl,
  winRate: S.winRate,
  expectancy: S.expectancy,
  payoff: S.payoff,
  averageR: S.averageR,
  profitFactor: S.profitFactor,
};

/** One figure of a set as text ('62,5%', 'R$ 120,00', '1,85', '0,42 R', '∞'); '—' when there is none. */
export function formatFigure(key: FigureKey | 'totalPnl', set: FigureSet, currency: MoneyCurrency): string {
  switch (key) {
    case 'winRate':
      return percent(set.winRate);
    case 'expectancy':
      return set.expectancy === null ? S.none : money(Math.round(set.expectancy), currency);
    case 'totalPnl':
      return money(set.totalPnl, currency);
    case 'payoff':
      return ratio(set.payoff);
    case 'averageR':
      return set.averageR === null ? S.none : rMultipleText.card.value(ratio(set.averageR));
    case 'profitFactor':
      return set.profitFactorInfinite ? S.infinite : ratio(set.profitFactor);
  }
}

/** The sign of a figure, for its colour: money and R by their sign; rates and ratios stay neutral. */
export function figureSign(key: FigureKey | 'totalPnl', set: FigureSet): number {
  if (key === 'expectancy') return set.expectancy ?? 0;
  if (key === 'totalPnl') return set.totalPnl;
  if (key === 'averageR') return set.averageR ?? 0;
  return 0;
}

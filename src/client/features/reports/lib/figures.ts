import { formatOneDecimal, money, type MoneyCurrency, percent, ratio } from '@/shared/format';
import { reportsText } from '@/shared/i18n/reports';
import type { ReportMetrics } from '@/shared/reports/contract';
import { signedDrawdown } from '@/shared/trading/metrics/drawdown';

const C = reportsText.change;

/** The figures a report shows, each with how it reads and which way is better. */
export type FigureKey =
  | 'netPnl'
  | 'trades'
  | 'winRate'
  | 'profitFactor'
  | 'expectancy'
  | 'payoff'
  | 'averageR'
  | 'maxDrawdown'
  | 'ruleBreaks'
  | 'challengeDaysPassed'
  | 'challengeDaysFailed'
  | 'tradingDays'
  | 'costs';

type Kind = 'money' | 'count' | 'percent' | 'ratio';
/** 'up': a rise is good; 'down': a rise is bad (drawdown, rule breaks); null: neither (more trades is no merit). */
type Better = 'up' | 'down' | null;

const FIGURES: Record<FigureKey, { kind: Kind; better: Better }> = {
  netPnl: { kind: 'money', better: 'up' },
  trades: { kind: 'count', better: null },
  winRate: { kind: 'percent', better: 'up' },
  profitFactor: { kind: 'ratio', better: 'up' },
  expectancy: { kind: 'money', better: 'up' },
  payoff: { kind: 'ratio', better: 'up' },
  averageR: { kind: 'ratio', better: 'up' },
  maxDrawdown: { kind: 'money', better: 'down' },
  ruleBreaks: { kind: 'count', better: 'down' },
  challengeDaysPassed: { kind: 'count', better: 'up' },
  challengeDaysFailed: { kind: 'count', better: 'down' },
  tradingDays: { kind: 'count', better: null },
  costs: { kind: 'money', better: null },
};

/** The figure as a number to compare; null when undefined (no decided trade, no loss for the profit factor). */
export function figureValue(m: ReportMetrics, key: FigureKey): number | null {
  switch (key) {
    case 'netPnl':
      return m.netPnl;
    case 'profitFactor':
      return m.profitFactorInfinite ? null : m.profitFactor;
    default:
      return m[key];
  }
}

/** The figure as shown: 'R$ 1.234,56', '54,2%', '1,85', '∞' (profit factor without a loss), '—' when undefined. */
export function formatFigure(m: ReportMetrics, key: FigureKey, currency: MoneyCurrency): string {
  if (key === 'profitFactor' && m.profitFactorInfinite) return '∞';
  // A drawdown is a loss: written negative everywhere (the dashboard's card, the PDF).
  if (key === 'maxDrawdown') return money(signedDrawdown(m.maxDrawdown), currency);
  const value = figureValue(m, key);
  if (value === null) return '—';
  switch (FIGURES[key].kind) {
    case 'money':
      return money(value, currency);
    case 'percent':
      return percent(value);
    case 'ratio':
      return ratio(value);
    case 'count':
      return String(value);
  }
}

export interface Change {
  direction: 'up' | 'down' | 'same';
  /** '▲ +R$ 120,00', '▼ -5,0 p.p.', '= 0': the arrow and the signed figure, so it never rests on colour. */
  text: string;
  /** For screen readers: '(subiu, melhor, em relação ao anterior)'. */
  srText: string;
  tone: 'good' | 'bad' | 'neutral';
}

/** The change of a figure against the one before; null when either side is undefined (shown as '—'). */
export function changeOf(
  current: ReportMetrics,
  previous: ReportMetrics | null,
  key: FigureKey,
  currency: MoneyCurrency,
): Change | null {
  if (!previous) return null;
  const now = figureValue(current, key);
  const before = figureValue(previous, key);
  if (now === null || before === null) return null;
  const { kind, better } = FIGURES[key];
  // Compare what is shown: a change that rounds to nothing is no change.
  let delta = now - before;
  let figure: string;
  if (kind === 'money') {
    delta = Math.round(delta);
    figure = money(Math.abs(delta), currency);
  } else if (kind === 'percent') {
    delta = Math.round(delta * 1000) / 10;
    figure = C.points(formatOneDecimal(Math.abs(delta)));
  } else if (kind === 'ratio') {
    delta = Math.round(delta * 100) / 100;
    figure = ratio(Math.abs(delta));
  } else figure = String(Math.abs(delta));

  if (delta === 0) return { direction: 'same', text: `= ${figure}`, srText: `(${C.same})`, tone: 'neutral' };
  const up = delta > 0;
  const good = better === null ? null : (better === 'up') === up;
  const verdict = good === null ? null : good ? C.better : C.worse;
  return {
    direction: up ? 'up' : 'down',
    text: `${up ? '▲ +' : '▼ -'}${figure}`,
    srText: C.sr(up ? C.up : C.down, verdict),
    tone: good === null ? 'neutral' : good ? 'good' : 'bad',
  };
}

export const changeTone = {
  good: 'text-emerald-700',
  bad: 'text-red-700',
  neutral: 'text-slate-600',
} as const;

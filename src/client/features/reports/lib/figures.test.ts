import { describe, expect, it } from 'vitest';
import { changeOf, formatFigure } from './figures';
import { metricsOf } from './report-fixture';

// Intl writes a no-break space after the currency symbol.
const nb = (s: string) => s.replace(/\u00a0/g, ' ');

describe('a figure and its change against the one before', () => {
  it('writes money, rates and ratios the pt-BR way, the drawdown negative and "—" when undefined', () => {
    const m = metricsOf({ netPnl: 123_456, winRate: 0.625, averageR: null, maxDrawdown: 20_000 });
    expect(nb(formatFigure(m, 'netPnl', 'BRL'))).toBe('R$ 1.234,56');
    expect(formatFigure(m, 'winRate', 'BRL')).toBe('62,5%');
    expect(formatFigure(m, 'profitFactor', 'BRL')).toBe('1,50');
    expect(formatFigure(m, 'averageR', 'BRL')).toBe('—');
    expect(nb(formatFigure(m, 'maxDrawdown', 'USD'))).toBe('-US$ 200,00');
    expect(
      formatFigure(metricsOf({ profitFactor: null, profitFactorInfinite: true }), 'profitFactor', 'BRL'),
    ).toBe('∞');
  });

  it('says a rise of P&L is better, with the arrow and the signed amount (not the colour alone)', () => {
    const c = changeOf(metricsOf({ netPnl: 62_000 }), metricsOf({ netPnl: 50_000 }), 'netPnl', 'BRL');
    expect(c && { ...c, text: nb(c.text) }).toEqual({
      direction: 'up',
      text: '▲ +R$ 120,00',
      srText: '(subiu, melhor, em relação ao anterior)',
      tone: 'good',
    });
  });

  it('says a deeper drawdown and more rule breaks are worse', () => {
    const dd = changeOf(
      metricsOf({ maxDrawdown: 30_000 }),
      metricsOf({ maxDrawdown: 20_000 }),
      'maxDrawdown',
      'BRL',
    );
    expect(dd?.tone).toBe('bad');
    expect(dd?.direction).toBe('up');
    const breaks = changeOf(metricsOf({ ruleBreaks: 0 }), metricsOf({ ruleBreaks: 2 }), 'ruleBreaks', 'BRL');
    expect(breaks).toMatchObject({ direction: 'down', text: '▼ -2', tone: 'good' });
  });

  it('gives the win rate in percentage points, and more trades as neither better nor worse', () => {
    const wr = changeOf(metricsOf({ winRate: 0.55 }), metricsOf({ winRate: 0.6 }), 'winRate', 'BRL');
    expect(wr).toMatchObject({ direction: 'down', text: '▼ -5,0 p.p.', tone: 'bad' });
    const trades = changeOf(metricsOf({ trades: 12 }), metricsOf({ trades: 10 }), 'trades', 'BRL');
    expect(trades).toMatchObject({ text: '▲ +2', tone: 'neutral', srText: '(subiu em relação ao anterior)' });
  });

  it('has no change without a previous cut, with an undefined side, or for an infinite profit factor', () => {
    expect(changeOf(metricsOf(), null, 'netPnl', 'BRL')).toBeNull();
    expect(changeOf(metricsOf({ averageR: null }), metricsOf(), 'averageR', 'BRL')).toBeNull();
    const inf = metricsOf({ profitFactor: null, profitFactorInfinite: true });
    expect(changeOf(inf, metricsOf(), 'profitFactor', 'BRL')).toBeNull();
  });

  it('calls a change that rounds to nothing no change', () => {
    const c = changeOf(metricsOf({ payoff: 1.001 }), metricsOf({ payoff: 1 }), 'payoff', 'BRL');
    expect(c).toMatchObject({ direction: 'same', tone: 'neutral', text: '= 0,00' });
  });
});

import { describe, expect, it } from 'vitest';
import type { FigureSet } from '@/shared/playbooks/contract';
import { figureSign, formatFigure } from './figures';

const set = (patch: Partial<FigureSet> = {}): FigureSet => ({
  trades: 4,
  winRate: 0.5,
  expectancy: 1250.4,
  payoff: 1.8523,
  averageR: -0.25,
  rTrades: 4,
  profitFactor: 1.5,
  profitFactorInfinite: false,
  totalPnl: 5000,
  small: true,
  ...patch,
});

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('a playbook figure as the page writes it', () => {
  it('writes rates, money in cents, ratios and R the pt-BR way', () => {
    expect(formatFigure('winRate', set(), 'BRL')).toBe('50,0%');
    expect(plain(formatFigure('expectancy', set(), 'BRL'))).toBe('R$ 12,50');
    expect(formatFigure('payoff', set(), 'BRL')).toBe('1,85');
    expect(formatFigure('averageR', set(), 'BRL')).toBe('-0,25 R');
    expect(formatFigure('profitFactor', set(), 'BRL')).toBe('1,50');
  });

  it('says ∞ for a profit factor without losses and — where there is no figure', () => {
    expect(formatFigure('profitFactor', set({ profitFactorInfinite: true, profitFactor: null }), 'BRL')).toBe(
      '∞',
    );
    const none = set({
      trades: 0,
      winRate: null,
      expectancy: null,
      payoff: null,
      averageR: null,
      profitFactor: null,
    });
    for (const key of ['winRate', 'expectancy', 'payoff', 'averageR', 'profitFactor'] as const)
      expect(formatFigure(key, none, 'BRL')).toBe('—');
  });

  it('colours money and R by their sign, never a rate', () => {
    expect(figureSign('expectancy', set())).toBeGreaterThan(0);
    expect(figureSign('averageR', set())).toBeLessThan(0);
    expect(figureSign('winRate', set())).toBe(0);
  });
});

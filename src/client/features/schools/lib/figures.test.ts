import { describe, expect, it } from 'vitest';
import { accessLine, challengeLine, formatPnl, formatProfitFactor, formatWinRate } from './figures';

const nbsp = /\u00a0/g;

describe('student figures, the pt-BR way', () => {
  it('win rate as a percentage, profit factor with two decimals; no data is a dash', () => {
    expect(formatWinRate(0.625)).toBe('62,5%');
    expect(formatWinRate(null)).toBe('—');
    expect(formatProfitFactor(1.8)).toBe('1,80');
    expect(formatProfitFactor(null)).toBe('—');
    expect(formatProfitFactor(Infinity)).toBe('—');
  });

  it('P&L per currency, never summed', () => {
    const text = formatPnl([
      { currency: 'BRL', net: '1234.5' },
      { currency: 'USD', net: '-20' },
    ]).replace(nbsp, ' ');
    expect(text).toBe('R$ 1.234,50 · -US$ 20,00');
    expect(formatPnl([])).toBe('—');
  });

  it('a continuation until a day shows that day, not the midnight after it', () => {
    const end = new Date(2026, 11, 11, 0, 0, 0).toISOString(); // local midnight after 10/12/2026
    const base = { status: 'active' as const, trialEndsAt: null, continuedIndefinitely: false };
    expect(accessLine({ ...base, continuedUntil: end })).toBe('Continuado até 10/12/2026');
    expect(accessLine({ ...base, continuedUntil: null, continuedIndefinitely: true })).toBe(
      'Continuado sem término',
    );
    expect(accessLine({ ...base, status: 'trial', continuedUntil: null, trialEndsAt: end })).toBe(
      'Teste até 10/12/2026',
    );
    expect(accessLine({ ...base, status: 'pending', continuedUntil: null })).toBe('—');
  });
});

describe('challengeLine', () => {
  it('shows the running day, or the outcome once over, or that there is none', () => {
    const c = { day: 5, daysPassed: 4, totalDays: 21 };
    expect(challengeLine({ ...c, status: 'active' })).toBe('dia 5/21');
    expect(challengeLine({ ...c, status: 'abandoned' })).toBe('Desistência · 4/21');
    expect(challengeLine(null)).toBe('Sem desafio');
  });
});

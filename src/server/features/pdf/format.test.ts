import { describe, expect, it } from 'vitest';
import type { EquityPoint } from '@/shared/trading/dashboard-contract';
import { reduceForWidth } from './equity-chart';
import {
  date,
  dateTime,
  isoWeek,
  money,
  monthName,
  monthShort,
  percent,
  profitFactor,
  rate,
  signedMoney,
  signedPoints,
} from './format';

const plain = (s: string) => s.replace(/\u00a0/g, ' ');

describe('PDF formatting (pt-BR)', () => {
  it('writes money the Brazilian way, negatives with the minus sign U+2212', () => {
    expect(plain(money(123_456, 'BRL'))).toBe('R$ 1.234,56');
    expect(plain(money(-5_000, 'BRL'))).toBe('−R$ 50,00');
    expect(plain(money(-5_000, 'USD'))).toBe('−US$ 50,00');
    expect(plain(signedMoney(12_000, 'BRL'))).toBe('+R$ 120,00');
    expect(plain(signedMoney(0, 'BRL'))).toBe('R$ 0,00');
    expect(money(-1, 'BRL')).not.toContain('-');
  });

  it('writes ratios, changes and rates', () => {
    expect(percent(0.542)).toBe('54,2%');
    expect(percent(null)).toBe('—');
    expect(signedPoints(0.032)).toBe('+3,2 p.p.');
    expect(signedPoints(-0.032)).toBe('−3,2 p.p.');
    expect(profitFactor(null, true)).toBe('∞');
    expect(profitFactor(1.4237, false)).toBe('1,42');
    expect(rate(0.2)).toBe('20%');
    expect(rate(0.175)).toBe('17,5%');
  });

  it('writes dates as dd/mm/aaaa and stamps the instant in the trader’s zone', () => {
    expect(date('2026-03-09')).toBe('09/03/2026');
    expect(dateTime(new Date('2026-11-26T23:30:00Z'), 'America/Sao_Paulo')).toBe('26/11/2026 às 20:30');
    expect(monthName('2026-03')).toBe('março de 2026');
    expect(monthShort('2026-12')).toBe('dez/2026');
    expect(isoWeek('2026-W09')).toBe('9/2026');
  });
});

describe('the equity curve drawn at the page’s width', () => {
  const points: EquityPoint[] = Array.from({ length: 2_000 }, (_, i) => {
    const equity = Math.round(Math.sin(i / 40) * 10_000 + i * 10) + (i === 1_234 ? -50_000 : 0);
    return { i, t: i, equity, drawdown: 0 };
  });
  let peak = 0;
  for (const p of points) {
    peak = Math.max(peak, p.equity);
    p.drawdown = p.equity - peak;
  }

  it('keeps at most two points a column, in order, with the extremes and the deepest drawdown', () => {
    const reduced = reduceForWidth(points, 450);
    expect(reduced.length).toBeLessThanOrEqual(901);
    expect(reduced.every((p, k) => k === 0 || p.i > (reduced[k - 1] as { i: number }).i)).toBe(true);
    const equities = points.map((p) => p.equity);
    expect(Math.min(...reduced.map((p) => p.equity))).toBe(Math.min(...equities));
    expect(Math.max(...reduced.map((p) => p.equity))).toBe(Math.max(...equities));
    expect(Math.min(...reduced.map((p) => p.drawdown))).toBe(Math.min(...points.map((p) => p.drawdown)));
    expect(reduced.at(-1)?.equity).toBe(points.at(-1)?.equity);
  });

  it('leaves a short curve as it is', () => {
    expect(reduceForWidth(points.slice(0, 100), 450)).toHaveLength(100);
  });
});

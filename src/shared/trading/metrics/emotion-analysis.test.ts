import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EmotionRow } from '../dashboard-contract';
import { EMOTION_GROUPS, EMOTIONS, type EmotionGroup } from '../emotions';
import { computeMetrics, emotionAnalysis } from './index';
import { toleranceArb, trade, tradeListArb } from './test-trades';

const row = (key: string, trades: number, wins: number, losses: number, total: number): EmotionRow =>
  ({
    key,
    trades,
    wins,
    winRate: wins + losses ? wins / (wins + losses) : null,
    total,
    average: trades ? total / trades : null,
  }) as EmotionRow;

describe('emotionAnalysis — a hand-worked period', () => {
  const list = [
    trade(1_000, { emotion: 'calmo' }, 0),
    trade(-400, { emotion: 'calmo' }, 1),
    trade(-2_000, { emotion: 'ansioso' }, 2),
    trade(-500, { emotion: 'ansioso' }, 3),
    trade(0, { emotion: 'ansioso' }, 4),
    trade(-3_000, { emotion: 'ganancioso' }, 5),
    trade(5_000, { emotion: null }, 6),
    trade(-9_999, { emotion: 'frustrado', currency: 'USD' }, 7),
  ];
  const e = emotionAnalysis(list, 'BRL', 0);

  it('has the 8 emotions in the spec order, even without trades', () => {
    expect(e.byEmotion.map((r) => r.key)).toEqual([...EMOTIONS]);
    const byKey = Object.fromEntries(e.byEmotion.map((r) => [r.key, r]));
    expect(byKey.calmo).toEqual(row('calmo', 2, 1, 1, 600));
    expect(byKey.ansioso).toEqual(row('ansioso', 3, 0, 2, -2_500)); // the breakeven is out of the win rate
    expect(byKey.ganancioso).toEqual(row('ganancioso', 1, 0, 1, -3_000));
    expect(byKey.frustrado).toEqual(row('frustrado', 0, 0, 0, 0)); // its USD trade is another currency
    expect(byKey.disciplinado).toEqual(row('disciplinado', 0, 0, 0, 0));
  });

  it('adds the emotions of each group', () => {
    expect(e.byGroup).toEqual([
      row('positivo', 2, 1, 1, 600),
      row('neutro', 3, 0, 2, -2_500),
      row('negativo', 1, 0, 1, -3_000),
    ]);
  });

  it('names the emotion with the most negative total', () => {
    expect(e.costliest).toEqual({ key: 'ganancioso', total: -3_000 });
  });

  it('has no costliest emotion when none lost money', () => {
    expect(emotionAnalysis([trade(100, { emotion: 'calmo' })], 'BRL', 0).costliest).toBeNull();
    expect(emotionAnalysis([], 'BRL', 0).costliest).toBeNull();
  });

  it('breaks a tie by the spec order', () => {
    const tie = [trade(-100, { emotion: 'frustrado' }), trade(-100, { emotion: 'calmo' }, 1)];
    expect(emotionAnalysis(tie, 'BRL', 0).costliest).toEqual({ key: 'calmo', total: -100 });
  });
});

describe('emotionAnalysis — agrees with plain filters on random trade lists', () => {
  it('rows, groups and the costliest emotion', () => {
    fc.assert(
      fc.property(tradeListArb(80), toleranceArb, (all, tol) => {
        const e = emotionAnalysis(all, 'BRL', tol);
        const list = all.filter((t) => t.currency === 'BRL');
        const expected = (key: string, keys: readonly string[]) => {
          const of = list.filter((t) => t.emotion !== null && keys.includes(t.emotion));
          return row(
            key,
            of.length,
            of.filter((t) => t.pnl > tol).length,
            of.filter((t) => t.pnl < -tol).length,
            of.reduce((s, t) => s + t.pnl, 0),
          );
        };
        expect(e.byEmotion).toEqual(EMOTIONS.map((k) => expected(k, [k])));
        const groups = Object.keys(EMOTION_GROUPS) as EmotionGroup[];
        expect(e.byGroup).toEqual(groups.map((g) => expected(g, EMOTION_GROUPS[g])));

        const negative = e.byEmotion.filter((r) => r.total < 0);
        const worst = negative.length ? Math.min(...negative.map((r) => r.total)) : null;
        expect(e.costliest).toEqual(
          worst === null ? null : { key: negative.find((r) => r.total === worst)?.key, total: worst },
        );

        // Trades with an emotion + trades without one = the period.
        const withEmotion = e.byGroup.reduce((s, r) => s + r.trades, 0);
        const m = computeMetrics(all, { currency: 'BRL', startingCapital: 0, breakevenTolerance: tol });
        expect(withEmotion + list.filter((t) => t.emotion === null).length).toBe(m.totalTrades);
      }),
      { numRuns: 1000 },
    );
  }, 60_000);
});

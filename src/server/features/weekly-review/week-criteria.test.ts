import { describe, expect, it } from 'vitest';
import { columnsOf } from '@/shared/trading/metrics';
import { trade } from '@/shared/trading/metrics/test-trades';
import { type CriterionName, rankCriteria } from './week-criteria';

const name = (id: string, label: string, playbookName = 'Rompimento'): [string, CriterionName] => [
  id,
  { id, label, playbookId: `pb-${playbookName}`, playbookName },
];
const names = new Map([
  name('a', 'Rompimento da máxima do dia'),
  name('b', 'Volume acima da média'),
  name('c', 'A favor da VWAP', 'Pullback'),
]);
const options = { currency: 'BRL' as const, breakevenTolerance: 0 };

/** Trades (cents) with the criteria ticked on each, as the week's read gives them. */
const week = (rows: [number, string[], ('BRL' | 'USD')?][]) => ({
  columns: columnsOf(rows.map(([pnl, , currency = 'BRL'], n) => trade(pnl, { currency }, n))),
  criteriaMet: rows.map(([, criteria]) => criteria),
});

describe('the week’s criteria', () => {
  it('ranks each criterion ticked by the expectancy of the trades it was present on (a worked example)', () => {
    const ranked = rankCriteria(
      week([
        [3000, ['a', 'b']],
        [-1000, ['a']],
        [500, ['b', 'c']],
        [-2000, ['c']],
        [1000, []],
        // Another currency, and a criterion that is not the trader's (or was removed): neither counts.
        [9000, ['a'], 'USD'],
        [700, ['z']],
      ]),
      names,
      options,
    );
    // b: +30 and +5 → R$ 17,50 a trade; a: +30 and −10 → R$ 10,00; c: +5 and −20 → −R$ 7,50.
    expect(ranked.ranked).toBe(3);
    expect(ranked.best).toEqual({
      id: 'b',
      label: 'Volume acima da média',
      playbookId: 'pb-Rompimento',
      playbookName: 'Rompimento',
      trades: 2,
      expectancy: 1750,
      pnl: 3500,
      winRate: 1,
      small: true,
    });
    expect(ranked.worst).toMatchObject({
      id: 'c',
      playbookName: 'Pullback',
      trades: 2,
      expectancy: -750,
      pnl: -1500,
      winRate: 0.5,
      small: true,
    });
  });

  it('breaks ties by label, says nothing is worst with one criterion, and is not small from 20 trades on', () => {
    const tie = rankCriteria(
      week([
        [1000, ['b']],
        [1000, ['a']],
      ]),
      names,
      options,
    );
    expect([tie.best?.id, tie.worst?.id]).toEqual(['a', 'b']);

    const one = rankCriteria(
      week(Array.from({ length: 20 }, (_, n): [number, string[]] => [n % 2 ? 500 : -100, ['a']])),
      names,
      options,
    );
    expect(one).toMatchObject({ ranked: 1, worst: null, best: { trades: 20, small: false, pnl: 4000 } });

    expect(rankCriteria(week([[1000, []]]), names, options)).toEqual({ best: null, worst: null, ranked: 0 });
  });
});

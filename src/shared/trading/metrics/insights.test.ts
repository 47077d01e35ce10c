import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Insight, MetricTrade } from '../dashboard-contract';
import { buildDashboard, type DashboardOptions } from './index';
import { capitalArb, expectNoNaN, toleranceArb, trade, tradeListArb, trades } from './test-trades';

/** Intl puts a no-break space between the symbol and the amount. */
const nb = (text: string) => text.replace(/(R\$|US\$) /g, '$1\u00a0');
const brl: DashboardOptions = { currency: 'BRL', startingCapital: 100_000, breakevenTolerance: 0 };
const insightsOf = (list: MetricTrade[], opts: Partial<DashboardOptions> = {}) =>
  buildDashboard(list, { ...brl, ...opts }).insights;
const byId = (list: Insight[]) => Object.fromEntries(list.map((i) => [i.id, i]));

describe('insights', () => {
  it('a profitable period below the win-rate target', () => {
    // W L W BE L L W: 50 % of wins, PF 3,75, pay-off 3,75, drawdown -R$ 50,00.
    const all = insightsOf(trades(10_000, -5_000, 20_000, 0, -2_500, -2_500, 7_500));
    expect(all).toEqual([
      { id: 'win-rate', tone: 'warn', text: 'Sua taxa de acerto é 50,0%, abaixo da meta de 60%.' },
      { id: 'profit-factor', tone: 'good', text: 'Seu fator de lucro é 3,75, excelente (acima de 1,25).' },
      {
        id: 'payoff',
        tone: 'good',
        text: 'Seu pay-off é 3,75, excelente (acima de 1,5): o ganho médio supera bem a perda média.',
      },
      { id: 'expectancy', tone: 'good', text: nb('Sua expectativa é de R$ 39,29 por trade.') },
      {
        id: 'drawdown',
        tone: 'info',
        // Negative, as the drawdown card writes it (money and %).
        text: nb('Seu drawdown máximo no período foi de -R$ 50,00 (-4,5% do capital no pico).'),
      },
    ]);
  });

  it('a losing period: every warning, the costliest emotion and the losing streak', () => {
    const list = [-1_000, 500, -1_000, -1_000, -1_000].map((p, n) => trade(p, { emotion: 'ansioso' }, n));
    const all = byId(insightsOf(list, { startingCapital: 0 }));
    expect(all['win-rate']).toEqual({
      id: 'win-rate',
      tone: 'warn',
      text: 'Sua taxa de acerto é 20,0%, abaixo da meta de 60%.',
    });
    expect(all['profit-factor']).toEqual({
      id: 'profit-factor',
      tone: 'warn',
      text: 'Seu fator de lucro é 0,13, abaixo de 1: as perdas superaram os ganhos no período.',
    });
    expect(all.payoff).toEqual({
      id: 'payoff',
      tone: 'warn',
      text: 'Seu pay-off é 0,50: o ganho médio não supera a perda média (bom é acima de 1,0).',
    });
    expect(all.expectancy?.text).toBe(nb('Sua expectativa é negativa: -R$ 7,00 por trade.'));
    expect(all['costliest-emotion']).toEqual({
      id: 'costliest-emotion',
      tone: 'warn',
      text: nb("Trades com emoção 'ansioso' custaram R$ 35,00 no período (5 trades)."),
    });
    // Without starting capital there is no % to state.
    expect(all.drawdown?.text).toBe(nb('Seu drawdown máximo no período foi de -R$ 35,00.'));
    expect(all.streak).toEqual({
      id: 'streak',
      tone: 'warn',
      text: 'Você está em uma sequência de 3 perdas seguidas: considere uma pausa antes do próximo trade.',
    });
  });

  it('the middle bands: profit factor between 1 and 1,25, pay-off between 1,0 and 1,5', () => {
    const all = byId(insightsOf(trades(1_100, -1_000)));
    expect(all['profit-factor']).toMatchObject({
      tone: 'info',
      text: 'Seu fator de lucro é 1,10: os ganhos cobrem as perdas, mas ainda abaixo de 1,25, o nível excelente.',
    });
    expect(all.payoff).toMatchObject({
      tone: 'good',
      text: 'Seu pay-off é 1,10, bom (acima de 1,0); acima de 1,5 seria excelente.',
    });
  });

  it('no losses: infinite profit factor, no pay-off, a winning streak', () => {
    const all = byId(insightsOf(trades(100, 200, 300)));
    expect(all['win-rate']?.text).toBe('Sua taxa de acerto é 100,0%, acima da meta de 60%.');
    expect(all['profit-factor']).toMatchObject({
      tone: 'good',
      text: 'Nenhum trade perdedor no período: o fator de lucro é infinito (∞), acima de 1,25.',
    });
    expect(all.payoff).toBeUndefined();
    expect(all.streak).toEqual({
      id: 'streak',
      tone: 'good',
      text: 'Você está em uma sequência de 3 ganhos seguidos.',
    });
    expect(all.drawdown).toBeUndefined();
  });

  it('exactly on the target', () => {
    expect(byId(insightsOf(trades(1, 1, 1, -1, -1)))['win-rate']).toMatchObject({
      tone: 'good',
      text: 'Sua taxa de acerto é 60,0%, na meta de 60%.',
    });
  });

  it('states money in the chosen currency', () => {
    const list = [trade(-5_000, { currency: 'USD', emotion: 'nervoso' })];
    expect(byId(insightsOf(list, { currency: 'USD' }))['costliest-emotion']?.text).toBe(
      nb("Trades com emoção 'nervoso' custaram US$ 50,00 no período (1 trade)."),
    );
  });

  it('says nothing without trades (the page shows its empty state)', () => {
    expect(insightsOf([])).toEqual([]);
    expect(insightsOf([trade(100, { currency: 'USD' })])).toEqual([]);
  });

  it('all breakevens: no undefined figure is stated', () => {
    expect(insightsOf(trades(0, 0))).toEqual([]);
  });
});

describe('buildDashboard', () => {
  it('never returns NaN or Infinity, and every insight states a figure', () => {
    fc.assert(
      fc.property(tradeListArb(60), toleranceArb, capitalArb, (list, tol, capital) => {
        const d = buildDashboard(list, {
          currency: 'BRL',
          startingCapital: capital,
          breakevenTolerance: tol,
          maxEquityPoints: 20,
        });
        expectNoNaN(d);
        for (const i of d.insights) expect(i.text).toMatch(/\d/);
        if (d.metrics.totalTrades === 0) expect(d.insights).toEqual([]);
        if (d.metrics.winners + d.metrics.losers > 0)
          expect(d.insights.map((i) => i.id)).toContain('win-rate');
      }),
      { numRuns: 500 },
    );
  }, 60_000);
});

import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RankedCriterion, WeeklyReviewDto } from '@/shared/weekly-review/contract';
import { FiguresPanel, PlaybooksPanel } from './week-sections';

const criterion = (over: Partial<RankedCriterion>): RankedCriterion => ({
  id: 'c1',
  label: 'Volume acima da média',
  playbookId: 'pb-1',
  playbookName: 'Rompimento',
  trades: 2,
  expectancy: 500,
  pnl: 1000,
  winRate: 0.5,
  small: true,
  ...over,
});

/** The panel of a review with only what it reads. */
function words(review: Pick<WeeklyReviewDto, 'playbooks' | 'criteria'>) {
  const full = { ...review, figures: { week: { currency: 'BRL' } } } as unknown as WeeklyReviewDto;
  return renderToStaticMarkup(
    <MemoryRouter>
      <PlaybooksPanel review={full} />
    </MemoryRouter>,
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/\u00a0|&nbsp;/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('the weekly review’s playbooks panel', () => {
  it('names the best and worst criterion with their expectancy and playbook, small samples said to be small', () => {
    const text = words({
      playbooks: {
        best: { id: 'pb-1', name: 'Rompimento', trades: 3, pnl: 1000, winRate: 0.5, small: true },
        worst: null,
        ranked: 1,
      },
      criteria: {
        best: criterion({}),
        worst: criterion({ id: 'c2', label: 'A favor da VWAP', expectancy: -1500, winRate: 0, small: false }),
        ranked: 2,
      },
    });
    expect(text).toContain('Melhor playbook Rompimento');
    expect(text).toContain(
      'Melhor critério Volume acima da média em Rompimento 2 trades · 50,0% · R$ 5,00 por trade amostra pequena',
    );
    expect(text).toContain(
      'Pior critério A favor da VWAP em Rompimento 2 trades · 0,0% · -R$ 15,00 por trade',
    );
    expect(text).not.toMatch(/-R\$ 15,00 por trade amostra pequena/);
  });

  it('shows no criterion line when none was ticked', () => {
    const text = words({
      playbooks: {
        best: { id: 'pb-1', name: 'Rompimento', trades: 3, pnl: 1000, winRate: 0.5, small: true },
        worst: null,
        ranked: 1,
      },
      criteria: { best: null, worst: null, ranked: 0 },
    });
    expect(text).toContain('Melhor playbook');
    expect(text).not.toContain('critério');
  });
});

describe('the weekly review’s figures', () => {
  const metrics = (totalTrades: number, totalPnl: number) => ({
    totalTrades,
    winRate: 0.5,
    expectancy: 2500,
    payoff: 1.5,
    profitFactor: 2,
    profitFactorInfinite: false,
    averageR: 0.8,
    totalPnl,
    currency: 'BRL',
  });
  const review = {
    figures: {
      week: { start: '2026-11-16', end: '2026-11-22', currency: 'BRL', metrics: metrics(4, 10000) },
      previous: [{ start: '2026-11-09', end: '2026-11-15', currency: 'BRL', metrics: metrics(0, 0) }],
      previousTogether: { metrics: metrics(6, -3000) },
    },
  } as unknown as WeeklyReviewDto;
  const html = renderToStaticMarkup(<FiguresPanel review={review} />);

  it('reads as two tables in boxes that scroll sideways, each row named by its metric or its week', () => {
    expect(html).toContain('role="region" aria-label="Tabela: esta semana e as 4 anteriores" tabindex="0"');
    expect(html).toContain('role="region" aria-label="Tabela: semana a semana" tabindex="0"');
    expect(html.match(/<th scope="col"/g)).toHaveLength(7);
    expect(html).toMatch(
      /<th scope="row"[^>]*>Resultado<\/th><td[^>]*>R\$\s100,00<\/td><td[^>]*>-R\$\s30,00<\/td>/,
    );
    // A week without trades has no result to show.
    expect(html).toMatch(
      /<th scope="row"[^>]*>09\/11–15\/11<\/th><td[^>]*>0<\/td><td[^>]*>[^<]*<\/td><td[^>]*>—<\/td>/,
    );
  });
});

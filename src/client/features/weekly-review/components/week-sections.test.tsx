import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RankedCriterion, WeeklyReviewDto } from '@/shared/weekly-review/contract';
import { PlaybooksPanel } from './week-sections';

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

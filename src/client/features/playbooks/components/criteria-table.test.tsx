import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { playbooksText } from '@/shared/i18n/playbooks';
import type { CriterionStats, FigureSet } from '@/shared/playbooks/contract';
import { CriteriaTable } from './criteria-table';

const S = playbooksText.stats;
const set = (trades: number, winRate: number): FigureSet => ({
  trades,
  winRate,
  expectancy: 1000,
  payoff: 1.5,
  averageR: 0.4,
  rTrades: trades,
  profitFactor: 2,
  profitFactorInfinite: false,
  totalPnl: 1000 * trades,
  small: trades < 20,
});
const criterion: CriterionStats = {
  criterionId: 'c1',
  label: 'Volume acima da média',
  required: true,
  present: 36,
  presentRate: 36 / 42,
  with: set(36, 0.61),
  without: set(6, 0.17),
};

describe('the criterion table (a phone card per criterion)', () => {
  const html = renderToStaticMarkup(<CriteriaTable criteria={[criterion]} total={42} currency="BRL" />);

  it('says how often the criterion was present, and that it is required', () => {
    expect(html).toContain('85,7%');
    expect(html).toContain(S.presentOf(36, 42));
    expect(html).toContain(S.required);
  });

  it('labels only the small side "amostra pequena", with its n, and mutes its figures', () => {
    expect(html.split(S.small)).toHaveLength(2);
    expect(html).toContain(S.sample(6));
    expect(html).toMatch(/text-slate-500[^"]*">17,0%/);
    expect(html).not.toMatch(/text-slate-500[^"]*">61,0%/);
  });

  it('says so when the playbook has no criteria', () => {
    expect(renderToStaticMarkup(<CriteriaTable criteria={[]} total={0} currency="BRL" />)).toContain(
      S.criteriaNone,
    );
  });
});

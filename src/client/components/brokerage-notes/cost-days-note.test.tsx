import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CostDays } from '@/shared/trading/cost-days';
import { CostDaysNote } from './cost-days-note';

const render = (costDays: CostDays | null) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <CostDaysNote costDays={costDays} />
    </MemoryRouter>,
  );
const words = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the costs line of the dashboard and /reports', () => {
  it('counts the days from the notes and from the setting, and links to /notas', () => {
    const html = render({ fromNotes: 12, fromSettings: 3 });
    expect(words(html)).toContain('Custos: 12 dias das notas de corretagem, 3 dias pela configuração');
    expect(html).toContain('href="/notas"');
  });

  it('says "1 dia" and leaves out a part with no day', () => {
    expect(words(render({ fromNotes: 1, fromSettings: 0 }))).toContain(
      'Custos: 1 dia das notas de corretagem ',
    );
    expect(words(render({ fromNotes: 0, fromSettings: 1 }))).toContain('Custos: 1 dia pela configuração ');
  });

  it("has no link where the notes are not the reader's (a school's summary of a student)", () => {
    const html = renderToStaticMarkup(
      <CostDaysNote costDays={{ fromNotes: 1, fromSettings: 1 }} link={false} />,
    );
    expect(words(html)).toContain('Custos: 1 dia das notas de corretagem, 1 dia pela configuração');
    expect(html).not.toContain('href=');
  });

  it('shows nothing to a trader without notes', () => {
    expect(render(null)).toBe('');
  });
});

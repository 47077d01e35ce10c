import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { notesText } from '@/shared/i18n/brokerage-notes';
import type { TaxMonthDto } from '@/shared/tax/contract';
import { taxYearFixture } from '../lib/fixture';
import { MonthStatement } from './month-statement';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ');

const withNotes = (notes: TaxMonthDto['notes']): TaxMonthDto => {
  const month = taxYearFixture().months.find((m) => m.darf) as TaxMonthDto;
  return { ...month, notes };
};
const render = (m: TaxMonthDto) =>
  text(
    renderToStaticMarkup(
      <MemoryRouter>
        <MonthStatement month={m} />
      </MemoryRouter>,
    ),
  );

describe('a month against the brokerage notes', () => {
  it('"Conferido com notas": the DARF says the IRRF and the costs came from the broker', () => {
    const words = render(
      withNotes({ status: 'conferido', daysWithoutNote: [], irrfFromNotes: 959, notedDays: 22 }),
    );
    expect(words).toContain(notesText.tax.status.conferido);
    expect(words).toContain('Valores da corretora: o IRRF retido (R$ 9,59)');
  });

  it('"Parcial": lists the days without a note and says their IRRF is estimated', () => {
    const words = render(
      withNotes({
        status: 'parcial',
        daysWithoutNote: ['2026-01-12', '2026-01-20'],
        irrfFromNotes: 30,
        notedDays: 1,
      }),
    );
    expect(words).toContain(notesText.tax.status.parcial);
    expect(words).toContain('Dias sem nota: 12/01/2026, 20/01/2026');
    expect(words).toContain('nos dias sem nota (12/01/2026, 20/01/2026) o IRRF é estimado em 1 %');
  });

  it('says nothing about notes for a trader who has none', () => {
    const words = render(withNotes(undefined));
    expect(words).not.toContain(notesText.tax.status.estimado);
    expect(words).not.toContain('corretora:');
  });
});

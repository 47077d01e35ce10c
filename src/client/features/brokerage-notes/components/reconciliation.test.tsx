import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ReconciliationDto } from '@/shared/brokerage-notes/api';
import { notesText } from '@/shared/i18n/brokerage-notes';
import { Reconciliation } from './reconciliation';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ');
const trip = (contracts: number, entry: string, exit: string) => ({
  instrument: 'WIN',
  side: 'compra' as const,
  contracts,
  entry,
  exit,
});

describe('the day against the journal', () => {
  const day: ReconciliationDto = {
    accountId: 'a',
    day: '2026-03-18',
    lines: [
      { kind: 'matched', note: trip(1, '128000', '128100'), tradeId: 't1' },
      {
        kind: 'different',
        note: trip(2, '128200', '128150'),
        trade: trip(2, '128200', '128160'),
        tradeId: 't2',
        fields: ['price'],
      },
      { kind: 'missing-in-journal', note: trip(1, '128300', '128400') },
      { kind: 'missing-in-note', trade: { ...trip(1, '5000', '5001'), instrument: 'WDO' }, tradeId: 't3' },
    ],
    noteResultCents: 8000,
    journalResultCents: 4600,
    differenceCents: 3400,
    openQuantity: { WIN: -1 },
    agrees: false,
  };
  const html = renderToStaticMarkup(<Reconciliation reconciliation={day} />);
  const words = text(html);

  it('names each line as the trader reads it, prices in pt-BR', () => {
    expect(html.match(/data-kind="/g)).toHaveLength(4);
    expect(words).toContain(`${notesText.detail.kinds.different} (preço)`);
    expect(words).toContain('C 2 WIN 128.200 → 128.150');
    expect(words).toContain('C 2 WIN 128.200 → 128.160');
    expect(words).toContain(notesText.detail.kinds['missing-in-note']);
    expect(words).toContain('Posição em aberto ao fim do dia: WIN -1');
  });

  it('shows the money of the note, of the journal and the difference', () => {
    expect(words).toContain('Resultado da nota R$ 80,00');
    expect(words).toContain('Resultado bruto do diário R$ 46,00');
    expect(words).toContain('Diferença R$ 34,00');
    expect(words).not.toContain(notesText.detail.agrees);
  });
});

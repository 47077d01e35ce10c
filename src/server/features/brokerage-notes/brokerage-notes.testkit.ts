import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { NoteDetailDto, NoteImportResult, NoteSummaryDto } from '@/shared/brokerage-notes/api';
import type { NoteExecution, ParsedNote } from '@/shared/brokerage-notes/contract';
import { newTrade, type Trader } from '../attachments/attachments.testkit';

const FIXTURES = path.resolve(import.meta.dirname, '../../../../fixtures/brokerage-notes');
/** A fixture note PDF's bytes (fixtures/brokerage-notes). */
export const noteFixture = (name: string) => new Uint8Array(readFileSync(path.join(FIXTURES, name)));

/** The trader's default account (made with their first trade). */
export async function accountOf(who: Trader): Promise<string> {
  const id = await newTrade(who);
  return (await who.client.json<{ accountId: string }>(`/api/trades/${id}`)).body.accountId;
}

/** The trader's notes, as /notas lists them. */
export const notesOf = async (who: Trader) =>
  (await who.client.json<{ items: NoteSummaryDto[] }>('/api/brokerage-notes')).body.items;

/** A note's detail, as /notas/:id reads it. */
export const detailOf = async (who: Trader, id: string) =>
  (await who.client.json<NoteDetailDto>(`/api/brokerage-notes/${id}`)).body;

/** Uploads fixture PDFs to the notes' import, keeping the PDFs when `keep`. */
export function importNotes(who: Trader, accountId: string, names: string[], keep: boolean) {
  const body = new FormData();
  for (const name of names) body.append('files[]', new File([noteFixture(name)], name));
  body.append('accountId', accountId);
  if (keep) body.append('keepPdfs', 'true');
  return who.client.json<NoteImportResult & { code?: string; message?: string }>(
    '/api/brokerage-notes/import',
    { body },
  );
}

const exec = (side: 'C' | 'V', quantity: number, price: string, instrument = 'WIN'): NoteExecution => ({
  side,
  instrument,
  symbol: instrument === 'WIN' ? 'WIN Z26' : `${instrument} Z26`,
  maturity: '2026-12-16',
  quantity,
  price,
  valueCents: null,
  dayTrade: true,
});

/**
 * An invented BM&F note of 03/11/2026 (no real client): three WIN round trips — buy 1 128.000 → 128.100, sell 2
 * 128.200 → 128.150, buy 1 128.300 → 128.400 — so (100 + 2 × 50 + 100) points × R$ 0,20 = R$ 80,00 of day-trade
 * result, R$ 10,01 of costs and R$ 0,69 of IRRF (1 % of R$ 69,99).
 */
export function bmfNote(over: Partial<ParsedNote> = {}): ParsedNote {
  return {
    broker: 'Corretora Exemplo S.A.',
    noteNumber: '1001',
    tradeDate: '2026-11-03',
    clientCode: '99999',
    segment: 'bmf',
    pages: 1,
    executions: [
      exec('C', 1, '128000.00'),
      exec('V', 1, '128100.00'),
      exec('V', 2, '128200.00'),
      exec('C', 2, '128150.00'),
      exec('C', 1, '128300.00'),
      exec('V', 1, '128400.00'),
    ],
    businessValueCents: 0,
    dayTradeResultCents: 8000,
    costs: {
      brokerageCents: 0,
      exchangeFeesCents: 301,
      registrationFeeCents: 600,
      settlementFeeCents: 0,
      issCents: 0,
      operationalFeeCents: 100,
      otherCostsCents: 0,
    },
    totalCostsCents: 1001,
    irrfDayTradeCents: 69,
    irrfDayTradeBaseCents: 6999,
    netTotalCents: 6930,
    warnings: [],
    ...over,
  };
}

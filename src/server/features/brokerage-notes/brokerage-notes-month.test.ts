import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NoteDetailDto, NoteImportResult, NoteSummaryDto } from '@/shared/brokerage-notes/api';
import type { TaxYearDto } from '@/shared/tax/contract';
import { trades } from '../../db/schema';
import type { TestClient } from '../../testing/test-client';
import { allowedCaller, tradeBody, tradesTestApp, type TestApp } from '../trades/test-callers';

/**
 * The fixture month of BM&F notes (22 PDFs in a ZIP) through the real app and the real PDF reader, on both
 * databases: imported once, one day's round trips created from its note — the journal then agrees with the note to
 * the cent, costs included — and the tax month "conferido com notas" with the notes' IRRF.
 */
const DIR = path.resolve('fixtures/brokerage-notes');
interface ManifestNote {
  noteNumber: string;
  tradeDate: string;
  dayTradeResultCents: number;
  totalCostsCents: number;
  irrfDayTradeCents: number;
}
const manifest = JSON.parse(readFileSync(path.join(DIR, 'month/manifest.json'), 'utf8')) as ManifestNote[];

let t: TestApp;
let trader: TestClient;
let traderId: string;
let accountId: string;

const upload = (fields: Record<string, string>) => {
  const body = new FormData();
  body.append('files[]', new File([new Uint8Array(readFileSync(path.join(DIR, 'month.zip')))], 'marco.zip'));
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return trader.json<NoteImportResult>('/api/brokerage-notes/import', { body });
};

beforeAll(async () => {
  t = await tradesTestApp();
  ({ client: trader, userId: traderId } = await allowedCaller(t));
  const res = await trader.json<{ accountId: string; id: string }>('/api/trades', {
    json: tradeBody({ date: '2026-02-27' }),
  });
  accountId = res.body.accountId;
});

describe('a month of notes', () => {
  it('imports the 22 notes of the ZIP, and a second time changes nothing', async () => {
    const first = await upload({ accountId });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ imported: manifest.length, alreadyImported: 0, failed: 0 });
    const again = await upload({ accountId });
    expect(again.body).toMatchObject({ imported: 0, alreadyImported: manifest.length, failed: 0 });
    const list = await trader.json<{ items: NoteSummaryDto[] }>('/api/brokerage-notes?month=2026-03');
    expect(list.body.items.map((n) => n.noteNumber).sort()).toEqual(manifest.map((m) => m.noteNumber).sort());
    for (const n of list.body.items) {
      const printed = manifest.find((m) => m.noteNumber === n.noteNumber);
      expect(n).toMatchObject({
        tradeDate: printed?.tradeDate,
        dayTradeResultCents: printed?.dayTradeResultCents,
        totalCostsCents: printed?.totalCostsCents,
        irrfDayTradeCents: printed?.irrfDayTradeCents,
      });
    }
  });

  it('creates a day’s round trips from its note: the journal then agrees with the note, costs to the cent', async () => {
    const day = manifest[1] as ManifestNote;
    const list = await trader.json<{ items: NoteSummaryDto[] }>('/api/brokerage-notes?month=2026-03');
    const id = list.body.items.find((n) => n.noteNumber === day.noteNumber)?.id ?? '';
    const before = await trader.json<NoteDetailDto>(`/api/brokerage-notes/${id}`);
    expect(before.body.reconciliation.lines.every((l) => l.kind === 'missing-in-journal')).toBe(true);
    const created = await trader.json<{ created: number }>(`/api/brokerage-notes/${id}/create-missing`, {
      json: {},
    });
    expect(created.body.created).toBe(before.body.reconciliation.lines.length);
    const after = await trader.json<NoteDetailDto>(`/api/brokerage-notes/${id}`);
    expect(after.body.reconciliation).toMatchObject({
      noteResultCents: day.dayTradeResultCents,
      journalResultCents: day.dayTradeResultCents,
      differenceCents: 0,
      agrees: true,
    });
    const rows = await t.database.db
      .select({ costs: trades.costs, fromNote: trades.costsFromNote })
      .from(trades)
      .where(and(eq(trades.userId, traderId), eq(trades.tradeDate, day.tradeDate)));
    expect(rows.every((r) => r.fromNote)).toBe(true);
    expect(rows.reduce((s, r) => s + Math.round(Number(r.costs) * 100), 0)).toBe(day.totalCostsCents);
  });

  it('makes March "conferido com notas", its IRRF the notes’', async () => {
    const tax = await trader.json<TaxYearDto>('/api/tax?year=2026');
    const march = tax.body.months[2];
    const irrf = manifest.reduce((s, m) => s + m.irrfDayTradeCents, 0);
    expect(march?.notes).toEqual({
      status: 'conferido',
      daysWithoutNote: [],
      irrfFromNotes: irrf,
      notedDays: 22,
    });
    expect(march?.irrf.withheld).toBe(irrf);
    // The journal's only March day: the note's result less its costs.
    const day = manifest[1] as ManifestNote;
    expect(march?.dayTrade.result).toBe(day.dayTradeResultCents - day.totalCostsCents);
  });
});

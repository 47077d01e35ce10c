import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NoteDetailDto, NoteSummaryDto } from '@/shared/brokerage-notes/api';
import { brokerageNotes, trades } from '../../db/schema';
import type { TestClient } from '../../testing/test-client';
import { allowedCaller, tradeBody, tradesTestApp, type TestApp } from '../trades/test-callers';
import { bmfNote } from './brokerage-notes.testkit';
import { importNoteFiles, type NoteReader } from './note-import';

/**
 * Notes stored, reconciled and costed through the real app and database (PGlite and PostgreSQL). The reader is a
 * stand-in that hands back ParsedNote objects by file name: the PDF reading has its own tests.
 */
let t: TestApp;
let trader: TestClient;
let traderId: string;
let other: TestClient;
let accountId: string;
const DAY = '2026-11-03';

const files: Record<string, Awaited<ReturnType<NoteReader>>> = {
  'nota-1001.pdf': { ok: true, notes: [bmfNote()] },
  'protegida.pdf': {
    ok: false,
    error: { code: 'password-required', message: 'Este PDF está protegido: informe a senha.' },
  },
  'foto.pdf': {
    ok: false,
    error: { code: 'not-a-note', message: 'O PDF não tem texto: parece uma imagem digitalizada.' },
  },
};
const reader: NoteReader = async (name) =>
  files[name] ?? { ok: false, error: { code: 'not-pdf', message: '?' } };
const pdf = (name: string) => ({ fileName: name, bytes: new TextEncoder().encode('%PDF-1.4') });

async function add(body: Record<string, unknown>): Promise<string> {
  const res = await trader.json<{ id: string; accountId: string }>('/api/trades', { json: body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  accountId = res.body.accountId;
  return res.body.id;
}

const dayTrades = () =>
  t.database.db
    .select({
      id: trades.id,
      contracts: trades.contracts,
      costs: trades.costs,
      pnl: trades.pnl,
      fromNote: trades.costsFromNote,
      notes: trades.notes,
    })
    .from(trades)
    .where(and(eq(trades.userId, traderId), eq(trades.tradeDate, DAY)))
    .orderBy(trades.openedAt, trades.id);

const costCents = (rows: { costs: string }[]) =>
  rows.reduce((sum, r) => sum + Math.round(Number(r.costs) * 100), 0);

let t1: string;
let t2: string;
let t3: string;
let noteId: string;

beforeAll(async () => {
  t = await tradesTestApp();
  ({ client: trader, userId: traderId } = await allowedCaller(t));
  other = (await allowedCaller(t)).client;
  // The journal of 03/11: the note's first round trip, its second at a different exit price (128.160), and a WDO
  // trade the note does not have; the note's third round trip is missing.
  t1 = await add(tradeBody({ date: DAY, time: '09:10', entry: '128000', exit: '128100', costs: '0' }));
  t2 = await add(
    tradeBody({
      date: DAY,
      time: '09:20',
      type: 'venda',
      contracts: 2,
      entry: '128200',
      exit: '128160',
      costs: '0',
    }),
  );
  t3 = await add(
    tradeBody({ date: DAY, time: '09:30', instrument: 'WDO', entry: '5000', exit: '5001', costs: '0' }),
  );
});

describe('importing notes', () => {
  it('stores a note, says why other files were refused, and changes nothing on a second import', async () => {
    const scope = { userId: traderId, now: () => new Date() };
    const first = await importNoteFiles(
      t.database.db,
      scope,
      accountId,
      [pdf('nota-1001.pdf'), pdf('protegida.pdf'), pdf('foto.pdf')],
      undefined,
      reader,
    );
    expect(first.files.map((f) => f.status)).toEqual(['imported', 'password-required', 'error']);
    expect(first.files[2]).toMatchObject({ message: 'O PDF não tem texto: parece uma imagem digitalizada.' });
    expect(first).toMatchObject({ imported: 1, alreadyImported: 0, failed: 2 });
    const stored = first.files[0];
    noteId = stored && 'notes' in stored ? (stored.notes[0]?.id ?? '') : '';
    const costsBefore = await dayTrades();

    const again = await importNoteFiles(
      t.database.db,
      scope,
      accountId,
      [pdf('nota-1001.pdf')],
      undefined,
      reader,
    );
    expect(again).toMatchObject({ imported: 0, alreadyImported: 1, failed: 0 });
    expect(again.files[0]).toMatchObject({ status: 'already-imported', notes: [{ id: noteId }] });
    const notes = await t.database.db
      .select()
      .from(brokerageNotes)
      .where(eq(brokerageNotes.userId, traderId));
    expect(notes).toHaveLength(1);
    expect(await dayTrades()).toEqual(costsBefore);
  });

  it('lists the note by month, only to its owner', async () => {
    const list = await trader.json<{ items: NoteSummaryDto[] }>('/api/brokerage-notes?month=2026-11');
    expect(list.body.items.map((n) => n.noteNumber)).toEqual(['1001']);
    expect(
      (await trader.json<{ items: unknown[] }>('/api/brokerage-notes?month=2026-10')).body.items,
    ).toEqual([]);
    expect((await other.json<{ items: unknown[] }>('/api/brokerage-notes')).body.items).toEqual([]);
    expect((await other.json(`/api/brokerage-notes/${noteId}`)).status).toBe(404);
    expect((await trader.json('/api/brokerage-notes?month=2026-13')).status).toBe(400);
  });
});

describe('costs from the note', () => {
  it('apportions the note’s R$ 10,01 to the day’s trades by contracts, to the cent', async () => {
    const rows = await dayTrades();
    // 1 + 2 + 1 contracts: 250,25 / 500,50 / 250,25 → the centavo left goes to the largest remainder.
    expect(rows.map((r) => [r.id, r.costs, r.fromNote])).toEqual([
      [t1, '2.50', true],
      [t2, '5.01', true],
      [t3, '2.50', true],
    ]);
    expect(costCents(rows)).toBe(1001);
    // Net P&L follows: 100 points × R$ 0,20 − 2,50; 2 × 40 × 0,20 − 5,01; 1 × R$ 10 − 2,50.
    expect(rows.map((r) => r.pnl)).toEqual(['17.50', '10.99', '7.50']);
    // The trade says where its costs came from.
    const detail = await trader.json<{ costs: string; costsNote?: string }>(`/api/trades/${t1}`);
    expect(detail.body).toMatchObject({ costs: '2.50', costsNote: '1001' });
  });

  it('shares the costs again when a trade is added, edited or deleted on the day', async () => {
    const extra = await add(
      tradeBody({ date: DAY, time: '10:00', contracts: 3, entry: '128000', exit: '128005' }),
    );
    let rows = await dayTrades();
    expect(costCents(rows)).toBe(1001);
    expect(rows.every((r) => r.fromNote)).toBe(true);
    expect(rows.find((r) => r.id === extra)?.costs).toBe('4.29');
    // Deleted: the three trades share the R$ 10,01 again.
    expect((await trader.request(`/api/trades/${extra}`, { method: 'DELETE' })).status).toBe(200);
    rows = await dayTrades();
    expect(rows.map((r) => r.costs)).toEqual(['2.50', '5.01', '2.50']);
    // Moved to another day, a trade gets the setting's costs back (none set: R$ 0,00) and leaves the note's day.
    const moving = await add(
      tradeBody({ date: DAY, time: '10:00', contracts: 3, entry: '128000', exit: '128005' }),
    );
    const moved = await trader.json(`/api/trades/${moving}`, {
      method: 'PUT',
      json: tradeBody({
        date: '2026-11-04',
        time: '10:00',
        contracts: 3,
        entry: '128000',
        exit: '128005',
        costs: '0',
      }),
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const [movedRow] = await t.database.db.select().from(trades).where(eq(trades.id, moving));
    expect(movedRow).toMatchObject({ costs: '0.00', costsFromNote: false, pnl: '3.00' });
    rows = await dayTrades();
    expect(rows.map((r) => r.costs)).toEqual(['2.50', '5.01', '2.50']);
  });
});

describe('reconciliation', () => {
  it('finds one missing trade, one extra trade and one price difference, and the day’s difference in money', async () => {
    const res = await trader.json<NoteDetailDto>(`/api/brokerage-notes/${noteId}`);
    expect(res.status).toBe(200);
    expect(res.body.executions).toHaveLength(6);
    const r = res.body.reconciliation;
    expect(r.lines.map((l) => l.kind)).toEqual([
      'matched',
      'different',
      'missing-in-journal',
      'missing-in-note',
    ]);
    expect(r.lines[0]).toMatchObject({ tradeId: t1 });
    expect(r.lines[1]).toMatchObject({
      tradeId: t2,
      fields: ['price'],
      note: { exit: '128150' },
      trade: { exit: '128160' },
    });
    expect(r.lines[2]).toMatchObject({
      note: { side: 'compra', contracts: 1, entry: '128300', exit: '128400' },
    });
    expect(r.lines[3]).toMatchObject({ tradeId: t3, trade: { instrument: 'WDO' } });
    // Note R$ 80,00; journal gross 20 + 16 + 10 = R$ 46,00.
    expect(r).toMatchObject({
      noteResultCents: 8000,
      journalResultCents: 4600,
      differenceCents: 3400,
      agrees: false,
    });
  });

  it('creates the missing round trip once, marked as from the note, and shares the costs with it', async () => {
    const first = await trader.json<{ created: number }>(`/api/brokerage-notes/${noteId}/create-missing`, {
      json: {},
    });
    expect(first.status).toBe(200);
    expect(first.body.created).toBe(1);
    const again = await trader.json<{ created: number }>(`/api/brokerage-notes/${noteId}/create-missing`, {
      json: {},
    });
    expect(again.body.created).toBe(0);
    const rows = await dayTrades();
    expect(rows).toHaveLength(4);
    const made = rows.find((r) => ![t1, t2, t3].includes(r.id));
    expect(made).toMatchObject({
      contracts: 1,
      fromNote: true,
      notes: 'Criado da nota de corretagem nº 1001',
    });
    expect(costCents(rows)).toBe(1001);
    const detail = await trader.json<NoteDetailDto>(`/api/brokerage-notes/${noteId}`);
    expect(detail.body.reconciliation.lines.map((l) => l.kind)).toEqual([
      'matched',
      'different',
      'matched',
      'missing-in-note',
    ]);
  });

  it('accepts the differences with the trader’s note; another trader cannot', async () => {
    expect((await other.json(`/api/brokerage-notes/${noteId}/accept`, { json: {} })).status).toBe(404);
    const res = await trader.json(`/api/brokerage-notes/${noteId}/accept`, {
      json: { note: 'Saída registrada à mão com o preço errado.' },
    });
    expect(res.status).toBe(200);
    const detail = await trader.json<NoteDetailDto>(`/api/brokerage-notes/${noteId}`);
    expect(detail.body.acceptanceNote).toBe('Saída registrada à mão com o preço errado.');
    expect(detail.body.acceptedAt).not.toBeNull();
  });
});

describe('deleting a note', () => {
  it('gives the day’s trades the per-contract setting back', async () => {
    expect((await other.request(`/api/brokerage-notes/${noteId}`, { method: 'DELETE' })).status).toBe(404);
    const settings = await trader.json('/api/trading-settings', {
      method: 'PATCH',
      json: { costsPerContract: { WIN: '0.50' } },
    });
    expect([200, 204], JSON.stringify(settings.body)).toContain(settings.status);
    expect((await trader.request(`/api/brokerage-notes/${noteId}`, { method: 'DELETE' })).status).toBe(204);
    const rows = await dayTrades();
    expect(rows.every((r) => !r.fromNote)).toBe(true);
    // The trade made from the note (09:00) first: WIN 1 × 0,50; WIN 1; WIN 2; WDO (no setting).
    expect(rows.map((r) => r.costs)).toEqual(['0.50', '0.50', '1.00', '0.00']);
    expect((await trader.json(`/api/brokerage-notes/${noteId}`)).status).toBe(404);
    const detail = await trader.json<{ costsNote?: string }>(`/api/trades/${t1}`);
    expect(detail.body.costsNote).toBeUndefined();
  });
});

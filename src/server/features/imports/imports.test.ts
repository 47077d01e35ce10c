import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ImportList, ImportPreview, ImportSummary } from '@/shared/trading/api-contract';
import { tradingApi } from '@/shared/trading/api-contract';
import type { Db } from '../../db/client';
import { trades, tradingSettings } from '../../db/schema';
import { createTestApp } from '../../testing/test-app';
import { countsOf, fixture, listenTradesChanged, profitCsv, signInUploader } from './imports.testkit';

let t: Awaited<ReturnType<typeof createTestApp>>;
let db: Db;

beforeAll(async () => {
  t = await createTestApp({ enableTestRoutes: true });
  db = t.database.db;
});

const tradesOf = (userId: string) =>
  db.select().from(trades).where(eq(trades.userId, userId)).orderBy(asc(trades.openedAt));

describe('a latin-1 Profit export, end to end', () => {
  it('previews without storing, imports once, and re-imports nothing', async () => {
    const u = await signInUploader(t.app);
    const file = fixture('profit-latin1-preamble.csv');

    const preview = await u.json<ImportPreview>(u.upload(tradingApi.importPreview, file));
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      format: 'profit',
      formatLabel: 'Nelogica Profit',
      encoding: 'windows-1252',
      totalRows: 4,
      validRows: 4,
      duplicateRows: 0,
      errors: [],
      unknownSymbols: [],
    });
    expect(preview.body.headers).toContain('Preço Compra');
    expect(preview.body.rows.map((r) => [r.instrument, r.type, r.pnl, r.currency, r.duplicate])).toEqual([
      ['WIN', 'compra', '20.00', 'BRL', false],
      ['WIN', 'venda', '150.00', 'BRL', false],
      ['WDO', 'venda', '-50.00', 'BRL', false],
      ['WIN', 'compra', '-25.00', 'BRL', false],
    ]);
    expect(await countsOf(db, u.userId)).toEqual({ trades: 0, imports: 0 });

    const first = await u.json<ImportSummary>(u.upload(tradingApi.imports, file, {}, 'profit.csv'));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      fileName: 'profit.csv',
      format: 'profit',
      imported: 4,
      duplicates: 0,
      rejected: 0,
      rejects: [],
    });
    const stored = await tradesOf(u.userId);
    expect(stored).toHaveLength(4);
    expect(stored.every((s) => s.importId === first.body.id && s.accountId === first.body.accountId)).toBe(
      true,
    );
    // Written in São Paulo time (the default zone): 09:15 local is 12:15 UTC.
    expect(stored[0]).toMatchObject({ tradeDate: '2026-03-24', tradeTime: '09:15:00', side: 'compra' });
    expect(stored[0]?.openedAt.toISOString()).toBe('2026-03-24T12:15:00.000Z');
    expect(stored.map((s) => [s.instrument, s.contractMonth, s.contractYear, s.pnl, s.pointValue])).toEqual([
      ['WIN', 'J', 2026, '20.00', '0.20000000'],
      ['WIN', 'J', 2026, '150.00', '0.20000000'],
      ['WDO', 'J', 2026, '-50.00', '10.00000000'],
      ['WIN', 'J', 2026, '-25.00', '0.20000000'],
    ]);

    const again = await u.json<ImportPreview>(u.upload(tradingApi.importPreview, file));
    expect(again.body).toMatchObject({ validRows: 0, duplicateRows: 4 });
    expect(again.body.rows.every((r) => r.duplicate)).toBe(true);

    const second = await u.json<ImportSummary>(u.upload(tradingApi.imports, file));
    expect(second.body).toMatchObject({ imported: 0, duplicates: 4, rejected: 0 });
    expect(await countsOf(db, u.userId)).toEqual({ trades: 4, imports: 2 });

    const list = await u.json<ImportList>(u.request(tradingApi.imports));
    expect(list.body.items.map((i) => i.id)).toEqual([second.body.id, first.body.id]);
    expect(list.body.items[1]).toMatchObject({
      imported: 4,
      totalRows: 4,
      sourceTimezone: 'America/Sao_Paulo',
    });
  });

  it('reads times in the source zone and stores them in the user zone', async () => {
    const u = await signInUploader(t.app);
    await db.insert(tradingSettings).values({ userId: u.userId, timezone: 'America/Sao_Paulo' });
    const file = profitCsv(['NQM26;26/03/2026 09:30:00;26/03/2026 09:35:00;2;2;C;20000,00;20010,25;;;']);
    const res = await u.json<ImportSummary>(
      u.upload(tradingApi.imports, file, { sourceTimezone: 'America/New_York' }),
    );
    expect(res.body.imported).toBe(1);
    const [row] = await tradesOf(u.userId);
    // 09:30 in New York (EDT, −4) is 13:30 UTC and 10:30 in São Paulo (−3).
    expect(row?.openedAt.toISOString()).toBe('2026-03-26T13:30:00.000Z');
    expect(row).toMatchObject({ tradeTime: '10:30:00', currency: 'USD', pnl: '410.00' });
  });
});

describe('the same file uploaded twice at once', () => {
  // The INSERT stores exactly the rows whose fingerprints the account did not hold when read, under the user's trade
  // lock (no ON CONFLICT): the second upload waits for the first to commit and finds every row already there.
  it('stores each trade once: one upload imports them, the other counts them as duplicates', async () => {
    const u = await signInUploader(t.app);
    const file = fixture('profit-latin1-preamble.csv');
    const [a, b] = await Promise.all([
      u.json<ImportSummary>(u.upload(tradingApi.imports, file, {}, 'a.csv')),
      u.json<ImportSummary>(u.upload(tradingApi.imports, file, {}, 'b.csv')),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect([a.body.imported, b.body.imported].sort()).toEqual([0, 4]);
    expect([a.body.duplicates, b.body.duplicates].sort()).toEqual([0, 4]);
    const stored = await tradesOf(u.userId);
    expect(stored).toHaveLength(4);
    expect(new Set(stored.map((s) => s.fingerprint)).size).toBe(4);
  });
});

describe('the default source zone', () => {
  it("is the user's own zone from the trading settings", async () => {
    const u = await signInUploader(t.app);
    await db.insert(tradingSettings).values({ userId: u.userId, timezone: 'America/New_York' });
    const file = profitCsv(['NQM26;26/03/2026 09:30:00;;1;1;C;20000,00;20001,00;;;']);
    const res = await u.json<ImportSummary>(u.upload(tradingApi.imports, file));
    expect(res.body.imported).toBe(1);
    const [row] = await tradesOf(u.userId);
    expect(row?.openedAt.toISOString()).toBe('2026-03-26T13:30:00.000Z');
    expect(row).toMatchObject({ tradeDate: '2026-03-26', tradeTime: '09:30:00' });
    const list = await u.json<ImportList>(u.request(tradingApi.imports));
    expect(list.body.items[0]?.sourceTimezone).toBe('America/New_York');
  });
});

describe('undo', () => {
  it('removes exactly that import and its trades', async () => {
    const u = await signInUploader(t.app);
    const a = await u.json<ImportSummary>(
      u.upload(tradingApi.imports, fixture('profit-latin1-preamble.csv')),
    );
    const b = await u.json<ImportSummary>(u.upload(tradingApi.imports, fixture('profit-subconta.csv')));
    expect(a.body.imported).toBe(4);
    expect(b.body.imported).toBe(2);
    const undo = await u.request(tradingApi.importItem(a.body.id), { method: 'DELETE' });
    expect(undo.status).toBe(204);
    const left = await tradesOf(u.userId);
    expect(left).toHaveLength(2);
    expect(left.every((r) => r.importId === b.body.id)).toBe(true);
    expect((await u.request(tradingApi.importItem(a.body.id), { method: 'DELETE' })).status).toBe(404);
    // Undone, the same file imports again in full.
    const redo = await u.json<ImportSummary>(
      u.upload(tradingApi.imports, fixture('profit-latin1-preamble.csv')),
    );
    expect(redo.body).toMatchObject({ imported: 4, duplicates: 0 });
  });
});

describe('text values', () => {
  it('stores quotes, commas, braces, backslashes and the word NULL exactly as written', async () => {
    const u = await signInUploader(t.app);
    const file = new TextEncoder().encode(
      [
        'data;hora;tipo;contratos;ativo;entrada;saida;notas;tags',
        '2026-03-24;09:15:00;compra;1;WIN;125000;125100;"Disse ""oi"", {ok} \\ fim";"[""a,b"",""c\\""d"",""{e}"",""NULL""]"',
        '2026-03-24;10:15:00;venda;2;WDO;5000;4990,5;NULL;',
      ].join('\n'),
    );
    const res = await u.json<ImportSummary>(u.upload(tradingApi.imports, file));
    expect(res.body).toMatchObject({ format: 'generic', imported: 2, rejected: 0 });
    const stored = await tradesOf(u.userId);
    expect(stored.map((r) => [r.instrument, r.notes, r.tags, r.pnl])).toEqual([
      ['WIN', 'Disse "oi", {ok} \\ fim', ['a,b', 'c"d', '{e}', 'NULL'], '20.00'],
      ['WDO', 'NULL', [], '190.00'],
    ]);
  });
});

describe('rows of one file with the same source id', () => {
  it('stores the first, counts the later one as a duplicate, and breaks rules as a one-trade day', async () => {
    const u = await signInUploader(t.app);
    const file = new TextEncoder().encode(
      [
        // Our own format with its 'stop' column left empty: the trader's own record of no stop (a break, the
        // fixture's plan requiring one), not a stop the file could not carry.
        'data;hora;tipo;contratos;ativo;entrada;saida;stop;notas;id_origem',
        '2026-03-25;09:15:00;compra;1;WIN;125000;125100;;primeira;abc-1',
        '2026-03-25;10:15:00;venda;2;WIN;125000;124900;;segunda;abc-1',
      ].join('\n'),
    );
    const res = await u.json<ImportSummary>(u.upload(tradingApi.imports, file));
    expect(res.body).toMatchObject({ format: 'generic', imported: 1, duplicates: 1, rejected: 0 });
    const stored = await tradesOf(u.userId);
    expect(stored.map((r) => [r.notes, r.tradeTime, r.ruleBreaks])).toEqual([
      ['primeira', '09:15:00', ['no-stop']],
    ]);
  });
});

describe('live updates', () => {
  it('notifies trades_changed with the user id when an import and its undo commit, never on a refusal', async () => {
    const u = await signInUploader(t.app);
    const listener = await listenTradesChanged(t.database);
    try {
      const first = await u.json<ImportSummary>(u.upload(tradingApi.imports, fixture('profit-subconta.csv')));
      expect(first.status).toBe(201);
      await vi.waitFor(() => expect(listener.payloads.filter((p) => p === u.userId)).toHaveLength(1));
      const undo = await u.request(tradingApi.importItem(first.body.id), { method: 'DELETE' });
      expect(undo.status).toBe(204);
      await vi.waitFor(() => expect(listener.payloads.filter((p) => p === u.userId)).toHaveLength(2));
      // A refused file and an unknown import change nothing and wake nobody: once another user's later import
      // has been announced (notifications arrive in commit order), none of this user's came before it.
      const mark = listener.payloads.length;
      expect((await u.upload(tradingApi.imports, fixture('bad-formula.csv'))).status).toBe(400);
      expect((await u.request(tradingApi.importItem(first.body.id), { method: 'DELETE' })).status).toBe(404);
      const control = await signInUploader(t.app);
      expect((await control.upload(tradingApi.imports, fixture('profit-subconta.csv'))).status).toBe(201);
      await vi.waitFor(() => expect(listener.payloads.slice(mark)).toContain(control.userId));
      expect(listener.payloads.slice(mark)).toEqual([control.userId]);
    } finally {
      await listener.stop();
    }
  });
});

describe('rows that cannot be stored', () => {
  it('flags unknown symbols, rejects them with reasons, and imports them once mapped', async () => {
    const u = await signInUploader(t.app);
    const file = profitCsv([
      'WINJ26;24/03/2026 09:15:00;24/03/2026 09:32:10;1;1;C;125.000,00;125.100,00;;;',
      'MINIIND;24/03/2026 10:15:00;24/03/2026 10:32:10;1;1;C;125.000,00;125.050,00;;;',
      'WINJ26;24/03/2026 11:15:00;24/03/2026 11:32:10;1;1;X;125.000,00;125.050,00;;;',
    ]);
    const preview = await u.json<ImportPreview>(u.upload(tradingApi.importPreview, file));
    expect(preview.body).toMatchObject({ totalRows: 3, validRows: 1, unknownSymbols: ['MINIIND'] });
    expect(preview.body.errors).toEqual([
      { line: 4, message: 'Linha 4: lado inválido (esperado compra ou venda)' },
    ]);
    expect(preview.body.rows[1]).toMatchObject({ sourceSymbol: 'MINIIND', pnl: null });
    expect(preview.body.rows[1]?.errors[0]).toContain('ativo MINIIND não cadastrado');

    const res = await u.json<ImportSummary>(u.upload(tradingApi.imports, file));
    expect(res.body).toMatchObject({ imported: 1, rejected: 2 });
    expect(res.body.rejects.map((r) => r.line)).toEqual([3, 4]);
    const csv = await u.request(tradingApi.importRejects(res.body.id));
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes).split('\r\n')).toEqual([
      'linha;motivo',
      expect.stringMatching(/^3;Linha 3: ativo MINIIND não cadastrado/),
      '4;Linha 4: lado inválido (esperado compra ou venda)',
      '',
    ]);

    const mapped = await u.json<ImportSummary>(
      u.upload(tradingApi.imports, file, { symbolMap: { MINIIND: 'WIN' } }),
    );
    expect(mapped.body).toMatchObject({ imported: 1, duplicates: 1, rejected: 1 });
    const rows = await db
      .select({ instrument: trades.instrument, pnl: trades.pnl })
      .from(trades)
      .where(and(eq(trades.userId, u.userId), eq(trades.importId, mapped.body.id)));
    expect(rows).toEqual([{ instrument: 'WIN', pnl: '10.00' }]);
  });

  it('remembers a column mapping and imports a mapped CSV', async () => {
    const u = await signInUploader(t.app);
    const file = new TextEncoder().encode(
      'Quando,Hora,Sentido,Qtd,Papel,Compra,Venda\n2026-03-24,09:15:00,buy,2,WINJ26,125000,125050\n',
    );
    const mapping = {
      date: 'Quando',
      time: 'Hora',
      side: 'Sentido',
      contracts: 'Qtd',
      symbol: 'Papel',
      entry: 'Compra',
      exit: 'Venda',
    };
    const refused = await u.json<{ code: string; headers: string[] }>(
      u.upload(tradingApi.importPreview, file),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.headers).toEqual(['Quando', 'Hora', 'Sentido', 'Qtd', 'Papel', 'Compra', 'Venda']);
    const res = await u.json<ImportSummary>(
      u.upload(tradingApi.imports, file, { format: 'mapped', mapping }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ format: 'mapped', imported: 1 });
    const [settings] = await db.select().from(tradingSettings).where(eq(tradingSettings.userId, u.userId));
    expect(settings?.importMapping).toEqual(mapping);

    // Next time, the same kind of file comes back with the remembered mapping, for the mapping step to prefill…
    const next = new TextEncoder().encode(
      'Quando,Hora,Sentido,Qtd,Papel,Compra,Venda\n2026-03-25,10:15:00,sell,1,WINJ26,125100,125000\n',
    );
    const again = await u.json<{ code: string; headers: string[]; mapping: unknown }>(
      u.upload(tradingApi.importPreview, next),
    );
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'INVALID_FILE', reason: 'noKnownColumn', mapping });
    // …and the preview made with it returns it too.
    const previewed = await u.json<ImportPreview & { mapping: unknown }>(
      u.upload(tradingApi.importPreview, next, { format: 'mapped', mapping }),
    );
    expect(previewed.body).toMatchObject({ format: 'mapped', validRows: 1, mapping });

    // Another user has no remembered mapping.
    const other = await signInUploader(t.app);
    const theirs = await other.json<{ mapping?: unknown }>(other.upload(tradingApi.importPreview, next));
    expect(theirs.status).toBe(400);
    expect(theirs.body.mapping).toBeNull();
    const theirPreview = await other.json<{ mapping?: unknown }>(
      other.upload(tradingApi.importPreview, fixture('profit-subconta.csv')),
    );
    expect(theirPreview.body.mapping).toBeNull();
  });
});

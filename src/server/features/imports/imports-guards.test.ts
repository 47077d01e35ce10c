import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportList, ImportSummary } from '@/shared/trading/api-contract';
import { IMPORT_MAX_BYTES, tradingApi } from '@/shared/trading/api-contract';
import { IMPORT_ERRORS } from '@/shared/trading/imports';
import type { Db } from '../../db/client';
import { tradingSettings } from '../../db/schema';
import { createTestApp } from '../../testing/test-app';
import { ensureDefaultAccount } from '../../user/trading-accounts';
import { loadImportContext } from './import-context';
import { isRowError, toTradeRow, type TradeRow } from './import-rows';
import { writeImport } from './imports.service';
import { countsOf, fixture, profitCsv, signInUploader } from './imports.testkit';
import { parseUpload } from './parse';

let t: Awaited<ReturnType<typeof createTestApp>>;
let db: Db;

beforeAll(async () => {
  t = await createTestApp({ enableTestRoutes: true });
  db = t.database.db;
});

const BAD_FILES: [string, string][] = [
  ['bad-empty.csv', IMPORT_ERRORS.empty],
  ['bad-binary.png', IMPORT_ERRORS.binary],
  ['bad-spreadsheet.xlsx', IMPORT_ERRORS.spreadsheet],
  ['bad-wrong-encoding.csv', IMPORT_ERRORS.encoding],
  ['bad-truncated.csv', IMPORT_ERRORS.truncated],
  ['bad-unknown-header.csv', IMPORT_ERRORS.noKnownColumn],
  // Three formula cells among good rows: the whole file is refused, the good row included.
  ['bad-formula.csv', IMPORT_ERRORS.formula],
];

describe('the trades table', () => {
  it('has no trigger that an import’s INSERT would skip but those of foreign keys (an import turns triggers off for its INSERT, foreign-keys.ts)', async () => {
    const triggers = await db.execute<{ name: string; kind: string | null; enabled: string }>(
      sql`select t.tgname as name, c.contype::text as kind, t.tgenabled::text as enabled from pg_trigger t
          left join pg_constraint c on c.oid = t.tgconstraint where t.tgrelid = 'trades'::regclass`,
    );
    expect(triggers.rows.length).toBeGreaterThan(0);
    // 'A': enabled always, so it fires under session_replication_role = replica too (the month segments' triggers).
    expect(triggers.rows.filter((r) => r.kind !== 'f' && r.enabled !== 'A')).toEqual([]);
  });
});

describe('bad files', () => {
  it.each(BAD_FILES)('%s → 400 in Portuguese, nothing stored', async (name, message) => {
    const u = await signInUploader(t.app);
    for (const route of [tradingApi.importPreview, tradingApi.imports]) {
      const res = await u.json<{ code: string; message: string }>(u.upload(route, fixture(name)));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('INVALID_FILE');
      expect(res.body.message.startsWith(message)).toBe(true);
    }
    expect(await countsOf(db, u.userId)).toEqual({ trades: 0, imports: 0 });
  });

  it('refuses 200,000 columns', async () => {
    const u = await signInUploader(t.app);
    const wide = new TextEncoder().encode(
      `${Array.from({ length: 200_000 }, (_, k) => `c${k}`).join(';')}\n1;2\n`,
    );
    for (const route of [tradingApi.importPreview, tradingApi.imports]) {
      const res = await u.json<{ message: string }>(u.upload(route, wide));
      expect(res.status).toBe(400);
      expect(res.body.message.startsWith(IMPORT_ERRORS.tooManyColumns)).toBe(true);
    }
    expect(await countsOf(db, u.userId)).toEqual({ trades: 0, imports: 0 });
  });

  it('refuses a formula anywhere, names where it is, and stores nothing, not even the good rows', async () => {
    const u = await signInUploader(t.app);
    const file = profitCsv([
      'WINJ26;24/03/2026 09:15:00;;1;1;C;125.000,00;125.100,00;;;',
      'WINJ26;24/03/2026 10:15:00;;1;1;C;125.000,00;125.100,00;;;',
      'WINJ26;24/03/2026 11:15:00;;1;1;C;125.000,00;125.100,00;-cmd|calc;;',
    ]);
    for (const route of [tradingApi.importPreview, tradingApi.imports]) {
      const res = await u.json<{ code: string; message: string }>(u.upload(route, file));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'INVALID_FILE', reason: 'formula' });
      expect(res.body.message).toBe(`${IMPORT_ERRORS.formula}: linha 4, coluna "MEP"`);
    }
    expect(await countsOf(db, u.userId)).toEqual({ trades: 0, imports: 0 });
  });

  it('rejects a value too large for its column instead of aborting the import', async () => {
    const u = await signInUploader(t.app);
    const file = profitCsv([
      'WINJ26;24/03/2026 09:15:00;;1;1;C;125.000,00;125.100,00;;;',
      'WINJ26;24/03/2026 10:15:00;;1;1;C;1.000.000.000.000,00;125.100,00;;;',
    ]);
    const res = await u.json<ImportSummary>(u.upload(tradingApi.imports, file));
    expect(res.body).toMatchObject({ imported: 1, rejected: 1 });
    expect(res.body.rejects).toEqual([{ line: 3, message: 'Linha 3: valores grandes demais' }]);
  });

  it('answers a missing file or unreadable options with 400', async () => {
    const u = await signInUploader(t.app);
    const noFile = await u.request(tradingApi.imports, { method: 'POST', body: new FormData() });
    expect(noFile.status).toBe(400);
    const form = new FormData();
    form.append('file', new Blob([fixture('profit-subconta.csv') as BlobPart]), 'a.csv');
    form.append('options', '{nope');
    expect((await u.request(tradingApi.imports, { method: 'POST', body: form })).status).toBe(400);
    const badZone = await u.upload(tradingApi.imports, fixture('profit-subconta.csv'), {
      sourceTimezone: 'Marte/Base',
    });
    expect(badZone.status).toBe(400);
    expect(await countsOf(db, u.userId)).toEqual({ trades: 0, imports: 0 });
  });

  it('answers 413 in Portuguese past 50 MB', async () => {
    const u = await signInUploader(t.app);
    const big = new Blob([new Uint8Array(IMPORT_MAX_BYTES + 1).fill(0x41)]);
    for (const route of [tradingApi.importPreview, tradingApi.imports]) {
      const res = await u.json<{ message: string }>(u.upload(route, big));
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('Arquivo grande demais: máximo 50 MB');
    }
    expect(await countsOf(db, u.userId)).toEqual({ trades: 0, imports: 0 });
  });
});

describe('all or nothing', () => {
  it("refuses another user's account before anything is stored", async () => {
    const a = await signInUploader(t.app);
    const b = await signInUploader(t.app);
    const bAccount = await ensureDefaultAccount(db, b.userId);
    for (const accountId of [bAccount.id, 'not-a-uuid', randomUUID()]) {
      for (const route of [tradingApi.importPreview, tradingApi.imports]) {
        const res = await a.upload(route, fixture('profit-latin1-preamble.csv'), { accountId });
        expect(res.status).toBe(404);
      }
    }
    expect(await countsOf(db, a.userId)).toEqual({ trades: 0, imports: 0 });
    expect(await countsOf(db, b.userId)).toEqual({ trades: 0, imports: 0 });
  });

  it('rolls back every batch when the database refuses one row mid-way', async () => {
    const u = await signInUploader(t.app);
    const context = await loadImportContext(db, u.userId, { symbolMap: {} });
    if (!context.ok) throw new Error(context.reason);
    const ctx = context.ctx;
    const rows = Array.from({ length: 2500 }, (_, k) => {
      const minute = String(k % 60).padStart(2, '0');
      const hour = String(9 + (Math.floor(k / 60) % 8)).padStart(2, '0');
      const day = String(1 + Math.floor(k / 480)).padStart(2, '0');
      return `WINJ26;${day}/03/2026 ${hour}:${minute}:00;;1;1;C;125.000,00;125.100,00;;;`;
    });
    const file = parseUpload(profitCsv(rows), {});
    const built = file.trades.map((tr) => toTradeRow(tr, ctx)).filter((r): r is TradeRow => !isRowError(r));
    expect(built).toHaveLength(2500);
    const write = (rows: TradeRow[]) =>
      writeImport(db, ctx, {
        fileName: 'falha.csv',
        format: 'profit',
        totalRows: rows.length,
        rows,
        rejects: [],
        rejectedCount: 0,
        mapping: { date: 'x' },
        batchSize: 1000,
      });
    // Row 2001 is in the third batch of 1,000 and holds more contracts than an integer column can: the database
    // refuses that batch after the first two were inserted.
    const broken = [...built];
    const row2001 = built[2000];
    if (!row2001) throw new Error('row 2001 missing');
    broken[2000] = { ...row2001, contracts: 2 ** 31 };
    const error = await write(broken).then(
      () => null,
      (e: unknown) => e as Error & { cause?: Error },
    );
    expect(String(error?.cause?.message ?? error?.message)).toMatch(/out of range/);
    expect(await countsOf(db, u.userId)).toEqual({ trades: 0, imports: 0 });
    const [settings] = await db.select().from(tradingSettings).where(eq(tradingSettings.userId, u.userId));
    expect(settings).toBeUndefined();
    // The same rows without the bad one go in whole.
    expect(await write(built)).toMatchObject({ imported: 2500, duplicates: 0 });
    expect(await countsOf(db, u.userId)).toEqual({ trades: 2500, imports: 1 });
  });
});

describe('isolation between users', () => {
  it('lets nobody list, undo or download the rejects of anyone else’s import, both ways', async () => {
    const a = await signInUploader(t.app);
    const b = await signInUploader(t.app);
    // One good row and one rejected row each, so each import has rejects to download.
    const file = profitCsv([
      'WINJ26;24/03/2026 09:15:00;;1;1;C;125.000,00;125.100,00;;;',
      'WINJ26;24/03/2026 10:15:00;;1;1;X;125.000,00;125.100,00;;;',
    ]);
    const ofA = await a.json<ImportSummary>(a.upload(tradingApi.imports, file));
    const ofB = await b.json<ImportSummary>(b.upload(tradingApi.imports, file));
    expect(ofA.status).toBe(201);
    expect(ofB.status).toBe(201);
    for (const [me, other] of [
      [a, ofB.body],
      [b, ofA.body],
    ] as const) {
      const list = await me.json<ImportList>(me.request(tradingApi.imports));
      expect(list.body.items.map((i) => i.id)).not.toContain(other.id);
      expect(list.body.items).toHaveLength(1);
      expect((await me.request(tradingApi.importRejects(other.id))).status).toBe(404);
      expect((await me.request(tradingApi.importItem(other.id), { method: 'DELETE' })).status).toBe(404);
      const intoOthers = await me.upload(tradingApi.imports, fixture('profit-subconta.csv'), {
        accountId: other.accountId,
      });
      expect(intoOthers.status).toBe(404);
    }
    expect(await countsOf(db, a.userId)).toEqual({ trades: 1, imports: 1 });
    expect(await countsOf(db, b.userId)).toEqual({ trades: 1, imports: 1 });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportSummary } from '@/shared/trading/api-contract';
import { tradingApi } from '@/shared/trading/api-contract';
import type { Db } from '../../db/client';
import { createTestApp } from '../../testing/test-app';
import { loadImportContext } from './import-context';
import { isRowError, toTradeRow, type TradeRow } from './import-rows';
import { writeImport } from './imports.service';
import { countsOf, profitCsv, signInUploader } from './imports.testkit';
import { parseUpload } from './parse';

let t: Awaited<ReturnType<typeof createTestApp>>;
let db: Db;

beforeAll(async () => {
  t = await createTestApp({ enableTestRoutes: true });
  db = t.database.db;
});

const ROWS = 20_000;

/** `count` distinct WIN trades, 240 a day from March 2026 on, in the Profit layout of profitCsv. */
function profitRows(count: number): string[] {
  return Array.from({ length: count }, (_, k) => {
    const day = new Date(Date.UTC(2026, 2, 2) + Math.floor(k / 240) * 86_400_000);
    const date = `${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}/${day.getUTCFullYear()}`;
    const minute = k % 240;
    const time = `${String(9 + Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00`;
    return `WINJ26;${date} ${time};;1;1;C;125.000,00;125.${String(100 + (k % 800)).padStart(3, '0')},00;;;`;
  });
}

describe(`an upload of ${ROWS.toLocaleString('en')} rows`, () => {
  it('imports every row in one go, and the same file again stores nothing twice', async () => {
    const u = await signInUploader(t.app);
    const file = profitCsv(profitRows(ROWS));
    const first = await u.json<ImportSummary>(u.upload(tradingApi.imports, file));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ imported: ROWS, duplicates: 0, rejected: 0 });
    expect(await countsOf(db, u.userId)).toEqual({ trades: ROWS, imports: 1 });
    const again = await u.json<ImportSummary>(u.upload(tradingApi.imports, file));
    expect(again.body).toMatchObject({ imported: 0, duplicates: ROWS, rejected: 0 });
    expect(await countsOf(db, u.userId)).toEqual({ trades: ROWS, imports: 2 });
  });

  it('refuses the whole file for one bad row at its very end, with nothing written', async () => {
    const u = await signInUploader(t.app);
    const rows = profitRows(ROWS);
    rows.push('WINJ26;30/12/2026 09:00:00;;1;1;C;125.000,00;125.100,00;=HYPERLINK("x");;');
    const res = await u.json<{ code: string; reason: string }>(u.upload(tradingApi.imports, profitCsv(rows)));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'INVALID_FILE', reason: 'formula' });
    expect(await countsOf(db, u.userId)).toEqual({ trades: 0, imports: 0 });
  });

  it('writes nothing when the database refuses a row after whole batches were already staged', async () => {
    const u = await signInUploader(t.app);
    const context = await loadImportContext(db, u.userId, { symbolMap: {} });
    if (!context.ok) throw new Error(context.reason);
    const ctx = context.ctx;
    const built = parseUpload(profitCsv(profitRows(ROWS)), {})
      .trades.map((tr) => toTradeRow(tr, ctx))
      .filter((r): r is TradeRow => !isRowError(r));
    expect(built).toHaveLength(ROWS);
    // Row 15,001 holds more contracts than an integer column can: refused in the second batch of 10,000, while
    // the first is already in the staging table.
    const bad = built[15_000];
    if (!bad) throw new Error('row missing');
    built[15_000] = { ...bad, contracts: 2 ** 31 };
    const error = await writeImport(db, ctx, {
      fileName: 'grande.csv',
      format: 'profit',
      totalRows: built.length,
      rows: built,
      rejects: [],
      rejectedCount: 0,
      mapping: null,
    }).then(
      () => null,
      (e: unknown) => e as Error & { cause?: Error },
    );
    expect(String(error?.cause?.message ?? error?.message)).toMatch(/out of range/);
    expect(await countsOf(db, u.userId)).toEqual({ trades: 0, imports: 0 });
  });
});

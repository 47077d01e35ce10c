import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreview, ImportSummary } from '@/shared/trading/api-contract';
import { tradingApi } from '@/shared/trading/api-contract';
import type { Db } from '../../db/client';
import { trades } from '../../db/schema';
import { createTestApp } from '../../testing/test-app';
import { fixture, signInUploader } from './imports.testkit';

/** Files in the layouts the platforms write, end to end: upload, store, and the totals the platform shows. */
let t: Awaited<ReturnType<typeof createTestApp>>;
let db: Db;

beforeAll(async () => {
  t = await createTestApp({ enableTestRoutes: true });
  db = t.database.db;
});

const storedOf = (userId: string) =>
  db.select().from(trades).where(eq(trades.userId, userId)).orderBy(asc(trades.openedAt));
const cents = (values: string[]) =>
  (values.reduce((sum, v) => sum + Math.round(Number(v) * 100), 0) / 100).toFixed(2);

describe('a NinjaTrader 8 export with a breakeven trade', () => {
  it('stores the breakeven with its commission, so the net equals the file’s Cum. net profit', async () => {
    const u = await signInUploader(t.app);
    const file = fixture('ninjatrader-nq-sep26.csv');
    const preview = await u.json<ImportPreview>(u.upload(tradingApi.importPreview, file));
    expect(preview.body).toMatchObject({ format: 'ninjatrader', totalRows: 4, validRows: 4, errors: [] });
    expect(preview.body.unknownSymbols).toEqual([]);

    const res = await u.json<ImportSummary>(
      u.upload(tradingApi.imports, file, { sourceTimezone: 'America/New_York' }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ imported: 4, rejected: 0, rejects: [] });
    const stored = await storedOf(u.userId);
    expect(stored.map((s) => [s.instrument, s.contractMonth, s.contractYear, s.costs, s.pnl])).toEqual([
      ['NQ', 'U', 2026, '3.98', '-18.98'],
      ['NQ', 'U', 2026, '3.98', '-213.98'],
      ['NQ', 'U', 2026, '3.98', '-3.98'],
      ['NQ', 'U', 2026, '3.98', '346.02'],
    ]);
    expect(stored[2]).toMatchObject({ entryPrice: '30790.00000000', exitPrice: '30790.00000000' });
    expect(cents(stored.map((s) => s.pnl))).toBe('109.08');
  });
});

describe('a MetaTrader 5 report whose deals follow its orders (real tester report)', () => {
  it('imports the 26 trades, the breakeven included, for the report’s net of R$ 202,00', async () => {
    const u = await signInUploader(t.app);
    const res = await u.json<ImportSummary>(u.upload(tradingApi.imports, fixture('mt5-tester-pt.csv')));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ format: 'mt5', imported: 26, rejected: 0 });
    const stored = await storedOf(u.userId);
    expect(cents(stored.map((s) => s.pnl))).toBe('202.00');
    expect(stored.filter((s) => s.entryPrice === s.exitPrice).map((s) => [s.contracts, s.pnl])).toEqual([
      [2, '0.00'],
    ]);
  });
});

describe('a NinjaTrader 8 export written day first in a comma file', () => {
  it('stores every trade on its day, and a file that cannot tell the order says how it was read', async () => {
    const u = await signInUploader(t.app);
    const res = await u.json<ImportSummary>(
      u.upload(tradingApi.imports, fixture('ninjatrader-day-first.csv')),
    );
    expect(res.body).toMatchObject({ imported: 3, rejected: 0 });
    const stored = await storedOf(u.userId);
    expect(stored.map((s) => s.tradeDate)).toEqual(['2026-06-16', '2026-06-16', '2026-07-01']);

    const text = new TextDecoder().decode(fixture('ninjatrader-day-first.csv')).split('\n');
    const ambiguous = new TextEncoder().encode([text[0], text[3]].join('\n'));
    const preview = await u.json<ImportPreview>(u.upload(tradingApi.importPreview, ambiguous));
    expect(preview.body.rows.map((r) => r.date)).toEqual(['2026-07-01']);
    expect(preview.body.notices).toEqual([expect.stringContaining('lidas como dia/mês/ano')]);
  });
});

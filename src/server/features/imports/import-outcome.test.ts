import { beforeAll, describe, expect, it } from 'vitest';
import type { TradeSpan } from '@/shared/time/default-period';
import { tradingApi, type ImportResult } from '@/shared/trading/api-contract';
import { wallClock } from '@/shared/time/zoned-time';
import { createTestApp } from '../../testing/test-app';
import { profitCsv, signInUploader } from './imports.testkit';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ enableTestRoutes: true });
});

// WIN: 0,20 per point; 100 points = R$ 20,00 per contract.
const rows = [
  'WINZ25;03/11/2025 09:15:00;;1;1;C;125.000,00;125.100,00;;;',
  'WINZ25;14/11/2025 10:15:00;;1;1;C;125.000,00;124.950,00;;;',
  'WINZ25;27/11/2025 11:15:00;;1;1;C;125.000,00;125.200,00;;;',
];

describe('an import of last year: its summary and the latest trade', () => {
  it('answers the file period and net P&L, and GET /api/trades/latest finds its last trade', async () => {
    const u = await signInUploader(t.app);
    const before = await u.json<TradeSpan>(u.request(tradingApi.tradeSpan));
    expect(before.status).toBe(200);
    expect(before.body.latestTradeDate).toBeNull();
    // Today in the trader's zone (the default one, São Paulo), by the server's clock.
    expect(before.body.today).toBe(wallClock(new Date(), 'America/Sao_Paulo').date);

    const res = await u.json<ImportResult>(u.upload(tradingApi.imports, profitCsv(rows)));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      imported: 3,
      period: { from: '2025-11-03', to: '2025-11-27' },
      net: [{ currency: 'BRL', pnl: '50.00' }],
    });

    const after = await u.json<TradeSpan>(u.request(tradingApi.tradeSpan));
    expect(after.body.latestTradeDate).toBe('2025-11-27');
    // Another trader's trades are not theirs.
    const other = await signInUploader(t.app);
    expect(
      (await other.json<TradeSpan>(other.request(tradingApi.tradeSpan))).body.latestTradeDate,
    ).toBeNull();

    // The same file again: every row a duplicate, nothing new, no period to show.
    const again = await u.json<ImportResult>(u.upload(tradingApi.imports, profitCsv(rows)));
    expect(again.body).toMatchObject({ imported: 0, duplicates: 3, period: null, net: [] });
  });
});

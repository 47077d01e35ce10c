import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tradingApi, type TradeDto, type TradeListResponse } from '@/shared/trading/api-contract';
import { dashboardTestApp, type DashboardTestApp } from '../dashboard/dashboard.testkit';
import { NOON, TODAY } from '../risk/risk.testkit';
import { tradeBody } from '../trades/test-callers';
import { profitCsv, signInUploader, type Uploader } from './imports.testkit';

/**
 * Our own CSV keeps a trade's 'stop não informado' row by row: exported and imported back into another account,
 * a trade whose stop is unknown stays unknown (no 'sem stop' break), one without a stop still breaks the plan.
 */
let t: DashboardTestApp;
beforeAll(async () => {
  t = await dashboardTestApp({ now: NOON });
});
afterAll(async () => {
  await t.tradesFeed.stop();
});

const PROFIT_ROW = `WINJ26;10/03/2026 09:15:00;10/03/2026 09:32:10;1;1;C;125.000,00;125.100,00;;;`;

async function tradesOf(u: Uploader): Promise<TradeDto[]> {
  const res = await u.json<TradeListResponse>(u.request(`${tradingApi.trades}?sort=date&dir=asc`));
  expect(res.status).toBe(200);
  return res.body.items;
}

async function addTrade(u: Uploader, body: Record<string, unknown>) {
  const res = await u.json<TradeDto>(
    u.request(tradingApi.trades, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(tradeBody({ date: TODAY, ...body })),
    }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

/** What the round trip must keep of each trade, in the list's order. */
const kept = (list: TradeDto[]) =>
  list.map((x) => ({
    time: x.time,
    stop: x.stop,
    stopUnknown: x.stopUnknown,
    ruleBreaks: x.ruleBreaks,
  }));

describe('stop unknown through our CSV export and import', () => {
  let source: TradeDto[];
  let owner: Uploader;

  beforeAll(async () => {
    owner = await signInUploader(t.app);
    // A broker file carries no stop: its trade's stop is unknown.
    const imported = await owner.json<{ imported: number }>(
      owner.upload(tradingApi.imports, profitCsv([PROFIT_ROW])),
    );
    expect(imported.body.imported).toBe(1);
    await addTrade(owner, { time: '10:00', stop: '124900' });
    await addTrade(owner, { time: '11:00' });
    source = await tradesOf(owner);
    expect(kept(source)).toEqual([
      { time: '09:15:00', stop: null, stopUnknown: true, ruleBreaks: [] },
      { time: '10:00:00', stop: '124900', stopUnknown: false, ruleBreaks: [] },
      { time: '11:00:00', stop: null, stopUnknown: false, ruleBreaks: ['no-stop'] },
    ]);
  });

  for (const format of ['generic', 'spreadsheet'] as const) {
    it(`brings the three trades back the same from the ${format} export`, async () => {
      const res = await owner.request(`${tradingApi.tradesExport}?format=${format}`);
      expect(res.status).toBe(200);
      const csv = await res.text();
      const header = csv.split('\r\n')[0] ?? '';
      expect(header).toContain(format === 'generic' ? ';stop_desconhecido;' : ';Stop desconhecido;');

      const other = await signInUploader(t.app);
      const back = await other.json<{ imported: number; rejected: number }>(
        other.upload(tradingApi.imports, new TextEncoder().encode(csv), {}, 'trades.csv'),
      );
      expect(back.status, JSON.stringify(back.body)).toBe(201);
      expect(back.body).toMatchObject({ imported: 3, rejected: 0 });
      expect(kept(await tradesOf(other))).toEqual(kept(source));
    });
  }
});

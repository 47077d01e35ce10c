import { beforeAll, describe, expect, it } from 'vitest';
import { DATED_PRESETS, PERIOD_CASES } from '@/shared/time/periods.testkit';
import type { TradeDto, TradeListResponse } from '@/shared/trading/api-contract';
import type { TestClient } from '../../testing/test-client';
import { allowedCaller, tradeBody } from '../trades/test-callers';
import { dashboardTestApp, getDashboard, type DashboardTestApp } from './dashboard.testkit';

/**
 * The server's side of "one preset, one range": GET /api/dashboard resolves each preset at the app's clock in the
 * user's time zone, and must give the ranges of the table the pages are checked against too
 * (src/client/app/period-presets.test.ts); the export is named after the user's today, not the server's UTC date.
 */
let t: DashboardTestApp;
const traders = new Map<string, TestClient>();

beforeAll(async () => {
  t = await dashboardTestApp();
  for (const zone of new Set(PERIOD_CASES.map((c) => c.timeZone))) {
    const { client } = await allowedCaller(t);
    const res = await client.json('/api/trading-settings', { method: 'PATCH', json: { timezone: zone } });
    expect(res.status).toBe(200);
    traders.set(zone, client);
  }
});

describe.each(PERIOD_CASES)('the server resolves each preset: $what', (c) => {
  it('as the table says, and names the export after the local date', async () => {
    const client = traders.get(c.timeZone);
    if (!client) throw new Error(`no trader in ${c.timeZone}`);
    t.clock.now = new Date(c.now);
    for (const preset of DATED_PRESETS) {
      const [from, to] = c.ranges[preset];
      const data = await getDashboard(client, `preset=${preset}`);
      expect(data.period, preset).toEqual({ preset, from, to, timezone: c.timeZone });
    }
    const all = await getDashboard(client, 'preset=all');
    expect(all.period).toMatchObject({ from: null, to: null });

    const res = await client.request('/api/trades/export?format=spreadsheet');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="trades-${c.today}.csv"`);
  });
});

describe('a resolved range means the same trades on /dashboard and /trades', () => {
  it('includes both ends and nothing beyond them', async () => {
    const { client } = await allowedCaller(t);
    const add = async (date: string) => {
      const res = await client.json<TradeDto>('/api/trades', { json: tradeBody({ date }) });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body;
    };
    // 15 March 2026, noon in São Paulo (the default zone): the last 3 months are 15 Dec → 15 Mar.
    t.clock.now = new Date('2026-03-15T15:00:00Z');
    const inside = [await add('2025-12-15'), await add('2026-03-15')];
    await add('2025-12-14');
    // The day after the range's end, recorded once it had come (a trade after the trader's today is refused).
    t.clock.now = new Date('2026-03-17T15:00:00Z');
    await add('2026-03-16');
    t.clock.now = new Date('2026-03-15T15:00:00Z');
    const data = await getDashboard(client, 'preset=last-3-months');
    expect(data.period).toMatchObject({ from: '2025-12-15', to: '2026-03-15' });
    const ids = (list: { id: string }[]) => list.map((x) => x.id).sort();
    expect(ids(data.lastTrades)).toEqual(ids(inside));
    // What /trades sends for the same preset (its page resolves it to these dates).
    const list = await client.json<TradeListResponse>('/api/trades?from=2025-12-15&to=2026-03-15');
    expect(ids(list.body.items)).toEqual(ids(inside));
  });
});

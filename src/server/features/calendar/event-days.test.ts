import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDaysDto } from '@/shared/calendar/contract';
import type { TradeDto, TradeListResponse } from '@/shared/trading/api-contract';
import type { TestClient } from '../../testing/test-client';
import { dashboardTestApp, type DashboardTestApp } from '../dashboard/dashboard.testkit';
import { tradeBody } from '../trades/test-callers';
import { calendarCaller, dropEvents, insertEvents } from './calendar.testkit';

let t: DashboardTestApp;
const ids: string[] = [];
const TAG = `ed${Date.now().toString(36)}`;
const PERIOD = 'preset=custom&from=2031-03-01&to=2031-03-31';

// March 2031, São Paulo trader. The US moves to summer time on 9 March 2031: the 14:00 ET event of the 12th is
// 15:00 in São Paulo.
beforeAll(async () => {
  t = await dashboardTestApp();
  ids.push(
    ...(await insertEvents(t.database.db, [
      { title: `${TAG} A`, date: '2031-03-05', time: '10:00' },
      { title: `${TAG} B`, date: '2031-03-12', time: '14:00', timeZone: 'America/New_York', country: 'US' },
      { title: `${TAG} C média`, date: '2031-03-19', time: '10:00', impact: 'media' },
      { title: `${TAG} D sem hora`, date: '2031-03-26' },
      { title: `${TAG} E removido`, date: '2031-03-27', time: '10:00', removed: true },
    ])),
  );
});
afterAll(async () => {
  await dropEvents(t.database.db, ids);
});

const WIN = { exit: '125100' }; // +100 points
const LOSS = { exit: '124950' }; // −50 points

async function trade(client: TestClient, date: string, time: string, over: Record<string, unknown> = {}) {
  const res = await client.json<TradeDto>('/api/trades', { json: tradeBody({ date, time, ...over }) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
const cents = (trades: TradeDto[]) => trades.reduce((s, x) => s + Math.round(Number(x.pnl) * 100), 0);

describe('GET /api/calendar/event-days and the trades list’s nearEvent tag', () => {
  it('splits the trader’s days with a high-impact event from the others, and counts trades ±30 min of one', async () => {
    const { client } = await calendarCaller(t);
    t.clock.now = new Date('2031-04-01T12:00:00Z');
    const eventDay = [
      await trade(client, '2031-03-05', '09:45', WIN), // 15 min before A: near
      await trade(client, '2031-03-05', '10:30', WIN), // 30 min after A: near (the edge counts)
      await trade(client, '2031-03-05', '11:00', LOSS), // 60 min after: not near
      await trade(client, '2031-03-12', '14:20', LOSS), // 40 min before B (15:00 here): not near
      await trade(client, '2031-03-12', '15:20', WIN), // 20 min after B: near
      await trade(client, '2031-03-26', '10:00', LOSS), // D has no time: an event day, never near
    ];
    const other = [
      await trade(client, '2031-03-19', '10:05', WIN), // C is 'media'
      await trade(client, '2031-03-27', '10:00', WIN), // E was removed
    ];
    // Another currency, near A: never mixed into the BRL figures.
    await trade(client, '2031-03-05', '09:50', { instrument: 'NQ', entry: '18000', exit: '18010' });
    // Another trader, on the same event days: never counted.
    const someoneElse = await calendarCaller(t);
    await trade(someoneElse.client, '2031-03-05', '10:00', WIN);

    const res = await client.json<EventDaysDto>(`/api/calendar/event-days?${PERIOD}`);
    expect(res.status).toBe(200);
    const near = [eventDay[0], eventDay[1], eventDay[4]] as TradeDto[];
    expect(res.body).toEqual({
      period: { from: '2031-03-01', to: '2031-03-31' },
      currency: 'BRL',
      currencies: ['BRL', 'USD'],
      eventDays: {
        days: 3,
        trades: 6,
        pnl: cents(eventDay),
        winRate: 0.5,
        averageDayPnl: Math.round(cents(eventDay) / 3),
      },
      otherDays: {
        days: 2,
        trades: 2,
        pnl: cents(other),
        winRate: 1,
        averageDayPnl: Math.round(cents(other) / 2),
      },
      nearEvent: { trades: 3, pnl: cents(near), winRate: 1 },
    });

    const usd = await client.json<EventDaysDto>(`/api/calendar/event-days?${PERIOD}&currency=USD`);
    expect(usd.body).toMatchObject({
      currency: 'USD',
      eventDays: { days: 1, trades: 1 },
      otherDays: { days: 0, trades: 0, pnl: 0, winRate: null, averageDayPnl: null },
      nearEvent: { trades: 1 },
    });

    // The list tags the same three BRL trades (and the NQ one) with the nearest event; the others carry no field.
    const list = await client.json<TradeListResponse>(
      '/api/trades?from=2031-03-01&to=2031-03-31&pageSize=50',
    );
    const tagged = Object.fromEntries(
      list.body.items
        .filter((x) => 'nearEvent' in x)
        .map((x) => [`${x.date} ${x.time.slice(0, 5)}`, x.nearEvent]),
    );
    expect(tagged).toEqual({
      '2031-03-05 09:45': { title: `${TAG} A`, startsAt: '2031-03-05T13:00:00.000Z' },
      '2031-03-05 09:50': { title: `${TAG} A`, startsAt: '2031-03-05T13:00:00.000Z' },
      '2031-03-05 10:30': { title: `${TAG} A`, startsAt: '2031-03-05T13:00:00.000Z' },
      '2031-03-12 15:20': { title: `${TAG} B`, startsAt: '2031-03-12T18:00:00.000Z' },
    });
    expect(list.body.items).toHaveLength(9);
  });

  it('refuses another trader’s account (404), and answers a period without trades with nulls', async () => {
    const { client } = await calendarCaller(t);
    const other = await calendarCaller(t);
    const created = await other.client.json<{ id: string }>('/api/accounts', {
      json: { name: 'Conta alheia', currency: 'BRL', startingCapital: '0' },
    });
    expect(created.status).toBe(201);
    const foreign = created.body.id;
    for (const accountId of [foreign, 'nao-e-uuid']) {
      const res = await client.json<{ code: string }>(
        `/api/calendar/event-days?${PERIOD}&accountId=${accountId}`,
      );
      expect([res.status, res.body.code]).toEqual([404, 'ACCOUNT_NOT_FOUND']);
    }
    const empty = await client.json<EventDaysDto>(`/api/calendar/event-days?${PERIOD}`);
    expect(empty.body).toMatchObject({
      currencies: [],
      eventDays: { days: 0, trades: 0, pnl: 0, winRate: null, averageDayPnl: null },
      nearEvent: { trades: 0, pnl: 0, winRate: null },
    });
    const bad = await client.json<{ code: string }>(
      '/api/calendar/event-days?preset=custom&from=2031-03-31&to=2031-03-01',
    );
    expect([bad.status, bad.body.code]).toEqual([400, 'INVALID_INPUT']);
  });
});

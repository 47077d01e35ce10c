import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportSummary, TradeDto } from '@/shared/trading/api-contract';
import { tradingApi } from '@/shared/trading/api-contract';
import { TRADE_MESSAGES } from '@/shared/trading/trade-schema';
import { trades } from '../../db/schema';
import { profitCsv, signInUploader } from '../imports/imports.testkit';
import { allowedCaller, tradeBody, tradesTestApp, type TestApp } from './test-callers';

/**
 * The exit's date and time (the tax reads them): kept on create, edit and import, returned in the DTO,
 * refused before the entry. Absent, the trade closed the day it opened, and its DTO is as it always was.
 */
let t: TestApp;

beforeAll(async () => {
  t = await tradesTestApp();
});

type Refusal = { code: string; fieldErrors: Record<string, string[]> };

describe('a trade’s exit date and time', () => {
  it('are stored on create, returned, kept by an edit that does not name them, and cleared by one that does', async () => {
    const { client } = await allowedCaller(t);
    const created = await client.json<TradeDto>('/api/trades', {
      json: tradeBody({ date: '2026-03-20', exitDate: '2026-03-23', exitTime: '10:05' }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ date: '2026-03-20', exitDate: '2026-03-23', exitTime: '10:05:00' });

    // An edit from a client without the field (a note added) keeps the exit.
    const noted = await client.json<TradeDto>(`/api/trades/${created.body.id}`, {
      method: 'PUT',
      json: tradeBody({ date: '2026-03-20', notes: 'segurei o fim de semana' }),
    });
    expect(noted.status).toBe(200);
    expect(noted.body).toMatchObject({
      exitDate: '2026-03-23',
      exitTime: '10:05:00',
      notes: 'segurei o fim de semana',
    });

    // Moving it to another exit, then clearing it (blank = closed the same day).
    const moved = await client.json<TradeDto>(`/api/trades/${created.body.id}`, {
      method: 'PUT',
      json: tradeBody({ date: '2026-03-20', exitDate: '2026-03-24' }),
    });
    expect(moved.body.exitDate).toBe('2026-03-24');
    expect(moved.body.exitTime).toBeUndefined();
    const cleared = await client.json<TradeDto>(`/api/trades/${created.body.id}`, {
      method: 'PUT',
      json: tradeBody({ date: '2026-03-20', exitDate: '', exitTime: '' }),
    });
    expect(cleared.status).toBe(200);
    expect('exitDate' in cleared.body).toBe(false);
    expect('exitTime' in cleared.body).toBe(false);
    const [row] = await t.database.db
      .select({ exitDate: trades.exitDate, exitTime: trades.exitTime })
      .from(trades)
      .where(eq(trades.id, created.body.id));
    expect(row).toEqual({ exitDate: null, exitTime: null });
  });

  it('refuses an exit before the entry with a clear message (400, never a 500)', async () => {
    const { client } = await allowedCaller(t);
    const before = await client.json<Refusal>('/api/trades', {
      json: tradeBody({ date: '2026-03-20', exitDate: '2026-03-19' }),
    });
    expect(before.status).toBe(400);
    expect(before.body.fieldErrors.exitDate).toEqual([TRADE_MESSAGES.exitDateBeforeEntry]);
    const earlier = await client.json<Refusal>('/api/trades', {
      json: tradeBody({ date: '2026-03-20', time: '10:00', exitTime: '09:59' }),
    });
    expect(earlier.status).toBe(400);
    expect(earlier.body.fieldErrors.exitTime).toEqual([TRADE_MESSAGES.exitTimeBeforeEntry]);

    // An edit that keeps the stored exit may not move the entry past it.
    const created = await client.json<TradeDto>('/api/trades', {
      json: tradeBody({ date: '2026-03-20', exitDate: '2026-03-23' }),
    });
    const moved = await client.json<Refusal>(`/api/trades/${created.body.id}`, {
      method: 'PUT',
      json: tradeBody({ date: '2026-03-25' }),
    });
    expect(moved.status).toBe(400);
    expect(moved.body.fieldErrors.exitDate).toEqual([TRADE_MESSAGES.exitDateBeforeEntry]);
  });

  it('a same-day trade’s DTO has no exit fields (as before the column existed)', async () => {
    const { client } = await allowedCaller(t);
    const created = await client.json<TradeDto>('/api/trades', { json: tradeBody() });
    expect('exitDate' in created.body).toBe(false);
    expect('exitTime' in created.body).toBe(false);
  });

  it('are stored from an import, moved to the user’s zone with the entry', async () => {
    const u = await signInUploader(t.app);
    const file = profitCsv([
      'WINJ26;24/03/2026 09:15:00;24/03/2026 09:32:10;1;1;C;125.000;125.100;0;0;20,00',
      'WINJ26;24/03/2026 16:40:00;25/03/2026 10:20:00;1;1;C;125.000;125.050;0;0;10,00',
    ]);
    const imported = await u.json<ImportSummary>(u.upload(tradingApi.imports, file));
    expect(imported.status).toBe(201);
    expect(imported.body.imported).toBe(2);
    const rows = await t.database.db
      .select({ date: trades.tradeDate, exitDate: trades.exitDate, exitTime: trades.exitTime })
      .from(trades)
      .where(eq(trades.userId, u.userId))
      .orderBy(trades.openedAt);
    expect(rows).toEqual([
      { date: '2026-03-24', exitDate: '2026-03-24', exitTime: '09:32:10' },
      { date: '2026-03-24', exitDate: '2026-03-25', exitTime: '10:20:00' },
    ]);

    // The same file written in New York time, imported by a trader in São Paulo: 16:40 → 17:40 and the exit
    // 10:20 → 11:20 (EDT is one hour behind São Paulo in March 2026).
    const v = await signInUploader(t.app);
    const ny = await v.json<ImportSummary>(
      v.upload(tradingApi.imports, file, { sourceTimezone: 'America/New_York' }),
    );
    expect(ny.status).toBe(201);
    const moved = await t.database.db
      .select({ time: trades.tradeTime, exitDate: trades.exitDate, exitTime: trades.exitTime })
      .from(trades)
      .where(eq(trades.userId, v.userId))
      .orderBy(trades.openedAt);
    expect(moved).toEqual([
      { time: '10:15:00', exitDate: '2026-03-24', exitTime: '10:32:10' },
      { time: '17:40:00', exitDate: '2026-03-25', exitTime: '11:20:00' },
    ]);
  });
});

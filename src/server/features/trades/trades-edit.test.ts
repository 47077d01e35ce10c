import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TradeDto } from '@/shared/trading/api-contract';
import { TRADE_MESSAGES as M } from '@/shared/trading/trade-schema';
import { trades } from '../../db/schema';
import { allowedCaller, tradeBody, tradesTestApp, type TestApp } from './test-callers';

let t: TestApp;
beforeAll(async () => {
  t = await tradesTestApp();
});

type Fail = { code: string; message: string; fieldErrors?: Record<string, string[]> };
type Client = Awaited<ReturnType<typeof allowedCaller>>['client'];

/** A trade stored as an import stores it (the importer writes the row; a hand entry could not). */
async function storedTrade(client: Client, row: Partial<typeof trades.$inferInsert>): Promise<TradeDto> {
  const created = await client.json<TradeDto>('/api/trades', { json: tradeBody() });
  expect(created.status).toBe(201);
  await t.database.db.update(trades).set(row).where(eq(trades.id, created.body.id));
  return (await client.json<TradeDto>(`/api/trades/${created.body.id}`)).body;
}

/** The edit dialog's body for a stored trade: its values as they are, plus what the trader changes. */
const editBody = (trade: TradeDto, over: Record<string, unknown> = {}) =>
  tradeBody({ entry: trade.entry, exit: trade.exit, costs: trade.costs, ...over });

describe('PUT /api/trades/:id on an imported trade the spec would refuse by hand', () => {
  it('saves a note on a breakeven trade (exit = entry) and on one with negative costs (a swap credit)', async () => {
    const { client } = await allowedCaller(t);
    const breakeven = await storedTrade(client, { exitPrice: '125000', pnl: '0.00' });
    expect(breakeven.exit).toBe(breakeven.entry);
    const credit = await storedTrade(client, { costs: '-1.50', pnl: '21.50' });
    expect(credit.costs).toBe('-1.50');

    for (const trade of [breakeven, credit]) {
      const res = await client.json<TradeDto>(`/api/trades/${trade.id}`, {
        method: 'PUT',
        json: editBody(trade, { notes: 'revisado', emotion: 'calmo' }),
      });
      expect(res.status).toBe(200);
      const stored = (await client.json<TradeDto>(`/api/trades/${trade.id}`)).body;
      expect(stored).toMatchObject({
        notes: 'revisado',
        emotion: 'calmo',
        entry: trade.entry,
        exit: trade.exit,
      });
      expect(stored.costs).toBe(trade.costs);
    }
    expect((await client.json<TradeDto>(`/api/trades/${credit.id}`)).body.pnl).toBe('21.50');
  });

  it('keeps the hand-entry rules on an edit that would introduce them, and on a new trade', async () => {
    const { client } = await allowedCaller(t);
    const normal = (await client.json<TradeDto>('/api/trades', { json: tradeBody() })).body;
    const same = await client.json<Fail>(`/api/trades/${normal.id}`, {
      method: 'PUT',
      json: tradeBody({ exit: '125000' }),
    });
    expect(same.status).toBe(400);
    expect(same.body).toMatchObject({ code: 'INVALID_INPUT', fieldErrors: { exit: [M.samePrices] } });
    const negative = await client.json<Fail>(`/api/trades/${normal.id}`, {
      method: 'PUT',
      json: tradeBody({ costs: '-1' }),
    });
    expect(negative.status).toBe(400);
    expect(negative.body.fieldErrors?.costs).toEqual([M.invalidCosts]);
    expect((await client.json<TradeDto>(`/api/trades/${normal.id}`)).body).toMatchObject({
      exit: '125100',
      costs: '0.00',
    });

    // A breakeven may stay one, but its costs may not turn negative; a swap credit may not become a breakeven.
    const breakeven = await storedTrade(client, { exitPrice: '125000', pnl: '0.00' });
    const credit = await storedTrade(client, { costs: '-1.50', pnl: '21.50' });
    const breakevenCredit = await client.json<Fail>(`/api/trades/${breakeven.id}`, {
      method: 'PUT',
      json: editBody(breakeven, { costs: '-1' }),
    });
    expect(breakevenCredit.body.fieldErrors?.costs).toEqual([M.invalidCosts]);
    const creditBreakeven = await client.json<Fail>(`/api/trades/${credit.id}`, {
      method: 'PUT',
      json: editBody(credit, { exit: credit.entry }),
    });
    expect(creditBreakeven.body.fieldErrors?.exit).toEqual([M.samePrices]);

    const created = await client.json<Fail>('/api/trades', { json: tradeBody({ exit: '125000' }) });
    expect(created.status).toBe(400);
    expect(created.body).toMatchObject({ code: 'INVALID_INPUT', fieldErrors: { exit: [M.samePrices] } });
  });

  it('answers 404 to an edit of a trade that is not there, and 400 to a malformed body whatever the id', async () => {
    const { client } = await allowedCaller(t);
    const missing = await client.json(`/api/trades/00000000-0000-4000-8000-000000000000`, {
      method: 'PUT',
      json: tradeBody(),
    });
    expect(missing.status).toBe(404);
    const malformed = await client.json<Fail>(`/api/trades/00000000-0000-4000-8000-000000000000`, {
      method: 'PUT',
      json: tradeBody({ contracts: 0 }),
    });
    expect(malformed.status).toBe(400);
  });
});

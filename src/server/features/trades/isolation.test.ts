import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountDto, InstrumentDto, TradeDto, TradeListResponse } from '@/shared/trading/api-contract';
import { tradeImports, trades, tradingAccounts } from '../../db/schema';
import type { TestClient } from '../../testing/test-client';
import { allowedCaller, tradeBody, tradesTestApp, type TestApp } from './test-callers';

let t: TestApp;

interface Owned {
  client: TestClient;
  userId: string;
  account: AccountDto;
  instrument: InstrumentDto;
  trade: TradeDto;
}

/** A user with one account, one instrument, one trade and one import of their own. */
async function owner(symbol: string): Promise<Owned> {
  const { client, userId } = await allowedCaller(t);
  const account = (
    await client.json<AccountDto>('/api/accounts', {
      json: { name: 'Outra', currency: 'BRL', startingCapital: '0' },
    })
  ).body;
  const instrument = (
    await client.json<InstrumentDto>('/api/instruments', {
      json: { symbol, name: symbol, tickValue: '1', ticksPerPoint: '1', currency: 'BRL' },
    })
  ).body;
  const trade = (
    await client.json<TradeDto>('/api/trades', {
      json: tradeBody({ instrument: symbol, accountId: account.id }),
    })
  ).body;
  await t.database.db.insert(tradeImports).values({
    userId,
    accountId: account.id,
    fileName: 'x.csv',
    format: 'generic',
    sourceTimezone: 'America/Sao_Paulo',
    totalRows: 0,
    imported: 0,
    duplicates: 0,
    rejected: 0,
  });
  return { client, userId, account, instrument, trade };
}

const countOf = async (userId: string) => {
  const [tr] = await t.database.db.select({ n: count() }).from(trades).where(eq(trades.userId, userId));
  const [im] = await t.database.db
    .select({ n: count() })
    .from(tradeImports)
    .where(eq(tradeImports.userId, userId));
  const [ac] = await t.database.db
    .select({ n: count() })
    .from(tradingAccounts)
    .where(and(eq(tradingAccounts.userId, userId)));
  return { trades: tr?.n, imports: im?.n, accounts: ac?.n };
};

let a: Owned;
let b: Owned;
beforeAll(async () => {
  t = await tradesTestApp();
  a = await owner('AAAA1');
  b = await owner('BBBB1');
});

describe('one user never reaches another user’s data', () => {
  it.each([
    ['a→b', () => [a, b] as const],
    ['b→a', () => [b, a] as const],
  ])('%s: lists, reads, changes and deletes nothing of the other', async (_, pair) => {
    const [me, them] = pair();
    const before = await countOf(them.userId);
    const trades = await me.client.json<TradeListResponse>('/api/trades');
    expect(trades.body.items.map((i) => i.id)).toEqual([me.trade.id]);
    const accounts = await me.client.json<{ accounts: AccountDto[] }>('/api/accounts');
    expect(accounts.body.accounts.map((x) => x.id)).not.toContain(them.account.id);
    const instruments = await me.client.json<{ instruments: InstrumentDto[] }>('/api/instruments');
    expect(instruments.body.instruments.map((x) => x.symbol)).not.toContain(them.instrument.symbol);

    const tradeUrl = `/api/trades/${them.trade.id}`;
    expect((await me.client.json(tradeUrl)).status).toBe(404);
    expect((await me.client.json(tradeUrl, { method: 'PUT', json: tradeBody() })).status).toBe(404);
    expect((await me.client.json(tradeUrl, { method: 'DELETE' })).status).toBe(404);
    const bulk = await me.client.json('/api/trades/bulk-delete', {
      json: { ids: [them.trade.id, me.trade.id] },
    });
    expect(bulk.body).toEqual({ deleted: 1 });
    // Someone else's account or instrument cannot be used in a trade either.
    const foreignAccount = await me.client.json('/api/trades', {
      json: tradeBody({ accountId: them.account.id }),
    });
    expect(foreignAccount.status).toBe(404);
    const foreignInstrument = await me.client.json('/api/trades', {
      json: tradeBody({ instrument: them.instrument.symbol }),
    });
    expect(foreignInstrument.status).toBe(400);
    expect((await me.client.json(`/api/trades?accountId=${them.account.id}`)).body).toMatchObject({
      total: 0,
    });
    const exported = await me.client.request(`/api/trades/export?format=generic`);
    expect(await exported.text()).not.toContain(them.account.id);

    const accountUrl = `/api/accounts/${them.account.id}`;
    expect((await me.client.json(accountUrl, { method: 'PATCH', json: { name: 'Minha' } })).status).toBe(404);
    expect((await me.client.json(`${accountUrl}?confirm=true`, { method: 'DELETE' })).status).toBe(404);
    const instrumentUrl = `/api/instruments/${them.instrument.id}`;
    expect((await me.client.json(instrumentUrl, { method: 'PATCH', json: { name: 'Minha' } })).status).toBe(
      404,
    );
    expect((await me.client.json(instrumentUrl, { method: 'DELETE' })).status).toBe(404);

    const reset = await me.client.json('/api/trades/reset', { json: { confirm: 'RESET' } });
    expect(reset.body).toEqual({ deletedTrades: 0, deletedImports: 1 });
    expect(await countOf(them.userId)).toEqual(before);
    const theirs = await them.client.json<TradeDto>(`/api/trades/${them.trade.id}`);
    expect(theirs.body).toMatchObject({ pnl: them.trade.pnl, accountId: them.account.id });
    const theirInstruments = await them.client.json<{ instruments: InstrumentDto[] }>('/api/instruments');
    expect(theirInstruments.body.instruments.find((x) => x.id === them.instrument.id)?.name).toBe(
      them.instrument.symbol,
    );
    // Put my trade back for the other direction's run.
    me.trade = (
      await me.client.json<TradeDto>('/api/trades', { json: tradeBody({ accountId: me.account.id }) })
    ).body;
  });
});

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

// One caller for the validation table: none of those requests stores anything.
let validator: Awaited<ReturnType<typeof allowedCaller>>['client'] | undefined;

type Fail = { code: string; message: string; fieldErrors?: Record<string, string[]> };

describe('POST /api/trades', () => {
  it('stores the P&L computed exactly on the server', async () => {
    const { client } = await allowedCaller(t);
    const win = await client.json<TradeDto>('/api/trades', { json: tradeBody() });
    expect(win.status).toBe(201);
    expect(win.body).toMatchObject({ pnl: '20.00', pointValue: '0.2', currency: 'BRL', entry: '125000' });
    const nq = await client.json<TradeDto>('/api/trades', {
      json: tradeBody({ type: 'venda', contracts: 2, instrument: 'NQ', entry: '18000', exit: '17990' }),
    });
    expect(nq.status).toBe(201);
    expect(nq.body).toMatchObject({ pnl: '400.00', currency: 'USD', pointValue: '20' });
    const [row] = await t.database.db.select().from(trades).where(eq(trades.id, nq.body.id));
    expect(row?.pnl).toBe('400.00');
    // A client-sent P&L is never trusted.
    const forged = await client.json<TradeDto>('/api/trades', { json: { ...tradeBody(), pnl: '999999' } });
    expect(forged.body.pnl).toBe('20.00');
  });

  it("reads prices as the client does: '125.000' → '125.100' × 2 WIN is R$ 40,00", async () => {
    const { client } = await allowedCaller(t);
    const res = await client.json<TradeDto>('/api/trades', {
      json: tradeBody({ contracts: '2', entry: '125.000', exit: '125.100' }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ entry: '125000', exit: '125100', pnl: '40.00' });
    // A JSON number is taken as it is; text with a decimal comma too (an own instrument quoted like DI1).
    const exact = await client.json<TradeDto>('/api/trades', {
      json: tradeBody({ instrument: 'NQ', entry: 21345.25, exit: '21.345,75' }),
    });
    expect(exact.body).toMatchObject({ entry: '21345.25', exit: '21345.75', pnl: '10.00' });
  });

  it('normalises the contract code and subtracts costs', async () => {
    const { client } = await allowedCaller(t);
    const res = await client.json<TradeDto>('/api/trades', {
      json: tradeBody({ instrument: 'winz25', costs: '1,50', entry: '125.000,5', exit: '125100' }),
    });
    expect(res.status).toBe(201);
    // 99.5 points × 0.2 − 1.50 = 18.40
    expect(res.body).toMatchObject({
      instrument: 'WIN',
      contractMonth: 'Z',
      contractYear: 2025,
      costs: '1.50',
    });
    expect(res.body.pnl).toBe('18.40');
  });

  it.each([
    [{ date: '' }, 'date', M.required],
    [{ date: '2025-02-30' }, 'date', M.invalidDate],
    [{ time: '25:00' }, 'time', M.invalidTime],
    [{ type: 'hold' }, 'type', M.invalidType],
    [{ contracts: 0 }, 'contracts', M.minContracts],
    [{ contracts: 1.5 }, 'contracts', M.wholeContracts],
    [{ instrument: '' }, 'instrument', M.required],
    [{ instrument: 'W!N' }, 'instrument', M.invalidSymbol],
    [{ entry: 'abc' }, 'entry', M.invalidEntry],
    [{ exit: '-1' }, 'exit', M.invalidExit],
    [{ exit: '125000' }, 'exit', M.samePrices],
    [{ mep: '-2' }, 'mep', M.invalidMep],
    [{ men: 'x' }, 'men', M.invalidMen],
    [{ costs: '-1' }, 'costs', M.invalidCosts],
    [{ emotion: 'feliz' }, 'emotion', M.invalidEmotion],
  ])('answers 400 with the field message for %o', async (over, field, message) => {
    validator ??= (await allowedCaller(t)).client;
    const client = validator;
    const res = await client.json<Fail>('/api/trades', { json: tradeBody(over) });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_INPUT');
    expect(res.body.fieldErrors?.[field]).toContain(message);
  });

  it('answers 400 (never 500) to values past the columns’ limits', async () => {
    const { client } = await allowedCaller(t);
    const huge = await client.json<Fail>('/api/trades', {
      json: tradeBody({ entry: '1234567890123', exit: '1' }),
    });
    expect(huge.status).toBe(400);
    expect(huge.body.fieldErrors?.entry).toContain(M.invalidEntry);
    const fine = await client.json<Fail>('/api/trades', { json: tradeBody({ stop: '1.123456789' }) });
    expect(fine.body.fieldErrors?.stop).toContain(M.invalidStop);
    const pnl = await client.json<Fail>('/api/trades', {
      json: tradeBody({ instrument: 'NQ', contracts: 100000, entry: '1', exit: '999999999999' }),
    });
    expect(pnl.status).toBe(400);
    expect(pnl.body.fieldErrors?.contracts).toEqual(['Valor fora do intervalo permitido']);
    const costs = await client.json<Fail>('/api/trades', { json: tradeBody({ costs: '12345678901234567' }) });
    expect(costs.body.fieldErrors?.costs).toEqual(['Valor fora do intervalo permitido']);
  });

  it('answers 400 (never 500) to a body that is not JSON', async () => {
    const { client } = await allowedCaller(t);
    const res = await client.request('/api/trades', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });

  it("refuses an instrument that is neither built-in nor the user's", async () => {
    const { client } = await allowedCaller(t);
    const res = await client.json<Fail>('/api/trades', { json: tradeBody({ instrument: 'PETR4' }) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'INSTRUMENT_NOT_FOUND', message: 'Ativo não encontrado' });
    const own = await client.json('/api/instruments', {
      json: { symbol: 'PETR4', name: 'Petrobras', tickValue: '0,01', ticksPerPoint: '100', currency: 'BRL' },
    });
    expect(own.status).toBe(201);
    const ok = await client.json<TradeDto>('/api/trades', {
      json: tradeBody({ instrument: 'PETR4', contracts: 100, entry: '30', exit: '31.5' }),
    });
    expect(ok.status).toBe(201);
    expect(ok.body.pnl).toBe('150.00');
  });

  it('puts a trade without account in the default account, and 404s an unknown account', async () => {
    const { client } = await allowedCaller(t);
    const res = await client.json<TradeDto>('/api/trades', { json: tradeBody() });
    const accounts = await client.json<{ accounts: { id: string; isDefault: boolean }[] }>('/api/accounts');
    expect(accounts.body.accounts).toHaveLength(1);
    expect(res.body.accountId).toBe(accounts.body.accounts[0]?.id);
    const missing = await client.json<Fail>('/api/trades', {
      json: tradeBody({ accountId: '00000000-0000-4000-8000-000000000000' }),
    });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('ACCOUNT_NOT_FOUND');
  });

  it('defaults blank costs to the per-contract cost in the settings, and keeps explicit costs', async () => {
    const { client } = await allowedCaller(t);
    const set = await client.json('/api/trading-settings', {
      method: 'PATCH',
      json: { costsPerContract: { WIN: '0,25' } },
    });
    expect(set.status).toBe(200);
    const blank = await client.json<TradeDto>('/api/trades', { json: tradeBody({ contracts: 4 }) });
    // 100 points × 4 × 0.2 = 80 − 4 × 0.25
    expect(blank.body).toMatchObject({ costs: '1.00', pnl: '79.00' });
    const zero = await client.json<TradeDto>('/api/trades', {
      json: tradeBody({ contracts: 4, costs: '0' }),
    });
    expect(zero.body).toMatchObject({ costs: '0.00', pnl: '80.00' });
  });

  it("stores the entry instant from the user's time zone", async () => {
    const { client } = await allowedCaller(t);
    const sp = await client.json<TradeDto>('/api/trades', { json: tradeBody({ time: '09:05' }) });
    await client.json('/api/trading-settings', { method: 'PATCH', json: { timezone: 'America/New_York' } });
    const ny = await client.json<TradeDto>('/api/trades', { json: tradeBody({ time: '09:05' }) });
    const rows = await t.database.db
      .select()
      .from(trades)
      .where(eq(trades.userId, (await me(client)).id));
    const byId = new Map(rows.map((r) => [r.id, r.openedAt.toISOString()]));
    expect(byId.get(sp.body.id)).toBe('2025-03-10T12:05:00.000Z');
    expect(byId.get(ny.body.id)).toBe('2025-03-10T13:05:00.000Z');
    expect(ny.body.time).toBe('09:05:00');
    const bad = await client.json<Fail>('/api/trading-settings', {
      method: 'PATCH',
      json: { timezone: 'Lua/Base' },
    });
    expect(bad.status).toBe(400);
  });
});

async function me(client: Awaited<ReturnType<typeof allowedCaller>>['client']) {
  return (await client.json<{ user: { id: string } }>('/api/me')).body.user;
}

describe('PUT, GET and DELETE /api/trades/:id', () => {
  it('recomputes the P&L on edit and deletes', async () => {
    const { client } = await allowedCaller(t);
    const created = await client.json<TradeDto>('/api/trades', { json: tradeBody({ emotion: 'calmo' }) });
    const edited = await client.json<TradeDto>(`/api/trades/${created.body.id}`, {
      method: 'PUT',
      json: tradeBody({ type: 'venda', exit: '124900', contracts: 3, tags: ['rompimento'] }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ pnl: '60.00', contracts: 3, tags: ['rompimento'], emotion: null });
    expect(edited.body.accountId).toBe(created.body.accountId);
    const invalid = await client.json<Fail>(`/api/trades/${created.body.id}`, {
      method: 'PUT',
      json: tradeBody({ contracts: 0 }),
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fieldErrors?.contracts).toContain(M.minContracts);
    expect((await client.json<TradeDto>(`/api/trades/${created.body.id}`)).body.pnl).toBe('60.00');
    const del = await client.json(`/api/trades/${created.body.id}`, { method: 'DELETE' });
    expect(del.status).toBe(200);
    expect((await client.json(`/api/trades/${created.body.id}`)).status).toBe(404);
    expect((await client.json(`/api/trades/${created.body.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await client.json('/api/trades/not-a-uuid')).status).toBe(404);
  });

  it('bulk-deletes and resets only with RESET', async () => {
    const { client } = await allowedCaller(t);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await client.json<TradeDto>('/api/trades', { json: tradeBody() })).body.id);
    const bulk = await client.json('/api/trades/bulk-delete', { json: { ids: [ids[0], ids[1], 'lixo'] } });
    expect(bulk.body).toEqual({ deleted: 2 });
    for (const confirm of [undefined, 'reset', 'SIM']) {
      const refused = await client.json<Fail>('/api/trades/reset', { json: { confirm } });
      expect(refused.status).toBe(400);
      expect(refused.body.fieldErrors?.confirm).toContain('Digite RESET para confirmar');
    }
    const reset = await client.json('/api/trades/reset', { json: { confirm: 'RESET' } });
    expect(reset.body).toEqual({ deletedTrades: 1, deletedImports: 0 });
  });
});

import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ACCOUNT_NAME, type AccountDto, type TradeDto } from '@/shared/trading/api-contract';
import { tradingAccounts } from '../../db/schema';
import { allowedCaller, tradeBody, tradesTestApp, type TestApp } from '../trades/test-callers';
import { ensureDefaultAccount } from '../../user/trading-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await tradesTestApp();
});

type Fail = { code: string; message: string; fieldErrors?: Record<string, string[]> };
type List = { accounts: AccountDto[] };

describe('/api/accounts', () => {
  it('creates the default account on first use, once, even under concurrent calls', async () => {
    const { client, userId } = await allowedCaller(t);
    const ids = await Promise.all(
      [1, 2, 3].map(async () => (await ensureDefaultAccount(t.database.db, userId)).id),
    );
    expect(new Set(ids).size).toBe(1);
    const list = await client.json<List>('/api/accounts');
    expect(list.body.accounts).toEqual([
      {
        id: ids[0],
        name: DEFAULT_ACCOUNT_NAME,
        broker: null,
        currency: 'BRL',
        startingCapital: '0.00',
        isDefault: true,
        tradeCount: 0,
      },
    ]);
  });

  it('creates, validates, renames and counts trades', async () => {
    const { client } = await allowedCaller(t);
    const bad = await client.json<Fail>('/api/accounts', {
      json: { name: '', currency: 'BRL', startingCapital: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({
      name: ['Campo obrigatório'],
      startingCapital: ['Informe um capital inicial válido'],
    });
    const huge = await client.json<Fail>('/api/accounts', {
      json: { name: 'Grande', currency: 'BRL', startingCapital: '12345678901234567' },
    });
    expect(huge.status).toBe(400);
    expect(huge.body.fieldErrors?.startingCapital).toEqual(['Informe um capital inicial válido']);
    const made = await client.json<AccountDto>('/api/accounts', {
      json: { name: 'XP', broker: 'XP Investimentos', currency: 'USD', startingCapital: '5000,5' },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      name: 'XP',
      startingCapital: '5000.50',
      isDefault: false,
      tradeCount: 0,
    });
    const dup = await client.json<Fail>('/api/accounts', {
      json: { name: 'xp', currency: 'BRL', startingCapital: '0' },
    });
    expect(dup.status).toBe(409);
    await client.json('/api/trades', { json: tradeBody({ accountId: made.body.id }) });
    const renamed = await client.json<AccountDto>(`/api/accounts/${made.body.id}`, {
      method: 'PATCH',
      json: { name: 'XP Global' },
    });
    expect(renamed.body).toMatchObject({ name: 'XP Global', currency: 'USD', tradeCount: 1 });
    const list = await client.json<List>('/api/accounts');
    expect(list.body.accounts.map((a) => [a.name, a.tradeCount])).toEqual([
      [DEFAULT_ACCOUNT_NAME, 0],
      ['XP Global', 1],
    ]);
    expect((await client.json('/api/accounts/x', { method: 'PATCH', json: { name: 'y' } })).status).toBe(404);
    const unchanged = await client.json<AccountDto>(`/api/accounts/${made.body.id}`, {
      method: 'PATCH',
      json: {},
    });
    expect(unchanged.body).toMatchObject({ name: 'XP Global', tradeCount: 1 });
  });

  it('deletes an account with trades only with confirm=true, taking its trades along', async () => {
    const { client } = await allowedCaller(t);
    const acc = await client.json<AccountDto>('/api/accounts', {
      json: { name: 'B', currency: 'BRL', startingCapital: '0' },
    });
    const trade = await client.json<TradeDto>('/api/trades', { json: tradeBody({ accountId: acc.body.id }) });
    const kept = await client.json<TradeDto>('/api/trades', { json: tradeBody() });
    const asked = await client.json<Fail & { tradeCount: number }>(`/api/accounts/${acc.body.id}`, {
      method: 'DELETE',
    });
    expect(asked.status).toBe(409);
    expect(asked.body).toMatchObject({ code: 'ACCOUNT_HAS_TRADES', tradeCount: 1 });
    expect((await client.json(`/api/trades/${trade.body.id}`)).status).toBe(200);
    const done = await client.json(`/api/accounts/${acc.body.id}?confirm=true`, { method: 'DELETE' });
    expect(done.body).toEqual({ deletedTrades: 1 });
    expect((await client.json(`/api/trades/${trade.body.id}`)).status).toBe(404);
    expect((await client.json(`/api/trades/${kept.body.id}`)).status).toBe(200);
  });

  it('never deletes the default account; another one can be made the default, then it can go', async () => {
    const { client, userId } = await allowedCaller(t);
    const def = (await client.json<List>('/api/accounts')).body.accounts[0];
    const only = await client.json<Fail>(`/api/accounts/${def?.id}?confirm=true`, { method: 'DELETE' });
    expect(only.status).toBe(400);
    expect(only.body).toMatchObject({
      code: 'DEFAULT_ACCOUNT',
      message: expect.stringMatching(/conta padrão/),
    });
    const second = await client.json<AccountDto>('/api/accounts', {
      json: { name: 'Segunda', currency: 'BRL', startingCapital: '0' },
    });
    // Still refused with another account around, with or without confirm.
    for (const q of ['', '?confirm=true'])
      expect((await client.json<Fail>(`/api/accounts/${def?.id}${q}`, { method: 'DELETE' })).body.code).toBe(
        'DEFAULT_ACCOUNT',
      );
    const unset = await client.json<Fail>(`/api/accounts/${def?.id}`, {
      method: 'PATCH',
      json: { isDefault: false },
    });
    expect(unset.status).toBe(400);
    expect(unset.body.fieldErrors?.isDefault?.[0]).toMatch(/defina outra conta como padrão/i);

    const moved = await client.json<AccountDto>(`/api/accounts/${second.body.id}`, {
      method: 'PATCH',
      json: { isDefault: true },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ name: 'Segunda', isDefault: true });
    // Exactly one default, listed first; concurrent switches keep it so.
    await Promise.all(
      [def?.id, second.body.id, def?.id].map((id) =>
        client.json(`/api/accounts/${id}`, { method: 'PATCH', json: { isDefault: true } }),
      ),
    );
    await client.json(`/api/accounts/${second.body.id}`, { method: 'PATCH', json: { isDefault: true } });
    const defaults = await t.database.db
      .select()
      .from(tradingAccounts)
      .where(and(eq(tradingAccounts.userId, userId), eq(tradingAccounts.isDefault, true)));
    expect(defaults.map((r) => r.id)).toEqual([second.body.id]);
    const list = await client.json<List>('/api/accounts');
    expect(list.body.accounts.map((a) => [a.name, a.isDefault])).toEqual([
      ['Segunda', true],
      [DEFAULT_ACCOUNT_NAME, false],
    ]);
    // A trade without an account goes to the new default; the old one can now be deleted.
    const trade = await client.json<TradeDto>('/api/trades', { json: tradeBody() });
    expect(trade.body.accountId).toBe(second.body.id);
    expect((await client.json(`/api/accounts/${def?.id}`, { method: 'DELETE' })).body).toEqual({
      deletedTrades: 0,
    });
  });

  it('answers 404 for another user’s account, and changes nothing of theirs', async () => {
    const me = await allowedCaller(t);
    const other = await allowedCaller(t);
    const theirs = await other.client.json<AccountDto>('/api/accounts', {
      json: { name: 'Deles', currency: 'USD', startingCapital: '10' },
    });
    const url = `/api/accounts/${theirs.body.id}`;
    const patch = await me.client.json<Fail>(url, { method: 'PATCH', json: { isDefault: true } });
    expect(patch.status).toBe(404);
    expect(patch.body.code).toBe('ACCOUNT_NOT_FOUND');
    expect((await me.client.json(url, { method: 'DELETE' })).status).toBe(404);
    const list = await other.client.json<List>('/api/accounts');
    expect(list.body.accounts.map((a) => [a.name, a.isDefault])).toEqual([
      [DEFAULT_ACCOUNT_NAME, true],
      ['Deles', false],
    ]);
  });

  it('shows a duplicate name on the name field', async () => {
    const { client } = await allowedCaller(t);
    await client.json('/api/accounts', { json: { name: 'Clear', currency: 'BRL', startingCapital: '0' } });
    const dup = await client.json<Fail>('/api/accounts', {
      json: { name: 'clear', currency: 'BRL', startingCapital: '0' },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.fieldErrors?.name).toEqual(['Você já tem uma conta com este nome']);
  });
});

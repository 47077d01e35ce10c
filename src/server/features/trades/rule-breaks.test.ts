import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { riskApi, type RuleBreakKind } from '@/shared/risk/contract';
import type { TradeDto, TradeListResponse } from '@/shared/trading/api-contract';
import { trades } from '../../db/schema';
import type { TestClient } from '../../testing/test-client';
import { allowedCaller, tradeBody, tradesTestApp, type TestApp } from './test-callers';

type Fail = { code: string; fieldErrors?: Record<string, string[]> };

let t: TestApp;

/**
 * The breaks as the detector (risk-server) stores them. Set after every write of the fixture, for every trade, so
 * whatever the detector derived from the default plan, the tests read exactly these.
 */
async function setBreaks(byId: Record<string, RuleBreakKind[]>) {
  await t.database.db
    .update(trades)
    .set({ ruleBreaks: [] })
    .where(inArray(trades.id, Object.keys(byId)));
  for (const [id, kinds] of Object.entries(byId))
    if (kinds.length) await t.database.db.update(trades).set({ ruleBreaks: kinds }).where(eq(trades.id, id));
}

interface Trader {
  client: TestClient;
  made: TradeDto[];
}

/** A trader with three trades: one clean, one without a stop, one with two breaks (stored out of badge order). */
async function trader(): Promise<Trader> {
  const { client } = await allowedCaller(t);
  const made: TradeDto[] = [];
  for (const over of [
    { time: '09:05', stop: '124900' },
    { time: '09:10' },
    { time: '09:15', stop: '124900', contracts: 3 },
  ]) {
    const res = await client.json<TradeDto>('/api/trades', { json: tradeBody(over) });
    expect(res.status).toBe(201);
    made.push(res.body);
  }
  const [clean, noStop, two] = made as [TradeDto, TradeDto, TradeDto];
  await setBreaks({
    [clean.id]: [],
    [noStop.id]: ['no-stop'],
    [two.id]: ['risk-above-plan', 'over-trade-cap'],
  });
  return { client, made };
}

const list = async (client: TestClient, query = '') => {
  const res = await client.json<TradeListResponse>(`/api/trades?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const times = (r: TradeListResponse) => r.items.map((i) => i.time).sort();

let a: Trader;
let b: Trader;
beforeAll(async () => {
  t = await tradesTestApp();
  a = await trader();
  b = await trader();
});

describe('rule breaks on trades', () => {
  it('come with each trade, in the order a badge lists them, with the note', async () => {
    const r = await list(a.client, 'sort=date&dir=asc');
    expect(r.items.map((i) => i.ruleBreaks)).toEqual([
      [],
      ['no-stop'],
      ['over-trade-cap', 'risk-above-plan'],
    ]);
    expect(r.items.map((i) => i.ruleBreakNote)).toEqual([null, null, null]);
    const one = await a.client.json<TradeDto>(`/api/trades/${a.made[1]?.id}`);
    expect(one.body.ruleBreaks).toEqual(['no-stop']);
  });

  it('filter the list: any break, or one rule', async () => {
    expect(times(await list(a.client, 'ruleBreak=any'))).toEqual(['09:10:00', '09:15:00']);
    expect(times(await list(a.client, 'ruleBreak=no-stop'))).toEqual(['09:10:00']);
    expect(times(await list(a.client, 'ruleBreak=over-trade-cap'))).toEqual(['09:15:00']);
    expect((await list(a.client, 'ruleBreak=in-cooldown')).total).toBe(0);
    // Totals follow the filter too.
    expect((await list(a.client, 'ruleBreak=any')).totals[0]).toMatchObject({ count: 2 });
    const bad = await a.client.json<Fail>('/api/trades?ruleBreak=sem-regra');
    expect(bad.status).toBe(400);
  });

  it('the note saves, replaces and clears', async () => {
    const id = a.made[2]?.id ?? '';
    const save = await a.client.json(riskApi.breakNote(id), {
      method: 'PATCH',
      json: { note: '  Entrei por impulso depois do stop.  ' },
    });
    expect(save.status).toBe(200);
    expect(save.body).toEqual({ ok: true });
    let one = await a.client.json<TradeDto>(`/api/trades/${id}`);
    expect(one.body.ruleBreakNote).toBe('Entrei por impulso depois do stop.');

    await a.client.json(riskApi.breakNote(id), { method: 'PATCH', json: { note: 'Outra' } });
    one = await a.client.json<TradeDto>(`/api/trades/${id}`);
    expect(one.body.ruleBreakNote).toBe('Outra');

    await a.client.json(riskApi.breakNote(id), { method: 'PATCH', json: { note: '   ' } });
    one = await a.client.json<TradeDto>(`/api/trades/${id}`);
    expect(one.body.ruleBreakNote).toBeNull();
  });

  it('the note is validated', async () => {
    const id = a.made[1]?.id ?? '';
    const long = await a.client.json<Fail>(riskApi.breakNote(id), {
      method: 'PATCH',
      json: { note: 'x'.repeat(1001) },
    });
    expect(long.status).toBe(400);
    expect(long.body.fieldErrors?.note).toContain('Use até 1.000 caracteres');
    const missing = await a.client.json<Fail>(riskApi.breakNote(id), { method: 'PATCH', json: {} });
    expect(missing.status).toBe(400);
    const unknown = await a.client.json<Fail>(riskApi.breakNote('nao-e-uuid'), {
      method: 'PATCH',
      json: { note: 'x' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('TRADE_NOT_FOUND');
  });

  it.each([
    ['a→b', () => [a, b] as const],
    ['b→a', () => [b, a] as const],
  ])("%s: one user neither reads nor notes the other's breaks", async (_, pair) => {
    const [me, them] = pair();
    const theirId = them.made[1]?.id ?? '';
    const res = await me.client.json<Fail>(riskApi.breakNote(theirId), {
      method: 'PATCH',
      json: { note: 'não é meu' },
    });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('TRADE_NOT_FOUND');
    const theirs = await them.client.json<TradeDto>(`/api/trades/${theirId}`);
    expect(theirs.body.ruleBreakNote).not.toBe('não é meu');
    // The filter only ever finds the caller's own trades.
    const mine = new Set(me.made.map((m) => m.id));
    const found = await list(me.client, 'ruleBreak=any');
    expect(found.items.every((i) => mine.has(i.id))).toBe(true);
  });
});

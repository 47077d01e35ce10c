import { beforeAll, describe, expect, it } from 'vitest';
import type { TradeDto, TradeListResponse } from '@/shared/trading/api-contract';
import { parseImportFile } from '@/shared/trading/imports';
import type { TestClient } from '../../testing/test-client';
import { allowedCaller, tradeBody, tradesTestApp, type TestApp } from './test-callers';

let t: TestApp;
let client: TestClient;
let other: string; // the second account's id
const made: TradeDto[] = [];

// Six trades over two accounts, two currencies, both results, emotions and tags.
const seed = [
  {
    date: '2025-01-02',
    time: '09:00',
    instrument: 'WIN',
    type: 'compra',
    entry: '125000',
    exit: '125100',
    emotion: 'calmo',
    tags: ['a'],
  }, // +20
  {
    date: '2025-01-03',
    time: '10:00',
    instrument: 'WIN',
    type: 'venda',
    entry: '125000',
    exit: '125050',
    emotion: 'nervoso',
    tags: ['a', 'b'],
  }, // −10
  {
    date: '2025-01-03',
    time: '11:00',
    instrument: 'WDO',
    type: 'compra',
    entry: '5000',
    exit: '5010',
    costs: '2',
    tags: [],
  }, // +98
  {
    date: '2025-01-04',
    time: '09:30',
    instrument: 'NQ',
    type: 'venda',
    entry: '18000',
    exit: '17990',
    contracts: 2,
    emotion: 'calmo',
    tags: ['b'],
  }, // +400
  {
    date: '2025-01-05',
    time: '09:30',
    instrument: 'NQ',
    type: 'compra',
    entry: '18000',
    exit: '17995',
    account: true,
  }, // −100
  {
    date: '2025-01-06',
    time: '09:30',
    instrument: 'WIN',
    type: 'compra',
    entry: '125000',
    exit: '125005',
    account: true,
  }, // +1
] as const;

beforeAll(async () => {
  t = await tradesTestApp();
  client = (await allowedCaller(t)).client;
  const acc = await client.json<{ id: string }>('/api/accounts', {
    json: { name: 'Conta EUA', currency: 'USD', startingCapital: '1000' },
  });
  other = acc.body.id;
  for (const { account, ...s } of seed.map((s) => ({ account: false, ...s }))) {
    const res = await client.json<TradeDto>('/api/trades', {
      json: tradeBody({ ...s, accountId: account ? other : undefined }),
    });
    expect(res.status).toBe(201);
    made.push(res.body);
  }
});

const list = async (query: string) => {
  const res = await client.json<TradeListResponse>(`/api/trades?${query}`);
  expect(res.status).toBe(200);
  return res.body;
};
const pnls = (r: TradeListResponse) => r.items.map((i) => i.pnl);

describe('GET /api/trades', () => {
  it('lists newest first with totals per currency over the whole set', async () => {
    const r = await list('');
    expect(r.total).toBe(6);
    expect(r.items.map((i) => i.date)).toEqual([
      '2025-01-06',
      '2025-01-05',
      '2025-01-04',
      '2025-01-03',
      '2025-01-03',
      '2025-01-02',
    ]);
    expect(r.items[3]?.time).toBe('11:00:00');
    expect(r.totals).toEqual([
      { currency: 'BRL', count: 4, wins: 3, losses: 1, pnl: '109.00', costs: '2.00' },
      { currency: 'USD', count: 2, wins: 1, losses: 1, pnl: '300.00', costs: '0.00' },
    ]);
  });

  it('paginates with totals of the whole filtered set', async () => {
    const p1 = await list('pageSize=4&page=1');
    const p2 = await list('pageSize=4&page=2');
    expect(p1.items).toHaveLength(4);
    expect(p2.items).toHaveLength(2);
    expect(p2.total).toBe(6);
    expect(p2.totals).toEqual(p1.totals);
    const ids = [...p1.items, ...p2.items].map((i) => i.id);
    expect(new Set(ids).size).toBe(6);
  });

  it('filters by period, account, instrument, type, emotion, result and tag', async () => {
    expect((await list('from=2025-01-03&to=2025-01-04')).total).toBe(3);
    expect((await list(`accountId=${other}`)).items.map((i) => i.id).sort()).toEqual(
      [made[4]?.id, made[5]?.id].sort(),
    );
    expect((await list('accountId=nao-e-uuid')).total).toBe(0);
    expect((await list('instrument=nq')).total).toBe(2);
    expect((await list('instrument=NQZ25')).total).toBe(2);
    expect((await list('type=venda')).total).toBe(2);
    expect((await list('emotion=calmo')).total).toBe(2);
    const gains = await list('result=gain');
    expect(gains.items.every((i) => Number(i.pnl) > 0)).toBe(true);
    expect(gains.total).toBe(4);
    const losses = await list('result=loss&instrument=WIN');
    expect(pnls(losses)).toEqual(['-10.00']);
    expect(losses.totals).toEqual([
      { currency: 'BRL', count: 1, wins: 0, losses: 1, pnl: '-10.00', costs: '0.00' },
    ]);
    expect((await list('tag=b')).total).toBe(2);
    expect((await list('tag=a&type=compra')).total).toBe(1);
    expect((await client.json('/api/trades?type=nada')).status).toBe(400);
  });

  it('filters by playbook ("Sem playbook" too), only among the trader’s own trades', async () => {
    const a = await allowedCaller(t);
    const created = await a.client.json<{ id: string }>('/api/playbooks', { json: { name: 'Rompimento' } });
    expect(created.status).toBe(201);
    const playbookId = created.body.id;
    const add = async (c: TestClient, over: Record<string, unknown>) => {
      const res = await c.json<TradeDto>('/api/trades', { json: tradeBody(over) });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body;
    };
    const withIt = [
      await add(a.client, { date: '2025-02-03', time: '09:00', playbookId }),
      await add(a.client, { date: '2025-02-04', time: '09:00', playbookId, exit: '124900' }),
    ];
    const without = await add(a.client, { date: '2025-02-05', time: '09:00' });
    const of = async (c: TestClient, query: string) => {
      const res = await c.json<TradeListResponse>(`/api/trades?${query}`);
      expect(res.status).toBe(200);
      return res.body;
    };
    const mine = await of(a.client, `playbookId=${playbookId}`);
    expect(mine.items.map((i) => i.id)).toEqual([withIt[1]?.id, withIt[0]?.id]);
    expect(mine.items.every((i) => i.playbook?.name === 'Rompimento')).toBe(true);
    expect(mine.totals).toEqual([
      { currency: 'BRL', count: 2, wins: 1, losses: 1, pnl: '0.00', costs: '0.00' },
    ]);
    expect((await of(a.client, 'playbookId=none')).items.map((i) => i.id)).toEqual([without.id]);
    expect((await of(a.client, `playbookId=none&from=2025-02-04`)).total).toBe(1);
    expect((await of(a.client, 'playbookId=nao-e-uuid')).total).toBe(0);
    // The export follows the same filter (in the list's order, newest first).
    const exported = await a.client.request(`/api/trades/export?playbookId=${playbookId}&format=generic`);
    expect(exported.status).toBe(200);
    const file = parseImportFile(new TextDecoder().decode(await exported.arrayBuffer()));
    expect(file.trades.map((x) => x.date)).toEqual(['2025-02-04', '2025-02-03']);

    // Another trader with trades of their own: the first trader's playbook id selects none of them.
    const b = await allowedCaller(t);
    await add(b.client, { date: '2025-02-03', time: '10:00' });
    expect((await of(b.client, `playbookId=${playbookId}`)).total).toBe(0);
    expect((await of(b.client, 'playbookId=none')).total).toBe(1);
  });

  it('sorts by any column with the id as tie-break', async () => {
    expect(pnls(await list('sort=pnl&dir=asc'))).toEqual([
      '-100.00',
      '-10.00',
      '1.00',
      '20.00',
      '98.00',
      '400.00',
    ]);
    expect(pnls(await list('sort=pnl&dir=desc'))).toEqual([
      '400.00',
      '98.00',
      '20.00',
      '1.00',
      '-10.00',
      '-100.00',
    ]);
    expect((await list('sort=contracts&dir=desc')).items[0]?.contracts).toBe(2);
    expect((await list('sort=entry&dir=asc')).items[0]?.entry).toBe('5000');
    expect((await list('sort=account&dir=asc')).items.slice(0, 2).map((i) => i.accountId)).toEqual([
      other,
      other,
    ]);
    const byInstrument = await list('sort=instrument&dir=asc');
    expect(byInstrument.items.map((i) => i.instrument)).toEqual(['NQ', 'NQ', 'WDO', 'WIN', 'WIN', 'WIN']);
    const wins = byInstrument.items.filter((i) => i.instrument === 'WIN').map((i) => i.id);
    expect(wins).toEqual([...wins].sort());
    const emotions = (await list('sort=emotion&dir=asc')).items.map((i) => i.emotion);
    expect(emotions.slice(0, 3)).toEqual(['calmo', 'calmo', 'nervoso']);
    for (const sort of ['date', 'type', 'exit'])
      expect((await list(`sort=${sort}&dir=asc&pageSize=6`)).items).toHaveLength(6);
  });
});

describe('GET /api/trades/export', () => {
  it('exports the filtered set as a generic CSV that parses back to the same trades', async () => {
    const res = await client.request('/api/trades/export?format=generic&sort=date&dir=asc');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="trades-\d{4}-\d{2}-\d{2}.*\.csv"$/,
    );
    const text = new TextDecoder().decode(await res.arrayBuffer());
    const parsed = parseImportFile(text);
    expect(parsed.format).toBe('generic');
    expect(parsed.errors).toEqual([]);
    const sorted = [...made].sort((a, b) => (a.date + a.time).localeCompare(b.date + b.time));
    expect(
      parsed.trades.map((p) => ({
        date: p.date,
        type: p.type,
        contracts: p.contracts,
        instrument: p.instrument,
        entry: p.entry,
        exit: p.exit,
        costs: p.costs,
        emotion: p.emotion,
        tags: p.tags,
        accountId: p.accountId,
        pnl: p.sourcePnl,
      })),
    ).toEqual(
      sorted.map((m) => ({
        date: m.date,
        type: m.type,
        contracts: m.contracts,
        instrument: m.instrument,
        entry: m.entry,
        exit: m.exit,
        costs: String(Number(m.costs)),
        emotion: m.emotion ?? undefined,
        tags: m.tags,
        accountId: m.accountId,
        pnl: m.pnl,
      })),
    );
    expect(parsed.trades.map((p) => p.time.slice(0, 5))).toEqual(sorted.map((m) => m.time.slice(0, 5)));
  });

  it('exports the spreadsheet format with the same filters', async () => {
    const res = await client.request('/api/trades/export?format=spreadsheet&instrument=NQ');
    expect(res.status).toBe(200);
    const text = await res.text();
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('Data;Hora');
    expect(text).toContain('400,00');
    expect((await client.request('/api/trades/export?format=pdf')).status).toBe(400);
  });
});

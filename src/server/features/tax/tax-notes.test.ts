import { beforeAll, describe, expect, it } from 'vitest';
import type { TaxYearDto } from '@/shared/tax/contract';
import type { TestClient } from '../../testing/test-client';
import { bmfNote } from '../brokerage-notes/brokerage-notes.testkit';
import { storeNote } from '../brokerage-notes/notes.store';
import { allowedCaller, tradeBody, tradesTestApp, type TestApp } from '../trades/test-callers';

/**
 * /impostos with brokerage notes, on both databases: the notes' IRRF replaces the 1 % estimate of their days, the
 * costs are the notes', and the month says whether every day with trades had a note — against figures worked out
 * here by hand, not by the engine.
 */
let t: TestApp;
let trader: TestClient;
let traderId: string;
let accountId: string;

async function add(body: Record<string, unknown>) {
  const res = await trader.json<{ accountId: string }>('/api/trades', { json: body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  accountId = res.body.accountId;
}

const note = (tradeDate: string, noteNumber: string, totalCostsCents: number, irrfDayTradeCents: number) =>
  bmfNote({ tradeDate, noteNumber, totalCostsCents, irrfDayTradeCents, executions: [] });

const november = async () => {
  const res = await trader.json<TaxYearDto>('/api/tax?year=2026');
  expect(res.status).toBe(200);
  return res.body.months[10];
};

beforeAll(async () => {
  t = await tradesTestApp();
  ({ client: trader, userId: traderId } = await allowedCaller(t));
  // 03/11: two WIN trades of + R$ 20,00 gross each; 05/11: − R$ 40,00 gross; 10/11: + R$ 100,00 gross, R$ 1,00 costs.
  await add(tradeBody({ date: '2026-11-03', time: '09:10', entry: '128000', exit: '128100', costs: '0' }));
  await add(
    tradeBody({
      date: '2026-11-03',
      time: '09:20',
      type: 'venda',
      entry: '128200',
      exit: '128100',
      costs: '0',
    }),
  );
  await add(tradeBody({ date: '2026-11-05', contracts: 2, entry: '128000', exit: '127900', costs: '0' }));
  await add(tradeBody({ date: '2026-11-10', entry: '128000', exit: '128500', costs: '1.00' }));
});

describe('the tax month with notes', () => {
  it('is estimated before any note, with the 1 % IRRF', async () => {
    const m = await november();
    // 20 + 20 − 40 + 99 = R$ 99,00 → 20 % = 19,80; IRRF 1 % of 40,00 (03/11) + 1 % of 99,00 (10/11) = 0,40 + 0,99.
    expect(m?.dayTrade).toMatchObject({ result: 9900, tax: 1980 });
    expect(m?.irrf.withheld).toBe(139);
    expect(m?.notes).toBeUndefined();
  });

  it('is partial with notes for two of three days: their costs and their IRRF as withheld', async () => {
    const scope = { userId: traderId, now: new Date() };
    await storeNote(t.database.db, scope, accountId, note('2026-11-03', '2001', 500, 30));
    await storeNote(t.database.db, scope, accountId, note('2026-11-05', '2002', 300, 0));
    const m = await november();
    // (20 + 20 − 5,00) + (− 40 − 3,00) + (100 − 1,00) = R$ 91,00 → 20 % = R$ 18,20.
    const result = 2000 + 2000 - 500 + (-4000 - 300) + (10000 - 100);
    const tax = Math.round(result * 0.2);
    // The notes' R$ 0,30 and R$ 0,00, and the estimate of the day without a note: 1 % of R$ 99,00.
    const withheld = 30 + 0 + Math.floor(9900 / 100);
    expect(m?.dayTrade).toMatchObject({ result, tax });
    expect(m?.irrf.withheld).toBe(withheld);
    expect(m?.notes).toEqual({
      status: 'parcial',
      daysWithoutNote: ['2026-11-10'],
      irrfFromNotes: 30,
      notedDays: 2,
    });
    expect(m?.darf).toMatchObject({ code: '6015', amount: tax - withheld });
  });

  it('is "conferido" when every day with trades has a note, the DARF from the broker’s figures', async () => {
    await storeNote(
      t.database.db,
      { userId: traderId, now: new Date() },
      accountId,
      note('2026-11-10', '2003', 100, 98),
    );
    const m = await november();
    const result = 3500 - 4300 + 9900;
    const tax = Math.round(result * 0.2);
    const withheld = 30 + 0 + 98;
    expect(m?.notes).toEqual({ status: 'conferido', daysWithoutNote: [], irrfFromNotes: 128, notedDays: 3 });
    expect(m?.irrf.withheld).toBe(withheld);
    expect(m?.darf).toMatchObject({ amount: tax - withheld, dueDate: '2026-12-30' });
  });
});

import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NO_PLAYBOOK } from '@/shared/playbooks/contract';
import type { Database } from '../db/client';
import { trades } from '../db/schema';
import { ledgerWrite, type LedgerChange, type LedgerTx } from '../ledger/ledger-write';
import { createLogger } from '../logger';
import { columnsWriteInFlight, TRADE_COLUMNS_CHANNEL } from '../realtime/column-events';
import { startTradesFeed, type TradesFeed } from '../realtime/trades-feed';
import { getTestDatabase } from '../testing/test-database';
import { createColumnsCache } from './columns-cache';
import { bits, trader as newTrader, type Trader } from './columns.testkit';
import { contextTrades, type DashboardContext } from './metrics-context';
import { readTradeColumns } from './trade-columns';

let database: Database;
let feed: TradesFeed;
beforeAll(async () => {
  database = await getTestDatabase();
  feed = await startTradesFeed(database, createLogger('silent'));
});
afterAll(async () => {
  await feed.stop();
});

const NOW = new Date('2025-03-20T12:00:00Z');
/** Days of two months, some sharing a month, one across a year's end. */
const DAYS = ['2024-12-31', '2025-01-02', '2025-01-31', '2025-02-01', '2025-02-14', '2025-03-03'];

const trader = () => newTrader(database, 'colcache');

function contexts(t: Trader): DashboardContext[] {
  const accounts = t.accounts.map((id, k) => ({
    id,
    currency: (k ? 'USD' : 'BRL') as 'BRL' | 'USD',
    startingCapital: '0',
  }));
  const base = {
    timezone: 'America/Sao_Paulo',
    breakevenTolerance: 0,
    accounts,
    account: undefined,
    period: { from: null, to: null },
    instrument: undefined,
    playbookId: undefined,
    key: '',
  } satisfies DashboardContext;
  return [
    base,
    { ...base, period: { from: '2025-01-01', to: '2025-01-31' } },
    { ...base, period: { from: '2025-02-01', to: null } },
    { ...base, account: accounts[1] },
    { ...base, instrument: 'WDO' },
    { ...base, playbookId: NO_PLAYBOOK },
    { ...base, playbookId: t.playbookId.toUpperCase() },
    { ...base, playbookId: 'nao-e-uuid' },
  ];
}

const opArb = fc.oneof(
  fc.record({
    kind: fc.constant('create' as const),
    count: fc.integer({ min: 1, max: 4 }),
    day: fc.integer({ min: 0, max: DAYS.length - 1 }),
    // Minutes of the day: few, so instants are often shared (ids decide their order).
    minute: fc.integer({ min: 0, max: 3 }),
    second: fc.boolean(),
    instrument: fc.constantFrom('WIN', 'WDO', 'PETR4').map((i): string => i),
    pnl: fc.constantFrom('10.5', '-3', '0', '1234.56').map((pnl): string => pnl),
  }),
  fc.record({
    kind: fc.constant('edit' as const),
    pick: fc.nat(),
    day: fc.integer({ min: 0, max: DAYS.length - 1 }),
  }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('playbook' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('undo' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('account' as const), second: fc.boolean() }),
  fc.record({ kind: fc.constant('reset' as const) }),
);
type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

const row = (t: Trader, day: string, minute: number, second: boolean, instrument: string, pnl: string) => ({
  userId: t.userId,
  accountId: t.accounts[second ? 1 : 0] as string,
  tradeDate: day,
  tradeTime: '12:00:00',
  openedAt: new Date(`${day}T15:${String(minute).padStart(2, '0')}:00Z`),
  side: 'compra' as const,
  contracts: 1,
  instrument,
  entryPrice: '100',
  exitPrice: '101.5',
  pointValue: '0.2',
  currency: second ? ('USD' as const) : ('BRL' as const),
  pnl,
});

/** One write the way the features make it: the rows changed, and the days (or the account, or all) marked. */
async function apply(t: Trader, op: Op, tx: LedgerTx, change: LedgerChange): Promise<void> {
  const mine = await tx
    .select({ id: trades.id, day: trades.tradeDate, accountId: trades.accountId })
    .from(trades)
    .where(eq(trades.userId, t.userId))
    .orderBy(trades.id);
  const pick = (n: number) => mine[n % Math.max(1, mine.length)];
  switch (op.kind) {
    case 'create': {
      const day = DAYS[op.day] as string;
      await tx
        .insert(trades)
        .values(
          Array.from({ length: op.count }, () => row(t, day, op.minute, op.second, op.instrument, op.pnl)),
        );
      change.tradesOn([{ accountId: t.accounts[op.second ? 1 : 0] as string, day }]);
      return;
    }
    case 'edit': {
      const one = pick(op.pick);
      if (!one) return;
      const day = DAYS[op.day] as string;
      await tx
        .update(trades)
        .set({ tradeDate: day, openedAt: new Date(`${day}T16:00:00Z`), pnl: '77.7', ruleBreaks: ['no-stop'] })
        .where(eq(trades.id, one.id));
      change.tradesOn([one, { accountId: one.accountId, day }]);
      return;
    }
    case 'delete': {
      const one = pick(op.pick);
      if (!one) return;
      await tx.delete(trades).where(eq(trades.id, one.id));
      change.tradesOn([one]);
      return;
    }
    case 'playbook': {
      const one = pick(op.pick);
      if (!one) return;
      await tx.update(trades).set({ playbookId: t.playbookId }).where(eq(trades.id, one.id));
      change.tradesOn([one]);
      return;
    }
    case 'undo': {
      // An import undone: the trades of one day go, the day is marked.
      const one = pick(op.pick);
      if (!one) return;
      const gone = mine.filter((m) => m.day === one.day);
      await tx.delete(trades).where(
        inArray(
          trades.id,
          gone.map((g) => g.id),
        ),
      );
      change.tradesOn(gone);
      return;
    }
    case 'account': {
      // A plan change re-judges every day of the account.
      const accountId = t.accounts[op.second ? 1 : 0] as string;
      await tx
        .update(trades)
        .set({ ruleBreaks: ['max-loss'] })
        .where(and(eq(trades.userId, t.userId), eq(trades.accountId, accountId)));
      change.account(accountId);
      return;
    }
    case 'reset':
      await tx.delete(trades).where(eq(trades.userId, t.userId));
      change.everything();
  }
}

async function settled(userId: string) {
  await vi.waitFor(() => expect(columnsWriteInFlight(userId)).toBe(false));
}

async function expectFresh(cache: ReturnType<typeof createColumnsCache>, t: Trader) {
  for (const ctx of contexts(t)) {
    const fresh = await readTradeColumns(database.db, contextTrades(t.userId, ctx));
    expect(bits(await cache.columns(database.db, t.userId, ctx))).toStrictEqual(bits(fresh.columns));
  }
}

describe('createColumnsCache', () => {
  it('answers after any sequence of writes what a fresh read answers, to the bit, in every filter', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 10 }), async (ops) => {
        const t = await trader();
        const cache = createColumnsCache(feed);
        await expectFresh(cache, t);
        for (const op of ops) {
          await ledgerWrite(database.db, { userId: t.userId, now: NOW }, (tx, change) =>
            apply(t, op, tx, change),
          );
          await settled(t.userId);
          await expectFresh(cache, t);
        }
      }),
      { numRuns: 12 },
    );
  });

  it('re-reads only the days a write touched', async () => {
    const t = await trader();
    const cache = createColumnsCache(feed);
    for (const day of DAYS)
      await ledgerWrite(database.db, { userId: t.userId, now: NOW }, (tx, change) =>
        apply(
          t,
          {
            kind: 'create',
            count: 3,
            day: DAYS.indexOf(day),
            minute: 1,
            second: false,
            instrument: 'WIN',
            pnl: '5',
          },
          tx,
          change,
        ),
      );
    await settled(t.userId);
    const [all] = contexts(t);
    await cache.columns(database.db, t.userId, all as DashboardContext);
    const payloads: string[] = [];
    const stop = await database.listen(TRADE_COLUMNS_CHANNEL, (p) => {
      if (p.startsWith(t.userId)) payloads.push(p);
    });
    try {
      await ledgerWrite(database.db, { userId: t.userId, now: NOW }, (tx, change) =>
        apply(
          t,
          { kind: 'create', count: 1, day: 2, minute: 2, second: true, instrument: 'WDO', pnl: '1' },
          tx,
          change,
        ),
      );
      await vi.waitFor(() => expect(payloads).toEqual([`${t.userId}\t${DAYS[2]}`]));
    } finally {
      await stop();
    }
    await settled(t.userId);
    await expectFresh(cache, t);
    expect(cache.size()).toBe(1);
    expect(cache.stats()).toStrictEqual({ fullReads: 1, dayReads: 1 });
  });

  it('announces a write’s days at its commit only, in its transaction (a rolled-back write announces nothing)', async () => {
    const t = await trader();
    const payloads: string[] = [];
    const stop = await database.listen(TRADE_COLUMNS_CHANNEL, (p) => {
      if (p.startsWith(t.userId)) payloads.push(p);
    });
    try {
      const rolledBack = new Error('rolled back');
      await expect(
        ledgerWrite(database.db, { userId: t.userId, now: NOW }, async (tx, change) => {
          await apply(
            t,
            { kind: 'create', count: 1, day: 0, minute: 0, second: false, instrument: 'WIN', pnl: '1' },
            tx,
            change,
          );
          throw rolledBack;
        }),
      ).rejects.toBe(rolledBack);
      await ledgerWrite(database.db, { userId: t.userId, now: NOW }, (tx, change) =>
        apply(
          t,
          { kind: 'create', count: 1, day: 3, minute: 0, second: false, instrument: 'WIN', pnl: '1' },
          tx,
          change,
        ),
      );
      await ledgerWrite(database.db, { userId: t.userId, now: NOW }, (tx, change) =>
        apply(t, { kind: 'reset' }, tx, change),
      );
      await vi.waitFor(() => expect(payloads).toHaveLength(2));
      expect(payloads).toEqual([`${t.userId}\t${DAYS[3]}`, `${t.userId}\t*`]);
    } finally {
      await stop();
    }
  });

  it('answers a first narrow read from the database while it reads the user’s columns beside it', async () => {
    const t = await trader();
    for (const day of [1, 2, 4])
      await ledgerWrite(database.db, { userId: t.userId, now: NOW }, (tx, change) =>
        apply(
          t,
          { kind: 'create', count: 2, day, minute: day, second: day === 2, instrument: 'WDO', pnl: '3' },
          tx,
          change,
        ),
      );
    await settled(t.userId);
    const cache = createColumnsCache(feed);
    const month = contexts(t)[1] as DashboardContext;
    const fresh = await readTradeColumns(database.db, contextTrades(t.userId, month));
    expect(bits(await cache.columns(database.db, t.userId, month))).toStrictEqual(bits(fresh.columns));
    await vi.waitFor(() => expect(cache.stats().fullReads).toBe(1));
    await expectFresh(cache, t);
    expect(cache.stats()).toStrictEqual({ fullReads: 1, dayReads: 0 });
  });

  it('holds no more rows than its budget, and still answers every user exactly', async () => {
    const big = await trader();
    const small = await trader();
    for (const [t, count] of [
      [big, 4],
      [small, 2],
    ] as const)
      await ledgerWrite(database.db, { userId: t.userId, now: NOW }, (tx, change) =>
        apply(
          t,
          { kind: 'create', count, day: 1, minute: 0, second: false, instrument: 'WIN', pnl: '1' },
          tx,
          change,
        ),
      );
    await settled(big.userId);
    await settled(small.userId);
    const cache = createColumnsCache(feed, { maxRows: 3 });
    await expectFresh(cache, small);
    await expectFresh(cache, big);
    expect(cache.size()).toBe(1);
    await expectFresh(cache, small);
    expect(cache.stats().fullReads).toBe(2);
  });

  it('counts against its budget exactly the rows of the users it holds, as reads are added, replaced and evicted', async () => {
    const [a, b, c, huge] = [await trader(), await trader(), await trader(), await trader()];
    const write = (t: Trader, op: Op) =>
      ledgerWrite(database.db, { userId: t.userId, now: NOW }, (tx, change) => apply(t, op, tx, change));
    const create = (count: number): Op => ({
      kind: 'create',
      count,
      day: 1,
      minute: 0,
      second: false,
      instrument: 'WIN',
      pnl: '1',
    });
    for (const [t, count] of [
      [a, 3],
      [b, 2],
      [c, 4],
      [huge, 9],
    ] as const)
      await write(t, create(count));
    for (const t of [a, b, c, huge]) await settled(t.userId);
    const cache = createColumnsCache(feed, { maxRows: 8 });
    const read = async (t: Trader) => {
      const [all] = contexts(t) as [DashboardContext];
      const fresh = await readTradeColumns(database.db, contextTrades(t.userId, all));
      expect(bits(await cache.columns(database.db, t.userId, all))).toStrictEqual(bits(fresh.columns));
    };
    await read(a);
    await read(b);
    expect(cache.rows()).toBe(3 + 2);
    // Replaced by a re-read of the day a write touched: a grows to 5, b shrinks to 1.
    await write(a, create(2));
    await write(b, { kind: 'delete', pick: 0 });
    await settled(a.userId);
    await settled(b.userId);
    await read(a);
    await read(b);
    expect(cache.rows()).toBe(5 + 1);
    expect(cache.stats().dayReads).toBe(2);
    // c's 4 rows pass the budget: the least recently read (a) goes.
    await read(c);
    expect(cache.size()).toBe(2);
    expect(cache.rows()).toBe(1 + 4);
    // Past the whole budget alone: never held, nothing counted.
    await read(huge);
    expect(cache.size()).toBe(2);
    expect(cache.rows()).toBe(1 + 4);
    // Every trade of b gone: b is held with no rows.
    await write(b, { kind: 'reset' });
    await settled(b.userId);
    await read(b);
    expect(cache.rows()).toBe(0 + 4);
    // a is read again (5 rows): c, read before b, goes.
    await read(a);
    expect(cache.size()).toBe(2);
    expect(cache.rows()).toBe(0 + 5);
  });

  it('keeps its columns valid and unchanged when a write rolls back', async () => {
    const t = await trader();
    const cache = createColumnsCache(feed);
    await ledgerWrite(database.db, { userId: t.userId, now: NOW }, (tx, change) =>
      apply(
        t,
        { kind: 'create', count: 2, day: 1, minute: 0, second: false, instrument: 'WIN', pnl: '5' },
        tx,
        change,
      ),
    );
    await settled(t.userId);
    const [all] = contexts(t) as [DashboardContext];
    const before = bits(await cache.columns(database.db, t.userId, all));
    const rolledBack = new Error('rolled back');
    await expect(
      ledgerWrite(database.db, { userId: t.userId, now: NOW }, async (tx, change) => {
        await apply(
          t,
          { kind: 'create', count: 2, day: 1, minute: 3, second: true, instrument: 'WDO', pnl: '9' },
          tx,
          change,
        );
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(bits(await cache.columns(database.db, t.userId, all))).toStrictEqual(before);
    await expectFresh(cache, t);
  });

  it('never answers a read that starts after a write committed with the columns from before it', async () => {
    const t = await trader();
    const cache = createColumnsCache(feed);
    const [all] = contexts(t) as [DashboardContext];
    await ledgerWrite(database.db, { userId: t.userId, now: NOW }, (tx, change) =>
      apply(
        t,
        { kind: 'create', count: 2, day: 4, minute: 0, second: false, instrument: 'WIN', pnl: '5' },
        tx,
        change,
      ),
    );
    await settled(t.userId);
    await cache.columns(database.db, t.userId, all);
    for (let k = 0; k < 5; k++) {
      // A read running while the write runs, and one right after its commit, before any notification is awaited.
      const during = cache.columns(database.db, t.userId, all);
      await ledgerWrite(database.db, { userId: t.userId, now: NOW }, (tx, change) =>
        apply(
          t,
          {
            kind: 'create',
            count: 1,
            day: k % DAYS.length,
            minute: k,
            second: k % 2 === 0,
            instrument: 'WDO',
            pnl: '2',
          },
          tx,
          change,
        ),
      );
      const after = cache.columns(database.db, t.userId, all);
      const fresh = await readTradeColumns(database.db, contextTrades(t.userId, all));
      await during;
      expect(bits(await after)).toStrictEqual(bits(fresh.columns));
      await settled(t.userId);
      expect(bits(await cache.columns(database.db, t.userId, all))).toStrictEqual(bits(fresh.columns));
    }
  });

  it('re-reads the days of this process’s writes whose notification has not come back, instead of every trade', async () => {
    const t = await trader();
    // A feed that is up but delivers nothing, and the writes in flight as this process would record them: only
    // they can tell the cache what changed.
    const silent = { isLive: () => true, onColumnsChange: () => () => {} };
    const pending: string[][] = [];
    const cache = createColumnsCache(silent, { inFlight: (id) => (id === t.userId ? pending : []) });
    const [all] = contexts(t) as [DashboardContext];
    await cache.columns(database.db, t.userId, all);
    for (const [k, day] of [0, 3, 5].entries()) {
      await ledgerWrite(database.db, { userId: t.userId, now: NOW }, (tx, change) =>
        apply(
          t,
          { kind: 'create', count: 2, day, minute: k, second: k === 1, instrument: 'WIN', pnl: '4' },
          tx,
          change,
        ),
      );
      pending.push([DAYS[day] as string]);
      const fresh = await readTradeColumns(database.db, contextTrades(t.userId, all));
      expect(bits(await cache.columns(database.db, t.userId, all))).toStrictEqual(bits(fresh.columns));
    }
    expect(cache.stats()).toStrictEqual({ fullReads: 1, dayReads: 3 });
  });
});

import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MetricTrade } from '@/shared/trading/dashboard-contract';
import { EMOTIONS, isEmotion } from '@/shared/trading/emotions';
import { columnsOf } from '@/shared/trading/metrics';
import type { Database } from '../db/client';
import { playbooks, tradingAccounts, trades, user } from '../db/schema';
import { getTestDatabase } from '../testing/test-database';
import { readTradeColumns, readTradeColumnsByUser } from './trade-columns';
import { cents } from './cents';

let database: Database;
beforeAll(async () => {
  database = await getTestDatabase();
});

/** A decimal text of at most `digits` digits before the point and `scale` after it (signed when asked). */
const decimalArb = (digits: number, scale: number, signed = true) =>
  fc
    .tuple(
      signed ? fc.boolean() : fc.constant(false),
      fc.bigInt({ min: 0n, max: 10n ** BigInt(digits + scale) - 1n }),
      fc.integer({ min: 0, max: scale }),
    )
    .map(([negative, units, used]) => {
      // Most values use few digits (prices of real instruments); the shrinker still reaches the long ones.
      const text = (units / 10n ** BigInt(scale - used)).toString().padStart(used + 1, '0');
      const whole = used ? `${text.slice(0, -used)}.${text.slice(-used)}` : text;
      return negative && units !== 0n ? `-${whole}` : whole;
    });
/** Prices as traders have them (few digits), and now and then one of numeric(20, 8)'s longest. */
const priceArb = fc.oneof(
  { weight: 4, arbitrary: decimalArb(6, 2, false) },
  { weight: 1, arbitrary: decimalArb(12, 8, false) },
);

const tradeArb = fc.record({
  // Often the same instant (ties are read in id order).
  minute: fc.oneof(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 60 * 24 * 30 })),
  ms: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 999 })),
  time: fc.constantFrom('09:05:00', '13:59:59', '00:00:00', '23:30:00', '24:00:00'),
  instrument: fc.constantFrom('WIN', 'WDO', 'ES', 'PETR4', 'ÍNDICE'),
  side: fc.constantFrom('compra', 'venda', 'venda', 'outro'),
  currency: fc.constantFrom('BRL', 'BRL', 'USD', 'EUR'),
  // Up to 10^13 reais: cents stay below 2^53, where every double is an exact integer.
  pnl: fc.oneof(decimalArb(6, 2), decimalArb(13, 2)),
  costs: decimalArb(4, 2, false),
  entry: priceArb,
  exitPrice: priceArb,
  mep: fc.option(priceArb),
  men: fc.option(priceArb),
  stop: fc.option(priceArb),
  pointValue: fc.oneof(fc.constantFrom('0.2', '10', '50', '0.00000001'), decimalArb(6, 8, false)),
  contracts: fc.oneof(fc.integer({ min: 1, max: 20 }), fc.integer({ min: -3, max: 1_000_000 })),
  emotion: fc.option(fc.constantFrom('nenhuma', 'calmo|x', ...EMOTIONS)),
  broke: fc.boolean(),
  tags: fc.array(
    fc.constantFrom('rompimento', 'a,b', 'aspas "x"', 'barra \\ n', '{chave}', 'NULL', 'ç', ''),
    {
      maxLength: 3,
    },
  ),
  exitAt: fc.option(
    fc.tuple(fc.integer({ min: 0, max: 3 }), fc.option(fc.constantFrom('10:15:00', '18:00:30'))),
  ),
  second: fc.boolean(),
});
type Generated = typeof tradeArb extends fc.Arbitrary<infer T> ? T : never;

/**
 * The oracle: the database's own exact decimal text of each value (the sums and products done in numeric), read
 * as the text row was (`Number`, `cents`): the reader's integer arithmetic must give these to the bit.
 */
async function expected(userId: string) {
  const rows = await database.db
    .select({
      epoch: sql<string>`date_part('epoch', ${trades.openedAt})::text`,
      date: trades.tradeDate,
      time: sql<string>`${trades.tradeTime}::text`,
      instrument: trades.instrument,
      side: trades.side,
      currency: trades.currency,
      pnl: sql<string>`${trades.pnl}::text`,
      costs: sql<string>`${trades.costs}::text`,
      diff: sql<string>`(${trades.exitPrice} - ${trades.entryPrice})::text`,
      mep: sql<string | null>`${trades.mep}::text`,
      men: sql<string | null>`${trades.men}::text`,
      risk: sql<
        string | null
      >`(abs(${trades.entryPrice} - ${trades.stopPrice}) * ${trades.pointValue} * ${trades.contracts})::text`,
      broke: sql<boolean>`cardinality(${trades.ruleBreaks}) > 0`,
      emotion: trades.emotion,
      tags: trades.tags,
      exitDate: trades.exitDate,
      exitTime: sql<string | null>`${trades.exitTime}::text`,
      accountId: trades.accountId,
    })
    .from(trades)
    .where(eq(trades.userId, userId))
    .orderBy(asc(trades.openedAt), asc(trades.id));
  const metric = rows.map((r): MetricTrade => {
    const risk = r.risk === null ? 0 : Number(r.risk) * 100;
    return {
      openedAt: Math.round(Number(r.epoch) * 1000),
      date: r.date,
      hour: Number(r.time.slice(0, 2)),
      weekday: new Date(`${r.date}T00:00:00Z`).getUTCDay(),
      instrument: r.instrument,
      side: r.side,
      currency: r.currency,
      pnl: cents(r.pnl),
      costs: cents(r.costs),
      points: r.side === 'compra' ? Number(r.diff) : -Number(r.diff),
      mep: r.mep === null ? null : Number(r.mep),
      men: r.men === null ? null : Number(r.men),
      risk: risk > 0 ? risk : null,
      emotion: r.emotion !== null && isEmotion(r.emotion) ? r.emotion : null,
      broke: r.broke,
    };
  });
  return { columns: columnsOf(metric), rows };
}

async function insert(list: Generated[]) {
  const userId = `cols-${randomUUID()}`;
  const { db } = database;
  await db.insert(user).values({ id: userId, name: 'Colunas', email: `${userId}@example.test` });
  const [first, second] = await db
    .insert(tradingAccounts)
    .values([
      { userId, name: 'A', currency: 'BRL' },
      { userId, name: 'B', currency: 'USD' },
    ])
    .returning({ id: tradingAccounts.id });
  if (list.length)
    await db.insert(trades).values(
      list.map((g) => {
        const opened = new Date(Date.UTC(2025, 0, 6, 12) + g.minute * 60_000 + g.ms);
        const date = opened.toISOString().slice(0, 10);
        const exitDate =
          g.exitAt && new Date(Date.parse(date) + g.exitAt[0] * 86_400_000).toISOString().slice(0, 10);
        return {
          userId,
          accountId: (g.second ? second : first)?.id as string,
          tradeDate: date,
          tradeTime: g.time,
          openedAt: opened,
          exitDate,
          exitTime: g.exitAt?.[1] ?? null,
          side: g.side as 'compra',
          contracts: g.contracts,
          instrument: g.instrument,
          entryPrice: g.entry,
          // Now and then no points, and a stop at the entry (no risk defined).
          exitPrice: g.minute % 5 === 0 ? g.entry : g.exitPrice,
          mep: g.mep,
          men: g.men,
          stopPrice: g.minute % 7 === 0 && g.stop !== null ? g.entry : g.stop,
          costs: g.costs,
          pointValue: g.pointValue,
          currency: g.currency as 'BRL',
          pnl: g.pnl,
          emotion: g.emotion,
          tags: g.tags,
          ruleBreaks: g.broke ? ['no-stop'] : [],
        };
      }),
    );
  return userId;
}

describe('readTradeColumns', () => {
  it('gives the engine the exact values of the database’s own decimal arithmetic, in (opened_at, id) order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(tradeArb, { maxLength: 60 }), async (list) => {
        const userId = await insert(list);
        const want = await expected(userId);
        const read = await readTradeColumns(database.db, eq(trades.userId, userId), {
          extras: ['account', 'exit', 'tags'],
        });
        expect(read.columns).toStrictEqual(want.columns);
        expect(read.tags).toStrictEqual(want.rows.map((r) => r.tags));
        expect(read.exitDate).toStrictEqual(want.rows.map((r) => r.exitDate));
        expect(read.exitTime).toStrictEqual(want.rows.map((r) => r.exitTime));
        expect(read.accountId).toStrictEqual(want.rows.map((r) => r.accountId));
      }),
      { numRuns: 25 },
    );
  });

  it('reads several users at once as each one alone', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(tradeArb, { maxLength: 12 }), { maxLength: 4 }), async (lists) => {
        const ids = await Promise.all(lists.map(insert));
        const byUser = await readTradeColumnsByUser(database.db, [...ids, 'ninguém'], { extras: ['tags'] });
        const alone = await Promise.all(
          ids.map((id) => readTradeColumns(database.db, eq(trades.userId, id), { extras: ['tags'] })),
        );
        expect(byUser).toStrictEqual(
          new Map(ids.flatMap((id, k) => ((alone[k]?.columns.length ?? 0) > 0 ? [[id, alone[k]]] : []))),
        );
      }),
      { numRuns: 10 },
    );
  });

  it('reads only the rows asked for, and no extra unless asked', async () => {
    const [one] = fc.sample(tradeArb, { numRuns: 1, seed: 7 });
    const userId = await insert([one as Generated, { ...(one as Generated), instrument: 'WDO', minute: 5 }]);
    const read = await readTradeColumns(
      database.db,
      and(eq(trades.userId, userId), eq(trades.instrument, 'WDO')),
    );
    expect(read.columns.length).toBe(1);
    expect(read.columns.instruments).toEqual(['WDO']);
    expect(read).toEqual({ columns: read.columns });
    expect((await readTradeColumns(database.db, eq(trades.userId, 'ninguém'))).columns).toStrictEqual(
      columnsOf([]),
    );
  });

  it('reads each trade’s playbook and ticked criteria when asked, aligned with the rows', async () => {
    const [one] = fc.sample(tradeArb, { numRuns: 1, seed: 11 });
    const base = one as Generated;
    const userId = await insert([
      { ...base, minute: 1 },
      { ...base, minute: 2 },
      { ...base, minute: 3 },
    ]);
    const [playbook] = await database.db
      .insert(playbooks)
      .values({ userId, name: 'Rompimento' })
      .returning({ id: playbooks.id });
    const ids = await database.db
      .select({ id: trades.id })
      .from(trades)
      .where(eq(trades.userId, userId))
      .orderBy(asc(trades.openedAt), asc(trades.id));
    const criterion = randomUUID();
    await database.db
      .update(trades)
      .set({ playbookId: playbook?.id, criteriaMet: [criterion] })
      .where(eq(trades.id, ids[1]?.id as string));
    await database.db
      .update(trades)
      .set({ playbookId: playbook?.id })
      .where(eq(trades.id, ids[2]?.id as string));
    const read = await readTradeColumns(database.db, eq(trades.userId, userId), {
      extras: ['criteria', 'tags', 'playbook'],
    });
    expect(read.playbookId).toStrictEqual([null, playbook?.id, playbook?.id]);
    expect(read.criteriaMet).toStrictEqual([[], [criterion], []]);
    expect(read.tags).toStrictEqual([base.tags, base.tags, base.tags]);
  });

  it('reads inside a transaction what the transaction wrote, its text values taken literally', async () => {
    const userId = await insert([]);
    const rolledBack = new Error('rolled back');
    const written = database.db.transaction(async (tx) => {
      const [account] = await tx
        .select({ id: tradingAccounts.id })
        .from(tradingAccounts)
        .where(eq(tradingAccounts.userId, userId));
      await tx.insert(trades).values({
        userId,
        accountId: account?.id as string,
        tradeDate: '2025-03-10',
        tradeTime: '10:00:00',
        openedAt: new Date('2025-03-10T13:00:00Z'),
        side: 'venda',
        contracts: 2,
        instrument: "WIN'; drop table trades; --",
        entryPrice: '125000',
        exitPrice: '124900.5',
        costs: '1.10',
        pointValue: '0.2',
        currency: 'BRL',
        pnl: '38.70',
      });
      const read = await readTradeColumns(tx, eq(trades.instrument, "WIN'; drop table trades; --"));
      expect(read.columns.length).toBe(1);
      expect(read.columns.pnl[0]).toBe(3870);
      expect(read.columns.points[0]).toBe(99.5);
      throw rolledBack;
    });
    await expect(written).rejects.toBe(rolledBack);
    expect((await readTradeColumns(database.db, eq(trades.userId, userId))).columns.length).toBe(0);
  });
});

import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { playbooks, tradeColumnSegments, trades, user } from '../db/schema';
import { ledgerWrite } from '../ledger/ledger-write';
import { getTestDatabase } from '../testing/test-database';
import { bits, trader as newTrader, type Trader } from './columns.testkit';
import { readTradeColumns } from './trade-columns';
import type { FilterableRead } from './trade-rows';
import { keepSegments, readUserColumns } from './user-columns';

let database: Database;
beforeAll(async () => {
  database = await getTestDatabase();
});

const NOW = new Date('2025-03-20T12:00:00Z');

/** The columns to the bit, and the extras. */
const readBits = (read: FilterableRead) => ({
  ...bits(read.columns),
  accountId: read.accountId,
  playbookId: read.playbookId,
});

const trader = () => newTrader(database, 'segments');

const direct = (db: Database['db'], userId: string) =>
  readTradeColumns(db, eq(trades.userId, userId), {
    extras: ['account', 'playbook'],
  }) as Promise<FilterableRead>;

/** The read from segments equals a plain read to the bit; once its segments are kept, the next one rebuilds none. */
async function expectSame(t: Trader) {
  const { db } = database;
  const first = await readUserColumns(db, t.userId);
  const plain = await direct(db, t.userId);
  expect(readBits(first.read)).toStrictEqual(readBits(plain));
  await first.saved;
  const second = await readUserColumns(db, t.userId);
  expect(second.rebuilt).toBe(0);
  expect(readBits(second.read)).toStrictEqual(readBits(plain));
}

/**
 * Days at both ends of months, so trades dated in one month can open before trades of the previous one (a trade
 * dated by the trader's zone whose instant is in the next UTC day, or a date typed by hand).
 */
const DAYS = ['2024-12-31', '2025-01-01', '2025-01-31', '2025-02-01', '2025-02-28', '2025-03-01'];

const row = (
  t: Trader,
  tradeDate: string,
  openedAt: Date,
  extra: Partial<typeof trades.$inferInsert> = {},
): typeof trades.$inferInsert => ({
  userId: t.userId,
  accountId: t.accounts[0] as string,
  tradeDate,
  tradeTime: '12:00:00',
  openedAt,
  side: 'compra',
  contracts: 2,
  instrument: 'WIN',
  entryPrice: '125000',
  exitPrice: '125150.5',
  pointValue: '0.2',
  currency: 'BRL',
  pnl: '60.20',
  ...extra,
});

const opArb = fc.oneof(
  fc.record({
    kind: fc.constant('create' as const),
    count: fc.integer({ min: 1, max: 3 }),
    day: fc.integer({ min: 0, max: DAYS.length - 1 }),
    // The instant's day and hour, loosely tied to the date: rows of neighbouring months interleave, and few
    // distinct minutes make shared instants (ids decide their order; across months the reader falls back).
    shift: fc.integer({ min: -1, max: 1 }),
    minute: fc.integer({ min: 0, max: 2 }),
    second: fc.boolean(),
    instrument: fc.constantFrom('WIN', 'WDO', 'NQ'),
    pnl: fc.constantFrom('10.5', '-3', '0', '-0.01', '1234.56'),
    stop: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('edit' as const),
    pick: fc.nat(),
    day: fc.integer({ min: 0, max: DAYS.length - 1 }),
  }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('playbook' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('drop-playbook' as const) }),
  fc.record({ kind: fc.constant('psql' as const), pick: fc.nat() }),
);
type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

async function apply(t: Trader, op: Op) {
  const { db } = database;
  const mine = await db
    .select({ id: trades.id, day: trades.tradeDate, accountId: trades.accountId })
    .from(trades)
    .where(eq(trades.userId, t.userId))
    .orderBy(trades.id);
  const one = mine[(('pick' in op ? op.pick : 0) as number) % Math.max(1, mine.length)];
  const write = (fn: Parameters<typeof ledgerWrite>[2]) =>
    ledgerWrite(db, { userId: t.userId, now: NOW }, fn);
  switch (op.kind) {
    case 'create': {
      const day = DAYS[op.day] as string;
      const instant = new Date(`${day}T23:0${op.minute}:00Z`);
      instant.setUTCDate(instant.getUTCDate() + op.shift);
      const accountId = t.accounts[op.second ? 1 : 0] as string;
      await write(async (tx, change) => {
        await tx.insert(trades).values(
          Array.from({ length: op.count }, () =>
            row(t, day, instant, {
              accountId,
              instrument: op.instrument,
              pnl: op.pnl,
              currency: op.second ? 'USD' : 'BRL',
              stopPrice: op.stop ? '124900' : null,
              mep: op.stop ? '40.25' : null,
              emotion: op.stop ? 'confiante' : null,
              ruleBreaks: op.stop ? [] : ['no-stop'],
            }),
          ),
        );
        change.tradesOn([{ accountId, day }]);
      });
      return;
    }
    case 'edit': {
      if (!one) return;
      const day = DAYS[op.day] as string;
      await write(async (tx, change) => {
        await tx
          .update(trades)
          .set({ tradeDate: day, openedAt: new Date(`${day}T14:00:00Z`), pnl: '-77.70' })
          .where(eq(trades.id, one.id));
        change.tradesOn([one, { accountId: one.accountId, day }]);
      });
      return;
    }
    case 'delete':
      if (!one) return;
      await write(async (tx, change) => {
        await tx.delete(trades).where(eq(trades.id, one.id));
        change.tradesOn([one]);
      });
      return;
    case 'playbook':
      if (!one) return;
      await write(async (tx, change) => {
        await tx.update(trades).set({ playbookId: t.playbookId }).where(eq(trades.id, one.id));
        change.tradesOn([one]);
      });
      return;
    case 'drop-playbook': {
      // The foreign key's ON DELETE SET NULL changes trades without any code touching them.
      await db.delete(playbooks).where(eq(playbooks.id, t.playbookId));
      const [again] = await db
        .insert(playbooks)
        .values({ userId: t.userId, name: `Pullback ${randomUUID()}` })
        .returning({ id: playbooks.id });
      t.playbookId = again?.id as string;
      return;
    }
    case 'psql':
      // A write from outside the app.
      if (!one) return;
      await db.execute(sql`update trades set costs = costs + 1.25 where id = ${one.id}`);
  }
}

describe('readUserColumns (the month segments)', () => {
  it('reads after any sequence of writes, by any path, what a plain read gives, to the bit', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 8 }), async (ops) => {
        const t = await trader();
        await expectSame(t);
        for (const op of ops) {
          await apply(t, op);
          await expectSame(t);
        }
      }),
      { numRuns: 15 },
    );
  });

  it('rebuilds only the months a write touched, and keeps a segment per month with trades', async () => {
    const t = await trader();
    const { db } = database;
    await db.insert(trades).values(DAYS.map((day, k) => row(t, day, new Date(`${day}T1${k}:00:00Z`))));
    const first = await readUserColumns(db, t.userId);
    expect(first.rebuilt).toBe(4);
    expect(await first.saved).toBe(4);
    await apply(t, {
      kind: 'create',
      count: 1,
      day: 3,
      shift: 0,
      minute: 1,
      second: false,
      instrument: 'WDO',
      pnl: '10.5',
      stop: true,
    });
    const next = await readUserColumns(db, t.userId);
    expect(next.rebuilt).toBe(1);
    expect(readBits(next.read)).toStrictEqual(readBits(await direct(db, t.userId)));
    expect(await next.saved).toBe(1);
    const stored = await db
      .select({ month: tradeColumnSegments.month, rows: tradeColumnSegments.rows })
      .from(tradeColumnSegments)
      .where(eq(tradeColumnSegments.userId, t.userId))
      .orderBy(tradeColumnSegments.month);
    expect(stored).toEqual([
      { month: '2024-12-01', rows: 1 },
      { month: '2025-01-01', rows: 2 },
      { month: '2025-02-01', rows: 3 },
      { month: '2025-03-01', rows: 1 },
    ]);
  });

  it('puts in time order trades dated in a month other than their instant’s, and ties across months', async () => {
    const t = await trader();
    const { db } = database;
    // Dated February but opened before January's last trade; then a February trade at the very instant of a
    // January one (only the ids order them).
    await db
      .insert(trades)
      .values([
        row(t, '2025-01-31', new Date('2025-01-31T20:00:00Z')),
        row(t, '2025-01-31', new Date('2025-01-31T23:30:00Z'), { instrument: 'WDO' }),
        row(t, '2025-02-01', new Date('2025-01-31T22:00:00Z'), { pnl: '-12.00' }),
        row(t, '2025-02-03', new Date('2025-02-03T13:00:00Z'), { accountId: t.accounts[1] as string }),
      ]);
    await expectSame(t);
    await db.insert(trades).values(row(t, '2025-02-02', new Date('2025-01-31T20:00:00Z'), { pnl: '1.00' }));
    await expectSame(t);
  });

  it('never keeps a segment read before a write that committed after it (the version moved on)', async () => {
    const t = await trader();
    const { db } = database;
    await db.insert(trades).values(row(t, '2025-01-10', new Date('2025-01-10T13:00:00Z')));
    const before = await readUserColumns(db, t.userId);
    await before.saved;
    const [month] = await db
      .select({ version: tradeColumnSegments.version })
      .from(tradeColumnSegments)
      .where(eq(tradeColumnSegments.userId, t.userId));
    // A segment built from the one trade, then a second trade committed before the segment is written back.
    const stale = (await readUserColumns(db, t.userId)).read;
    expect(stale.columns.length).toBe(1);
    await db.insert(trades).values(row(t, '2025-01-11', new Date('2025-01-11T13:00:00Z')));
    const { encodeSegment } = await import('./column-segments');
    const kept = await keepSegments(db, t.userId, [
      { month: '2025-01-01', version: month?.version as number, bytes: encodeSegment(stale) as Uint8Array },
    ]);
    expect(kept).toBe(0);
    const after = await readUserColumns(db, t.userId);
    expect(after.rebuilt).toBe(1);
    expect(after.read.columns.length).toBe(2);
  });

  it('sees an import’s trades, written with the foreign keys’ triggers off (session_replication_role = replica)', async () => {
    const t = await trader();
    const { db } = database;
    await db.insert(trades).values(row(t, '2025-01-10', new Date('2025-01-10T13:00:00Z')));
    await expectSame(t);
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx
        .insert(trades)
        .values([
          row(t, '2025-01-12', new Date('2025-01-12T13:00:00Z')),
          row(t, '2025-04-02', new Date('2025-04-02T13:00:00Z')),
        ]);
    });
    const after = await readUserColumns(db, t.userId);
    expect(after.rebuilt).toBe(2);
    expect(after.read.columns.length).toBe(3);
    await expectSame(t);
  });

  it('goes with the user: deleting a trader with trades and segments leaves none', async () => {
    const t = await trader();
    const { db } = database;
    await db.insert(trades).values(DAYS.map((day) => row(t, day, new Date(`${day}T12:00:00Z`))));
    await (
      await readUserColumns(db, t.userId)
    ).saved;
    await db.delete(user).where(eq(user.id, t.userId));
    const left = await db
      .select({ month: tradeColumnSegments.month })
      .from(tradeColumnSegments)
      .where(and(eq(tradeColumnSegments.userId, t.userId)));
    expect(left).toEqual([]);
  });
});

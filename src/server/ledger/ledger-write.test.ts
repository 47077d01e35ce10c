import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client';
import { breathingPauses, dailyPlans, rankingMembers } from '../db/schema';
import { dashboardTestApp, type DashboardTestApp } from '../features/dashboard/dashboard.testkit';
import { ledger } from '../features/gamification/gamification.testkit';
import { setGamificationLogger } from '../features/gamification/refresh';
import { listenTradesChanged } from '../features/imports/imports.testkit';
import { rankingFollowUp } from '../features/ranking/ledger-follow-up';
import { join } from '../features/ranking/ranking.testkit';
import { NOON, TODAY, addTrade, breaksOn, putPlan } from '../features/risk/risk.testkit';
import { allowedCaller } from '../features/trades/test-callers';
import {
  type LedgerChange,
  type LedgerTx,
  ledgerFollowUps,
  ledgerWrite,
  registerLedgerFollowUp,
} from './ledger-write';

/*
 * Each registered follow-up runs inside the write's transaction: what it derives commits or rolls back with the
 * write, and a failure rolls back exactly what its follow-up promises (the rule breaks: the whole write; the XP and
 * the ranking score: themselves alone).
 */

let t: DashboardTestApp;
beforeAll(async () => {
  t = await dashboardTestApp({ now: NOON });
});
afterAll(async () => {
  await t.tradesFeed.stop();
});
const db = () => t.database.db;
const OLD_WINDOW = '2000-01-01';

/** Only the daily loss limit (R$ 300) can be crossed. */
const LOSS_ONLY = { maxTradesPerDay: 100, stopAfterLosses: 20 };

/**
 * A trader in the ranking whose 09:30 trade broke the day's loss limit (09:00 lost R$ 400), with a cached score
 * window that any refresh moves to today.
 */
async function traderOverTheLimit() {
  const { client, userId } = await allowedCaller(t);
  await putPlan(client, LOSS_ONLY);
  await addTrade(client, { time: '09:00' }, -2000);
  await addTrade(client, { time: '09:30' }, 100);
  expect(await breaksOn(db(), userId)).toEqual({ '09:00': [], '09:30': ['after-loss-limit'] });
  await join(client, `Lw${userId.slice(0, 8)}`);
  await db().update(rankingMembers).set({ windowEnd: OLD_WINDOW }).where(eq(rankingMembers.userId, userId));
  return { client, userId };
}

const windowEnd = async (exec: Db, userId: string) =>
  (
    await exec
      .select({ windowEnd: rankingMembers.windowEnd })
      .from(rankingMembers)
      .where(eq(rankingMembers.userId, userId))
  )[0]?.windowEnd;

const pausesOf = async (exec: Db, userId: string) =>
  (await exec.select().from(breathingPauses).where(eq(breathingPauses.userId, userId))).length;

/** The day's max loss raised (the 09:30 trade no longer breaks it) and a breathing pause (+XP). */
async function raiseLimitAndPause(tx: LedgerTx, change: LedgerChange, userId: string) {
  await tx
    .insert(dailyPlans)
    .values({ userId, day: TODAY, bias: 'alta', maxLoss: '1000.00', createdAt: NOON });
  await tx
    .insert(breathingPauses)
    .values({ userId, day: TODAY, cycles: 4, source: 'header', completedAt: NOON });
  change.userDays([TODAY]);
  change.facts([TODAY]);
}

class Rollback extends Error {}

/** A trigger that refuses `event` on `table` for one user only (other tests share the database). */
async function refusing<T>(table: string, event: string, userId: string, run: () => Promise<T>): Promise<T> {
  const fn = `lw_fail_${userId.replace(/\W/g, '').slice(0, 20).toLowerCase()}`;
  await db().execute(
    sql.raw(`create function ${fn}() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`),
  );
  await db().execute(
    sql.raw(`create trigger ${fn} before ${event} on ${table} for each row
      when (new.user_id = '${userId}') execute function ${fn}()`),
  );
  try {
    return await run();
  } finally {
    await db().execute(sql.raw(`drop trigger ${fn} on ${table}`));
    await db().execute(sql.raw(`drop function ${fn}()`));
  }
}

describe('the follow-ups run in the write’s transaction', () => {
  it('rule breaks, XP, ranking score and the live notice all go when the transaction rolls back', async () => {
    const { userId } = await traderOverTheLimit();
    const xpBefore = await ledger(db(), userId);
    const feed = await listenTradesChanged(t.database);
    try {
      await expect(
        db().transaction(async (outer) => {
          await ledgerWrite(outer, { userId, now: NOON }, (tx, change) =>
            raiseLimitAndPause(tx, change, userId),
          );
          const inside = outer as unknown as Db;
          // Seen inside: every follow-up ran on this transaction.
          expect(await breaksOn(inside, userId)).toEqual({ '09:00': [], '09:30': [] });
          expect(await ledger(inside, userId)).not.toEqual(xpBefore);
          expect(await windowEnd(inside, userId)).toBe(TODAY);
          throw new Rollback();
        }),
      ).rejects.toBeInstanceOf(Rollback);
      expect(await breaksOn(db(), userId)).toEqual({ '09:00': [], '09:30': ['after-loss-limit'] });
      expect(await ledger(db(), userId)).toEqual(xpBefore);
      expect(await windowEnd(db(), userId)).toBe(OLD_WINDOW);
      expect(await pausesOf(db(), userId)).toBe(0);
      // The NOTIFY went with the transaction: a later committed write of another trader is heard, this one never.
      const other = await allowedCaller(t);
      await ledgerWrite(db(), { userId: other.userId, now: NOON }, async (_tx, change) => change.announce());
      await vi.waitFor(() => expect(feed.payloads).toContain(other.userId));
      expect(feed.payloads).not.toContain(userId);
    } finally {
      await feed.stop();
    }
  });

  it('a committed write is heard once, after the follow-ups', async () => {
    const { userId } = await traderOverTheLimit();
    const feed = await listenTradesChanged(t.database);
    try {
      await ledgerWrite(db(), { userId, now: NOON }, (tx, change) => raiseLimitAndPause(tx, change, userId));
      await vi.waitFor(() => expect(feed.payloads).toContain(userId));
      expect(feed.payloads.filter((p) => p === userId)).toHaveLength(1);
      expect(await breaksOn(db(), userId)).toEqual({ '09:00': [], '09:30': [] });
      expect(await windowEnd(db(), userId)).toBe(TODAY);
    } finally {
      await feed.stop();
    }
  });
});

describe('a failing follow-up rolls back what it promises, nothing more', () => {
  it('rule breaks: the write fails whole (trades never stand with breaks that do not match them)', async () => {
    const { client, userId } = await traderOverTheLimit();
    await refusing('trades', 'update', userId, async () => {
      const res = await client.json(`/api/discipline/daily-plan?day=${TODAY}`, {
        method: 'PUT',
        json: { bias: 'alta', maxLoss: '1000' },
      });
      expect(res.status).toBe(500);
    });
    expect(await db().select().from(dailyPlans).where(eq(dailyPlans.userId, userId))).toEqual([]);
    expect(await breaksOn(db(), userId)).toEqual({ '09:00': [], '09:30': ['after-loss-limit'] });
    expect(await windowEnd(db(), userId)).toBe(OLD_WINDOW);
  });

  it('gamification: the XP alone is rolled back and logged; the write, its breaks and the score stay', async () => {
    const { userId } = await traderOverTheLimit();
    const xpBefore = await ledger(db(), userId);
    const logged: unknown[] = [];
    const previous = setGamificationLogger({ error: (obj: unknown) => void logged.push(obj) } as never);
    try {
      await refusing('xp_ledger', 'insert', userId, () =>
        ledgerWrite(db(), { userId, now: NOON }, (tx, change) => raiseLimitAndPause(tx, change, userId)),
      );
    } finally {
      setGamificationLogger(previous);
    }
    expect(logged).toEqual([expect.objectContaining({ userId })]);
    expect(await ledger(db(), userId)).toEqual(xpBefore);
    expect(await pausesOf(db(), userId)).toBe(1);
    expect(await breaksOn(db(), userId)).toEqual({ '09:00': [], '09:30': [] });
    expect(await windowEnd(db(), userId)).toBe(TODAY);
  });

  it('ranking: the score alone is rolled back and logged; the write, its breaks and the XP stay', async () => {
    const { userId } = await traderOverTheLimit();
    const xpBefore = await ledger(db(), userId);
    const logged: unknown[] = [];
    const registered = ledgerFollowUps().find((f) => f.name === 'ranking');
    registerLedgerFollowUp(rankingFollowUp({ error: (obj: unknown) => void logged.push(obj) } as never));
    try {
      await refusing('ranking_members', 'update', userId, () =>
        ledgerWrite(db(), { userId, now: NOON }, (tx, change) => raiseLimitAndPause(tx, change, userId)),
      );
    } finally {
      if (registered) registerLedgerFollowUp(registered);
    }
    expect(logged).toEqual([expect.objectContaining({ userId })]);
    expect(await windowEnd(db(), userId)).toBe(OLD_WINDOW);
    expect(await pausesOf(db(), userId)).toBe(1);
    expect(await breaksOn(db(), userId)).toEqual({ '09:00': [], '09:30': [] });
    expect(await ledger(db(), userId)).not.toEqual(xpBefore);
  });
});

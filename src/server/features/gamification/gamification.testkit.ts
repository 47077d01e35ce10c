import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { gamificationApi, type GamificationDto } from '@/shared/gamification/contract';
import type { Db } from '../../db/client';
import {
  gamificationDays,
  gamificationEvents,
  gamificationState,
  goals,
  userAchievements,
  xpLedger,
} from '../../db/schema';
import type { TestClient } from '../../testing/test-client';

export async function overview(client: TestClient): Promise<GamificationDto> {
  const res = await client.json<GamificationDto>(gamificationApi.overview);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** The user's ledger as `key → amount`, sorted by key. */
export async function ledger(db: Db, userId: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ key: xpLedger.sourceKey, amount: xpLedger.amount })
    .from(xpLedger)
    .where(eq(xpLedger.userId, userId))
    .orderBy(asc(xpLedger.sourceKey));
  return Object.fromEntries(rows.map((r) => [r.key, r.amount]));
}

/** Keys of one source. */
export const keysOf = (l: Record<string, number>, source: string) =>
  Object.keys(l).filter((k) => k.startsWith(`${source}:`));

export const total = (l: Record<string, number>) => Object.values(l).reduce((s, v) => s + v, 0);

/** Every derived row of the user, ids included (idempotence: a second refresh changes none of it). */
export async function derived(db: Db, userId: string) {
  const [ledgerRows, days, state, achievements, goalRows, events] = await Promise.all([
    db.select().from(xpLedger).where(eq(xpLedger.userId, userId)).orderBy(asc(xpLedger.id)),
    db
      .select({ day: gamificationDays.day, facts: gamificationDays.facts, trades: gamificationDays.trades })
      .from(gamificationDays)
      .where(eq(gamificationDays.userId, userId))
      .orderBy(asc(gamificationDays.day)),
    db
      .select({
        xp: gamificationState.xp,
        level: gamificationState.level,
        announced: gamificationState.announcedLevel,
      })
      .from(gamificationState)
      .where(eq(gamificationState.userId, userId)),
    db
      .select()
      .from(userAchievements)
      .where(eq(userAchievements.userId, userId))
      .orderBy(asc(userAchievements.achievementId)),
    db.select().from(goals).where(eq(goals.userId, userId)).orderBy(asc(goals.id)),
    db
      .select()
      .from(gamificationEvents)
      .where(eq(gamificationEvents.userId, userId))
      .orderBy(asc(gamificationEvents.id)),
  ]);
  return { ledgerRows, days, state, achievements, goalRows, events };
}

export async function eventsOf(db: Db, userId: string, kind?: string) {
  return db
    .select({ id: gamificationEvents.id, kind: gamificationEvents.kind, payload: gamificationEvents.payload })
    .from(gamificationEvents)
    .where(and(eq(gamificationEvents.userId, userId), kind ? eq(gamificationEvents.kind, kind) : undefined))
    .orderBy(asc(gamificationEvents.id));
}

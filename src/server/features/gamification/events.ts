import { and, asc, eq, gt, max } from 'drizzle-orm';
import { GAMIFICATION_EVENT, type GamificationEventDto } from '@/shared/gamification/contract';
import type { Db } from '../../db/client';
import { gamificationEvents } from '../../db/schema';
import type { Exec } from '../../db/tx';
import type { LiveSource } from '../../realtime/live-sources';

/** An event as stored: its kind and payload (the DTO without its id). */
export type GamificationEventInput = GamificationEventDto extends infer E
  ? E extends GamificationEventDto
    ? Omit<E, 'id'>
    : never
  : never;

/** Stores events for the live stream (in the refresh's transaction: they exist only if the facts commit). */
export async function insertEvents(
  tx: Exec,
  userId: string,
  events: readonly GamificationEventInput[],
): Promise<void> {
  if (!events.length) return;
  await tx
    .insert(gamificationEvents)
    .values(events.map(({ kind, ...payload }) => ({ userId, kind, payload })));
}

export interface Announced {
  achievements: Set<string>;
  goals: Set<string>;
  /** The highest level announced by an event (1 without any). */
  level: number;
}

/**
 * What the user was already told, ever: each achievement and goal is announced once, and a level once (the state's
 * announced_level; this is its floor should the state row be rebuilt from scratch).
 */
export async function announced(tx: Exec, userId: string): Promise<Announced> {
  const rows = await tx
    .select({ kind: gamificationEvents.kind, payload: gamificationEvents.payload })
    .from(gamificationEvents)
    .where(eq(gamificationEvents.userId, userId));
  const achievements = new Set<string>();
  const goals = new Set<string>();
  let level = 1;
  for (const r of rows) {
    const p = r.payload as Record<string, unknown>;
    if (r.kind === 'achievement' && typeof p.achievementId === 'string') achievements.add(p.achievementId);
    if (r.kind === 'goal-met' && typeof p.goalId === 'string') goals.add(p.goalId);
    if (r.kind === 'level-up' && typeof p.level === 'number') level = Math.max(level, p.level);
  }
  return { achievements, goals, level };
}

/**
 * Where an event stream starts (the alert cursor's pattern, src/server/features/risk/alerts.ts): the user's events
 * up to now are old news. `sent` remembers what this stream sent, so an event whose transaction commits after a
 * later one's (its id is smaller) is still sent, once.
 */
export interface GamificationCursor {
  after: number;
  sent: Set<number>;
}

export async function gamificationCursor(db: Db, userId: string): Promise<GamificationCursor> {
  const [row] = await db
    .select({ last: max(gamificationEvents.id) })
    .from(gamificationEvents)
    .where(eq(gamificationEvents.userId, userId));
  return { after: Number(row?.last ?? 0), sent: new Set() };
}

/** The user's events inserted since the cursor's start and not yet sent on its stream (marked sent). */
export async function newGamificationEvents(
  db: Db,
  userId: string,
  cursor: GamificationCursor,
): Promise<GamificationEventDto[]> {
  const rows = await db
    .select({ id: gamificationEvents.id, kind: gamificationEvents.kind, payload: gamificationEvents.payload })
    .from(gamificationEvents)
    .where(and(eq(gamificationEvents.userId, userId), gt(gamificationEvents.id, cursor.after)))
    .orderBy(asc(gamificationEvents.id));
  const fresh = rows.filter((r) => !cursor.sent.has(r.id));
  for (const r of fresh) cursor.sent.add(r.id);
  return fresh.map((r) => ({ ...(r.payload as object), id: r.id, kind: r.kind }) as GamificationEventDto);
}

/** Level-ups, achievements and goals met on the trader's open pages: after the alerts of the same notice. */
export const gamificationLiveSource: LiveSource = {
  event: GAMIFICATION_EVENT,
  order: 20,
  async open(db, userId) {
    const cursor = await gamificationCursor(db, userId);
    return () => newGamificationEvents(db, userId, cursor);
  },
};

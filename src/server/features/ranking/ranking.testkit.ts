import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { addDays } from '@/shared/time/calendar-date';
import type { RankingBoardDto, RankingMeDto } from '@/shared/gamification/contract';
import { DEFAULT_TIMEZONE, wallClock } from '@/shared/time/zoned-time';
import { openDatabase, type Database } from '../../db/client';
import { gamificationState, member, profiles, rankingMembers, user, userAchievements } from '../../db/schema';
import { createScratchDatabaseUrl } from '../../testing/test-database';
import { TestClient, uniqueEmail } from '../../testing/test-client';
import { dashboardTestApp } from '../dashboard/dashboard.testkit';
import { person, type Person } from '../schools/schools.testkit';
import { refreshRankingScore } from './score-cache';
import { writeScoreDays, type ScoreDay } from './score-days';

/** The real app with the fixture routes and a clock the test sets (`t.clock.now`). */
export const rankingTestApp = (opts: { database?: Database; now?: Date } = {}) => dashboardTestApp(opts);
export type RankingTestApp = Awaited<ReturnType<typeof rankingTestApp>>;

/**
 * A database of the test file's own (a scratch database on the PostgreSQL test server, or a fresh PGlite): the
 * global board counts every participant of the database, so a test that asserts its exact content owns it.
 */
export async function ownDatabase(label: string): Promise<Database> {
  const url = await createScratchDatabaseUrl(label);
  const database = url ? await openDatabase({ databaseUrl: url }) : await openDatabase({ memory: true });
  await database.migrate();
  return database;
}

/** São Paulo's day of `now`: the fixture users' "today". */
export const todayOf = (now: Date) => wallClock(now, DEFAULT_TIMEZONE).date;

/** A signed-in, released trader with a name and an email of their own. */
export const trader = (t: RankingTestApp, name = `Trader ${randomUUID().slice(0, 6)}`) =>
  person(t, 'trader', name, uniqueEmail('ranking'));

/** `n` days ending on `today`, each with these counts (defaults: a perfect day of 2 trades). */
export function daysEnding(
  today: string,
  n: number,
  counts: Partial<Omit<ScoreDay, 'day'>> = {},
): ScoreDay[] {
  return Array.from({ length: n }, (_, i) => ({
    day: addDays(today, i - n + 1),
    trades: 2,
    withStop: 2,
    withinRisk: 2,
    journaled: 2,
    checklistPassed: true,
    ...counts,
  }));
}

/**
 * Day rows written directly, and the trader marked as evaluated today: a read that finds a trader never evaluated
 * re-derives their days from their facts (none here) and would remove these.
 */
export async function writeDays(t: RankingTestApp, userId: string, days: readonly ScoreDay[]) {
  await writeScoreDays(
    t.database.db,
    days.map((d) => ({ ...d, userId })),
  );
  const evaluatedOn = todayOf(t.clock.now);
  await t.database.db
    .insert(gamificationState)
    .values({ userId, evaluatedOn })
    .onConflictDoUpdate({ target: gamificationState.userId, set: { evaluatedOn } });
}

export async function setLevel(t: RankingTestApp, userId: string, level: number, achievements = 0) {
  await t.database.db
    .insert(gamificationState)
    .values({ userId, level, xp: 0 })
    .onConflictDoUpdate({ target: gamificationState.userId, set: { level } });
  if (achievements)
    await t.database.db
      .insert(userAchievements)
      .values(Array.from({ length: achievements }, (_, i) => ({ userId, achievementId: `teste-${i}` })));
}

export async function makeStudent(t: RankingTestApp, userId: string, schoolId: string) {
  await t.database.db
    .insert(member)
    .values({ id: randomUUID(), organizationId: schoolId, userId, role: 'member' });
}

export async function join(client: TestClient, nickname: string): Promise<RankingMeDto> {
  const res = await client.json<RankingMeDto>('/api/ranking/me', { method: 'PUT', json: { nickname } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

export async function board(
  client: TestClient,
  scope: 'global' | 'school' = 'global',
  period: '30d' | 'all' = '30d',
): Promise<RankingBoardDto> {
  const res = await client.json<RankingBoardDto>(`/api/ranking/board?scope=${scope}&period=${period}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** The e2e fixture: `count` opted-in participants with 30 days of varied scores. */
export async function participants(
  t: RankingTestApp,
  count: number,
  opts: { tag?: string; schoolId?: string; eligible?: boolean } = {},
): Promise<{ nicknames: string[]; userIds: string[] }> {
  const tag = opts.tag ?? `p${randomUUID().slice(0, 8)}`;
  const res = await new TestClient(t.app).json<{ nicknames: string[]; userIds: string[] }>(
    '/api/testing/ranking/participants',
    { json: { count, tag, schoolId: opts.schoolId, eligible: opts.eligible } },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/**
 * A ranking member written directly (no password: they never sign in), with a name and an email the privacy tests
 * look for, their days, and the cached scores computed as a write would.
 */
export async function memberWithDays(
  t: RankingTestApp,
  nickname: string,
  days: readonly ScoreDay[],
  opts: {
    optedIn?: boolean;
    today?: string;
    name?: string;
    email?: string;
    level?: number;
    achievements?: number;
  } = {},
): Promise<{ id: string; name: string; email: string; nickname: string }> {
  const id = randomUUID();
  const name = opts.name ?? `Membro ${nickname}`;
  const email = opts.email ?? uniqueEmail(`membro-${nickname.toLowerCase()}`);
  const db = t.database.db;
  await db.insert(user).values({ id, name, email, emailVerified: true, role: 'user' });
  await db.insert(profiles).values({ userId: id, displayName: name, fullName: name, isAllowed: true });
  await writeDays(t, id, days);
  if (opts.level || opts.achievements) await setLevel(t, id, opts.level ?? 1, opts.achievements ?? 0);
  await db.insert(rankingMembers).values({ userId: id, nickname, optedIn: opts.optedIn ?? true });
  await refreshRankingScore(db, id, opts.today ?? todayOf(t.clock.now));
  return { id, name, email, nickname };
}

export type { Person };

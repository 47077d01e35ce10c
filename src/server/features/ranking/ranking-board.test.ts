import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import {
  board,
  daysEnding,
  join,
  memberWithDays,
  ownDatabase,
  participants,
  rankingTestApp,
  todayOf,
  trader,
  writeDays,
  type RankingTestApp,
} from './ranking.testkit';
import type { ScoreDay } from './score-days';

/*
 * The global board counts every participant of the database, so this file has a database of its own and knows
 * exactly who is on it.
 */
let database: Database;
let t: RankingTestApp;
const NOW = new Date('2026-04-15T15:00:00Z');
const TODAY = todayOf(NOW);

beforeAll(async () => {
  database = await ownDatabase('ranking_board');
  t = await rankingTestApp({ database, now: NOW });
});
afterAll(async () => {
  await t?.mailer.stop();
  await t?.tradesFeed.stop();
  await database?.close();
});

/** 10 days of 2 trades, everything right but the stops: `k` of the 20 trades had one → score 80 + k. */
function scoreDays(k: number): ScoreDay[] {
  return daysEnding(TODAY, 10).map((d, i) => ({ ...d, withStop: Math.max(0, Math.min(2, k - 2 * i)) }));
}

describe('a board below the minimum', () => {
  it('is not available with 9 eligible participants, and is with the 10th; ineligible ones do not count', async () => {
    const viewer = await trader(t);
    const first = await participants(t, 9);
    await participants(t, 5, { eligible: false });
    const nine = await board(viewer.client);
    expect(nine).toMatchObject({
      scope: 'global',
      period: '30d',
      schoolName: null,
      participants: 9,
      minParticipants: 10,
      available: false,
      top: [],
      me: null,
      myStatus: 'not-opted-in',
    });
    const tenth = await participants(t, 1);
    const ten = await board(viewer.client);
    expect(ten.available).toBe(true);
    expect(ten.participants).toBe(10);
    expect(ten.top.map((r) => r.nickname).sort()).toEqual([...first.nicknames, ...tenth.nicknames].sort());
    // All time too: the fixture's 30 days are all they have.
    expect((await board(viewer.client, 'global', 'all')).participants).toBe(10);

    // They leave (directly, to empty the board for the next tests).
    await database.db.execute(sql`update ranking_members set opted_in = false`);
    expect((await board(viewer.client)).participants).toBe(0);
  });
});

describe('a full board', () => {
  // 60 members: scores 80 + k, k = 20, 20, 20, 19, … (threes tie), so positions go 1, 1, 1, 4, 4, 4, 7, …
  const ks = Array.from({ length: 60 }, (_, j) => 20 - Math.floor(j / 3));
  let viewerScore: number;

  beforeAll(async () => {
    for (const [j, k] of ks.entries()) {
      // Nicknames sort against the order of creation inside a tie.
      const nickname = `m${String(99 - j).padStart(2, '0')}${j % 2 === 0 ? 'b' : 'a'}`;
      await memberWithDays(t, nickname, scoreDays(k), { level: 1 + (j % 4), achievements: j % 3 });
    }
  });

  it('lists the top 50 by score then nickname, ties sharing a position, and the viewer outside the top', async () => {
    const viewer = await trader(t);
    await writeDays(t, viewer.id, scoreDays(3));
    await join(viewer.client, 'EuMesmo');
    viewerScore = 83;
    const b = await board(viewer.client);
    const scores = [...ks.map((k) => 80 + k), viewerScore];
    const positionOf = (score: number) => 1 + scores.filter((s) => s > score).length;

    expect(b.participants).toBe(61);
    expect(b.available).toBe(true);
    expect(b.top).toHaveLength(50);
    for (const [i, row] of b.top.entries()) {
      expect(row.position).toBe(positionOf(row.score));
      expect(row.isMe).toBe(false);
      const prev = b.top[i - 1];
      if (prev) {
        expect(prev.score).toBeGreaterThanOrEqual(row.score);
        if (prev.score === row.score)
          expect(prev.nickname.toLowerCase() < row.nickname.toLowerCase()).toBe(true);
      }
    }
    expect(b.top.slice(0, 4).map((r) => [r.position, r.score])).toEqual([
      [1, 100],
      [1, 100],
      [1, 100],
      [4, 99],
    ]);
    expect(b.top.slice(0, 3).map((r) => r.nickname)).toEqual(['m97b', 'm98a', 'm99b']);
    // The viewer's own line, outside the top, ties with the members of score 83.
    expect(b.myStatus).toBe('ranked');
    expect(b.me).toEqual({
      position: positionOf(viewerScore),
      nickname: 'EuMesmo',
      level: 1,
      levelName: 'Iniciante',
      score: viewerScore,
      achievements: 0,
      isMe: true,
    });
    expect(b.me?.position).toBeGreaterThan(50);
  });

  it('shows the level and the achievements count of each participant, and the viewer inside the top marked', async () => {
    const viewer = await trader(t);
    await writeDays(t, viewer.id, scoreDays(20));
    await join(viewer.client, 'Topo');
    const b = await board(viewer.client);
    const mine = b.top.find((r) => r.isMe);
    expect(mine).toMatchObject({ nickname: 'Topo', position: 1, score: 100 });
    expect(b.me).toEqual(mine);
    expect(b.top.filter((r) => r.isMe)).toHaveLength(1);
    const m99b = b.top.find((r) => r.nickname === 'm99b');
    expect(m99b).toMatchObject({ level: 1, levelName: 'Iniciante', achievements: 0 });
    const m98a = b.top.find((r) => r.nickname === 'm98a');
    expect(m98a).toMatchObject({ level: 2, levelName: 'Aprendiz', achievements: 1 });
  });

  it('does not list the ineligible: 9 trades, or 7 active days', async () => {
    const before = (await board((await trader(t)).client)).participants;
    await memberWithDays(
      t,
      'NoveTrades',
      daysEnding(TODAY, 9, { trades: 1, withStop: 1, withinRisk: 1, journaled: 1 }),
    );
    await memberWithDays(
      t,
      'SeteDias',
      daysEnding(TODAY, 7, { trades: 3, withStop: 3, withinRisk: 3, journaled: 3 }),
    );
    const viewer = await trader(t);
    await writeDays(t, viewer.id, daysEnding(TODAY, 7));
    await join(viewer.client, 'QuaseLa');
    const b = await board(viewer.client);
    expect(b.participants).toBe(before);
    expect(b.top.map((r) => r.nickname)).not.toEqual(expect.arrayContaining(['NoveTrades']));
    expect(b.top.map((r) => r.nickname)).not.toEqual(expect.arrayContaining(['SeteDias']));
    expect(b.myStatus).toBe('not-eligible');
    expect(b.me).toBeNull();
    // One more active day makes the viewer eligible (their own write refreshes the cache; here, joining again).
    await writeDays(t, viewer.id, daysEnding(TODAY, 8));
    await join(viewer.client, 'QuaseLa');
    const after = await board(viewer.client);
    expect(after.participants).toBe(before + 1);
    expect(after.myStatus).toBe('ranked');
  });

  it('ranks all time over every day, 30 days over the window only', async () => {
    const viewer = await trader(t);
    // 10 perfect days long ago, 10 days without stops in the window.
    await writeDays(t, viewer.id, daysEnding('2026-01-31', 10));
    await writeDays(t, viewer.id, scoreDays(0));
    await join(viewer.client, 'Veterano');
    expect((await board(viewer.client, 'global', '30d')).me?.score).toBe(80);
    expect((await board(viewer.client, 'global', 'all')).me?.score).toBe(90);
  });

  it('answers a 400 in Portuguese for an unknown scope or period', async () => {
    const viewer = await trader(t);
    const res = await viewer.client.json<{ code: string; fieldErrors: Record<string, string[]> }>(
      '/api/ranking/board?scope=mundo&period=7d',
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_INPUT');
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(['period', 'scope']);
  });
});

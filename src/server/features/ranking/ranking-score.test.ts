import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@/shared/time/calendar-date';
import type { RankingMeDto } from '@/shared/gamification/contract';
import { rankingMembers, tradingSettings } from '../../db/schema';
import { tradeBody } from '../trades/test-callers';
import {
  board,
  daysEnding,
  join,
  memberWithDays,
  rankingTestApp,
  todayOf,
  trader,
  writeDays,
  type RankingTestApp,
} from './ranking.testkit';
import { recomputeAllScores, refreshRankingScore, refreshStaleScores } from './score-cache';
import type { ScoreDay } from './score-days';
import { disciplineScore, sumDays } from '@/shared/gamification/score';

let t: RankingTestApp;
const NOW = new Date('2026-04-15T15:00:00Z');
const TODAY = todayOf(NOW);

beforeAll(async () => {
  t = await rankingTestApp({ now: NOW });
});
afterAll(async () => {
  await t.tradesFeed.stop();
});

const nick = (base: string) => `${base}${randomUUID().slice(0, 6)}`;

async function cached(userId: string) {
  const [row] = await t.database.db.select().from(rankingMembers).where(eq(rankingMembers.userId, userId));
  if (!row) throw new Error('no ranking_members row');
  return {
    score30d: Number(row.score30d),
    eligible30d: row.eligible30d,
    scoreAll: Number(row.scoreAll),
    eligibleAll: row.eligibleAll,
    windowEnd: row.windowEnd,
  };
}

/** 60 days of uneven counts (some without trades), deterministic. */
function unevenDays(): ScoreDay[] {
  return Array.from({ length: 60 }, (_, i) => {
    const trades = i % 5 === 0 ? 0 : 1 + (i % 4);
    return {
      day: addDays(TODAY, -i),
      trades,
      withStop: Math.max(0, trades - (i % 3)),
      withinRisk: Math.max(0, trades - (i % 7 === 0 ? 1 : 0)),
      journaled: Math.max(0, trades - (i % 2)),
      checklistPassed: trades > 0 && i % 3 === 0,
    };
  });
}

describe('the cached score', () => {
  it('equals disciplineScore(sumDays(days)) over the 30-day window and over all time', async () => {
    const days = unevenDays();
    const m = await memberWithDays(t, nick('Calc'), days);
    const window = disciplineScore(sumDays(days.filter((d) => d.day > addDays(TODAY, -30))));
    const all = disciplineScore(sumDays(days));
    expect(window.score).not.toBe(all.score);
    expect(await cached(m.id)).toEqual({
      score30d: window.score,
      eligible30d: window.eligible,
      scoreAll: all.score,
      eligibleAll: all.eligible,
      windowEnd: TODAY,
    });
  });

  it('is the same figure the trader sees as their own score, live from their days even when not opted in', async () => {
    const ana = await trader(t);
    const days = unevenDays().slice(0, 20);
    await writeDays(t, ana.id, days);
    const own = (await ana.client.json<RankingMeDto>('/api/ranking/me')).body.score30d;
    const expected = disciplineScore(sumDays(days));
    expect(own).toEqual({
      score: expected.score,
      eligible: expected.eligible,
      parts: expected.parts,
      trades: sumDays(days).trades,
      activeDays: sumDays(days).activeDays,
    });
    await join(ana.client, nick('Ana'));
    expect((await cached(ana.id)).score30d).toBe(expected.score);
    // A later write of the trader's days (the gamification refresh ends with refreshRankingScore) updates it.
    await writeDays(t, ana.id, daysEnding(TODAY, 3, { withStop: 0 }));
    await refreshRankingScore(t.database.db, ana.id, TODAY);
    const after = (await ana.client.json<RankingMeDto>('/api/ranking/me')).body.score30d.score;
    expect((await cached(ana.id)).score30d).toBe(after);
    expect(after).not.toBe(expected.score);
  });

  it("follows the trader's own writes: a trade through the API refreshes the cached score", async () => {
    const eva = await trader(t);
    await join(eva.client, nick('Eva'));
    expect((await cached(eva.id)).score30d).toBe(0);
    // A trade today with a stop (no emotion, no note): the gamification refresh of the write rebuilds the
    // day's record and ends with the ranking cache.
    const res = await eva.client.json('/api/trades', {
      json: tradeBody({ date: TODAY, time: '10:00', stop: '124900' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const after = await cached(eva.id);
    const own = (await eva.client.json<RankingMeDto>('/api/ranking/me')).body.score30d;
    expect(own.trades).toBe(1);
    expect(own.score).toBeGreaterThan(0);
    expect(after.score30d).toBe(own.score);
    expect(after.windowEnd).toBe(TODAY);
  });

  it('is not kept for a trader who never chose a nickname', async () => {
    const bia = await trader(t);
    await writeDays(t, bia.id, daysEnding(TODAY, 10));
    await refreshRankingScore(t.database.db, bia.id, TODAY);
    const rows = await t.database.db.select().from(rankingMembers).where(eq(rankingMembers.userId, bia.id));
    expect(rows).toEqual([]);
  });
});

describe('recomputing everyone', () => {
  it('puts back both periods of every member, taking part or not, in one pass', async () => {
    const days = unevenDays();
    const on = await memberWithDays(t, nick('Todos'), days);
    const off = await memberWithDays(t, nick('Fora'), days, { optedIn: false });
    for (const id of [on.id, off.id])
      await t.database.db
        .update(rankingMembers)
        .set({ score30d: '0.0', eligible30d: false, scoreAll: '0.0', eligibleAll: false, windowEnd: null })
        .where(eq(rankingMembers.userId, id));
    expect(await recomputeAllScores(t.database.db, NOW)).toBeGreaterThanOrEqual(2);
    const window = disciplineScore(sumDays(days.filter((d) => d.day > addDays(TODAY, -30))));
    const all = disciplineScore(sumDays(days));
    for (const id of [on.id, off.id])
      expect(await cached(id)).toEqual({
        score30d: window.score,
        eligible30d: window.eligible,
        scoreAll: all.score,
        eligibleAll: all.eligible,
        windowEnd: TODAY,
      });
  });
});

describe('the 30-day window moves with the calendar', () => {
  afterEach(() => {
    t.clock.now = NOW;
  });

  it('stops counting days older than 30 after the clock moves, with no write of the trader', async () => {
    const caio = await trader(t);
    // 14 perfect days, from 29 to 16 days ago: inside today's window.
    await writeDays(t, caio.id, daysEnding(addDays(TODAY, -16), 14));
    const nickname = nick('Caio');
    await join(caio.client, nickname);
    expect((await board(caio.client)).me).toMatchObject({ nickname, score: 100 });

    t.clock.now = new Date(NOW.getTime() + 5 * 86_400_000);
    const halfway = await board(caio.client); // days −24…−16 still in: 9 days, still eligible
    expect(halfway.me).toMatchObject({ nickname, score: 100 });
    expect((await cached(caio.id)).windowEnd).toBe(addDays(TODAY, 5));

    t.clock.now = new Date(NOW.getTime() + 16 * 86_400_000);
    const later = await board(caio.client);
    expect(later.myStatus).toBe('not-eligible');
    expect(later.me).toBeNull();
    expect(await cached(caio.id)).toEqual({
      score30d: 0,
      eligible30d: false,
      scoreAll: 100,
      eligibleAll: true,
      windowEnd: addDays(TODAY, 16),
    });
    // All time still counts those days.
    expect((await board(caio.client, 'global', 'all')).me).toMatchObject({ nickname, score: 100 });
  });

  it('checks the windows at most once per quarter hour of the clock', async () => {
    const duda = await trader(t);
    await writeDays(t, duda.id, daysEnding(TODAY, 10));
    await join(duda.client, nick('Duda'));
    t.clock.now = new Date('2026-04-15T15:01:00Z');
    await board(duda.client);
    // A window that went stale behind the cache's back (as a day changing would make it)…
    await t.database.db
      .update(rankingMembers)
      .set({ windowEnd: addDays(TODAY, -3), score30d: '1.0' })
      .where(eq(rankingMembers.userId, duda.id));
    t.clock.now = new Date('2026-04-15T15:14:00Z');
    expect((await board(duda.client)).me?.score).toBe(1); // …is not looked for again inside the quarter hour,
    t.clock.now = new Date('2026-04-15T15:15:00Z');
    expect((await board(duda.client)).me?.score).toBe(100); // …and is recomputed in the next one.
    expect((await cached(duda.id)).windowEnd).toBe(TODAY);
  });

  it("uses each member's own time zone, and costs nothing more once the day is refreshed", async () => {
    const tokyo = await memberWithDays(t, nick('Tokyo'), daysEnding(TODAY, 10));
    await t.database.db.insert(tradingSettings).values({ userId: tokyo.id, timezone: 'Asia/Tokyo' });
    const saoPaulo = await memberWithDays(t, nick('Sampa'), daysEnding(TODAY, 10));
    // 16:00 UTC on the 20th: 13:00 in São Paulo, already 01:00 of the 21st in Tokyo.
    const at = new Date('2026-04-20T16:00:00Z');
    expect(await refreshStaleScores(t.database.db, at)).toBeGreaterThanOrEqual(2);
    expect((await cached(tokyo.id)).windowEnd).toBe('2026-04-21');
    expect((await cached(saoPaulo.id)).windowEnd).toBe('2026-04-20');
    expect(await refreshStaleScores(t.database.db, at)).toBe(0);
    // Back to the file's day for the other tests' members.
    await refreshStaleScores(t.database.db, NOW);
  });
});

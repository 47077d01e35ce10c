import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@/shared/time/calendar-date';
import {
  disciplineApi,
  type ChallengeDayDto,
  type ChallengeDto,
  type ChallengeOverviewDto,
} from '@/shared/discipline/contract';
import { tradingApi, type ImportSummary } from '@/shared/trading/api-contract';
import { breathingPauses, challenges, trades } from '../../db/schema';
import type { TestClient } from '../../testing/test-client';
import { profitCsv, signInUploader } from '../imports/imports.testkit';
import {
  disciplineTestApp,
  journaledTrade,
  trader,
  type DisciplineTestApp,
  type Fail,
} from './discipline.testkit';

// Wednesday 10 Mar 2026, 12:00 in São Paulo.
const NOW = new Date('2026-03-10T15:00:00Z');
const TODAY = '2026-03-10';
const YESTERDAY = '2026-03-09';
let t: DisciplineTestApp;
beforeAll(async () => {
  t = await disciplineTestApp(NOW);
});

const overview = async (client: TestClient) => {
  const res = await client.json<ChallengeOverviewDto>(disciplineApi.challenge);
  expect(res.status).toBe(200);
  return res.body;
};
const start = (client: TestClient, startDate: string, customRules: string[] = []) =>
  client.json<ChallengeDto & Fail>(disciplineApi.challengeStart, { json: { startDate, customRules } });
const mark = (client: TestClient, day: string, json: object) =>
  client.json<ChallengeDayDto & Fail>(disciplineApi.challengeDay(day), { method: 'PUT', json });
const dayOf = (c: ChallengeDto | null, day: string) => c?.days.find((d) => d.day === day);

describe('/api/challenge', () => {
  it('starts a challenge on a chosen date, one at a time, within 6 days back and 30 ahead', async () => {
    t.clock.now = NOW;
    const { client } = await trader(t);
    expect(await overview(client)).toEqual({ active: null, past: [] });

    for (const startDate of [addDays(TODAY, -7), addDays(TODAY, 31)]) {
      const out = await start(client, startDate);
      expect(out.status).toBe(400);
      expect(out.body).toMatchObject({
        code: 'CHALLENGE_START_OUT_OF_RANGE',
        fieldErrors: { startDate: ['Escolha um início entre 6 dias atrás e 30 dias à frente.'] },
      });
    }
    const tooMany = await start(client, TODAY, ['a', 'b', 'c', 'd']);
    expect(tooMany.body.fieldErrors?.customRules).toEqual(['Até 3 regras próprias']);

    const started = await start(client, YESTERDAY, ['Não operar nos primeiros 15 min']);
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
      startDate: YESTERDAY,
      endDate: '2026-03-29',
      status: 'active',
      customRules: ['Não operar nos primeiros 15 min'],
      today: TODAY,
    });
    expect(started.body.days).toHaveLength(21);
    expect(started.body.days.map((d) => d.state).slice(0, 3)).toEqual(['failed', 'today', 'future']);

    const again = await start(client, TODAY);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'CHALLENGE_ACTIVE' });
    expect((await overview(client)).active?.id).toBe(started.body.id);
  });

  it('passes a day with a journaled trade with a stop; a trade that broke the loss limit fails its day', async () => {
    // The plan of the 8th written at 08:00, before its 09:05 trade.
    t.clock.now = new Date('2026-03-08T11:00:00Z');
    const { client } = await trader(t);
    await client.json(disciplineApi.dailyPlan, { method: 'PUT', json: { bias: 'alta' } });
    t.clock.now = NOW;
    await journaledTrade(client, '2026-03-08', '09:05');
    const broke = await journaledTrade(client, YESTERDAY, '10:00');
    // Until risk-server's evaluator is merged the break is set as it would store it.
    await t.database.db
      .update(trades)
      .set({ ruleBreaks: ['after-loss-limit'] })
      .where(eq(trades.id, broke.id));
    await start(client, '2026-03-08');

    const c = (await overview(client)).active;
    expect(dayOf(c, '2026-03-08')).toMatchObject({ state: 'passed', trades: 1, score: 1, passing: true });
    const failed = dayOf(c, YESTERDAY);
    expect(failed).toMatchObject({ state: 'failed', trades: 1 });
    expect(failed?.items.find((i) => i.kind === 'loss-limit')).toMatchObject({
      done: false,
      mandatory: true,
    });
    expect(c).toMatchObject({ daysPassed: 1, streak: 0, stillPossible: true });
    expect(c?.weeks[0]).toMatchObject({ passed: 1, over: 2, reviewDue: false });

    // Today: a journaled trade makes it 'today', passing (a plan written now is after the trade).
    await journaledTrade(client, TODAY, '09:30');
    const now = (await overview(client)).active;
    expect(dayOf(now, TODAY)).toMatchObject({ state: 'today', passing: true, trades: 1 });
    expect(now?.streak).toBe(1);
  });

  it('a plan written after the first entry does not count, and a breathing pause shows as the bonus item', async () => {
    t.clock.now = NOW;
    const { client, userId } = await trader(t);
    await journaledTrade(client, TODAY, '09:00');
    // Written at 12:00, after the 09:00 entry.
    await client.json(disciplineApi.dailyPlan, { method: 'PUT', json: { bias: 'baixa' } });
    await t.database.db.insert(breathingPauses).values({ userId, day: TODAY, cycles: 4, source: 'header' });
    const c = await start(client, TODAY);
    const today = dayOf(c.body, TODAY);
    const done = Object.fromEntries(today?.items.map((i) => [i.kind, i.done]) ?? []);
    expect(done).toMatchObject({ 'plan-before-trade': false, pause: true, journaled: true, stops: true });
    expect(today?.items.find((i) => i.kind === 'plan-before-trade')?.detail).toBe(
      'O plano foi escrito depois do primeiro trade',
    );
    // 5 of 6 items plus the pause: 6 of 7.
    expect(today).toMatchObject({ state: 'today', passing: true });
    expect(today?.score).toBeCloseTo(6 / 7);
  });

  it("a day without trades passes with 'Não operei'; the marks are checked against the challenge", async () => {
    t.clock.now = NOW;
    const { client } = await trader(t);
    await start(client, addDays(TODAY, -3), ['Regra um']);
    const day = addDays(TODAY, -2);

    const notTraded = await mark(client, day, { didNotTrade: true, rulesDone: [0] });
    expect(notTraded.status).toBe(200);
    expect(notTraded.body).toMatchObject({ day, index: 2, state: 'not-traded', didNotTrade: true });
    expect(notTraded.body.items.find((i) => i.kind === 'custom')).toMatchObject({
      done: true,
      label: 'Regra um',
    });
    const c = (await overview(client)).active;
    expect(c?.days.slice(0, 4).map((d) => d.state)).toEqual(['failed', 'not-traded', 'failed', 'today']);
    expect(c?.daysPassed).toBe(1);

    // Trades recorded later on that day win over the mark.
    await journaledTrade(client, day, '10:00', { emotion: '' });
    const after = dayOf((await overview(client)).active, day);
    expect(after).toMatchObject({ trades: 1, didNotTrade: false });

    expect((await mark(client, addDays(TODAY, 1), { didNotTrade: true })).body.code).toBe('DAY_IN_FUTURE');
    const outside = await mark(client, addDays(TODAY, -4), { didNotTrade: true });
    expect(outside.status).toBe(400);
    expect(outside.body.code).toBe('CHALLENGE_DAY_OUT_OF_RANGE');
    const rule = await mark(client, day, { rulesDone: [1] });
    expect(rule.status).toBe(400);
    expect(rule.body.code).toBe('CHALLENGE_RULE_NOT_FOUND');
    expect((await mark(client, 'ontem', {})).status).toBe(400);
  });

  it('a late import re-evaluates a past day, and undoing it restores the day: nothing counted twice', async () => {
    t.clock.now = NOW;
    const u = await signInUploader(t.app);
    const send = <T>(path: string, method: string, json: unknown) =>
      u.json<T>(
        u.request(path, {
          method,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(json),
        }),
      );
    const day = addDays(TODAY, -2);
    await send(disciplineApi.challengeStart, 'POST', { startDate: addDays(TODAY, -3) });
    await send(disciplineApi.challengeDay(day), 'PUT', { didNotTrade: true });
    const read = async () =>
      dayOf((await u.json<ChallengeOverviewDto>(u.request(disciplineApi.challenge))).body.active, day);
    expect(await read()).toMatchObject({ state: 'not-traded', trades: 0 });

    // Two trades of that day (08/03/2026) in a file imported afterwards.
    const file = profitCsv([
      'WINJ26;08/03/2026 09:15:00;08/03/2026 09:32:10;1;1;C;125.000,00;125.100,00;;;',
      'WINJ26;08/03/2026 10:15:00;08/03/2026 10:32:10;1;1;C;125.000,00;124.900,00;;;',
    ]);
    const imported = await u.json<ImportSummary>(u.upload(tradingApi.imports, file));
    expect(imported.body.imported).toBe(2);
    expect(await read()).toMatchObject({ state: 'failed', trades: 2, didNotTrade: false });
    // The same file again adds nothing (duplicates), so the day still has two trades.
    await u.upload(tradingApi.imports, file);
    expect((await read())?.trades).toBe(2);

    const undo = await u.request(tradingApi.importItem(imported.body.id), { method: 'DELETE' });
    expect(undo.ok).toBe(true);
    expect(await read()).toMatchObject({ state: 'not-traded', trades: 0 });
  });

  it('gives up (confirmed) and keeps it in the past list; a new one can start', async () => {
    t.clock.now = NOW;
    const { client } = await trader(t);
    const first = await start(client, addDays(TODAY, -2));
    await mark(client, addDays(TODAY, -2), { didNotTrade: true });
    const unconfirmed = await client.json<Fail>(disciplineApi.challengeGiveUp, { json: {} });
    expect(unconfirmed.status).toBe(400);
    expect((await overview(client)).active?.id).toBe(first.body.id);

    expect((await client.json(disciplineApi.challengeGiveUp, { json: { confirm: true } })).body).toEqual({
      ok: true,
    });
    expect(await overview(client)).toEqual({
      active: null,
      past: [
        {
          id: first.body.id,
          startDate: addDays(TODAY, -2),
          endDate: addDays(TODAY, 18),
          status: 'abandoned',
          daysPassed: 1,
        },
      ],
    });
    expect((await client.json<Fail>(disciplineApi.challengeGiveUp, { json: { confirm: true } })).status).toBe(
      404,
    );

    const second = await start(client, TODAY);
    expect(second.status).toBe(201);
    const o = await overview(client);
    expect(o.active?.id).toBe(second.body.id);
    expect(o.past.map((p) => p.id)).toEqual([first.body.id]);
  });

  it('stores the result once when day 21 is over', async () => {
    t.clock.now = NOW;
    const { client, userId } = await trader(t);
    const started = await start(client, addDays(TODAY, -6));
    for (let i = 0; i < 7; i++) await mark(client, addDays(TODAY, -6 + i), { didNotTrade: true });

    // Day 21 is today: still active.
    t.clock.now = new Date(NOW.getTime() + 14 * 86_400_000);
    expect((await overview(client)).active?.status).toBe('active');
    // The day after: failed with 7 of 21, stored once.
    t.clock.now = new Date(NOW.getTime() + 15 * 86_400_000);
    const o = await overview(client);
    expect(o.active).toBeNull();
    expect(o.past).toEqual([
      expect.objectContaining({ id: started.body.id, status: 'failed', daysPassed: 7 }),
    ]);
    const row = async () =>
      (
        await t.database.db
          .select()
          .from(challenges)
          .where(and(eq(challenges.userId, userId)))
      )[0];
    const endedAt = (await row())?.endedAt;
    expect(endedAt).toBeInstanceOf(Date);
    t.clock.now = new Date(NOW.getTime() + 16 * 86_400_000);
    await overview(client);
    expect((await row())?.endedAt).toEqual(endedAt);
    // Finished: its days can no longer be marked, and a new challenge can start.
    expect((await mark(client, addDays(TODAY, 14), { didNotTrade: true })).status).toBe(404);
    expect((await start(client, addDays(TODAY, 16))).status).toBe(201);
    t.clock.now = NOW;
  });

  it('a write after day 21 settles the result first, without a read', async () => {
    t.clock.now = NOW;
    const { client } = await trader(t);
    const started = await start(client, addDays(TODAY, -6));
    t.clock.now = new Date(NOW.getTime() + 15 * 86_400_000);
    expect((await mark(client, addDays(TODAY, 14), { didNotTrade: true })).status).toBe(404);
    expect((await overview(client)).past).toEqual([
      expect.objectContaining({ id: started.body.id, status: 'failed', daysPassed: 0 }),
    ]);
    t.clock.now = NOW;
  });

  it('the week review opens on the week’s 7th day', async () => {
    t.clock.now = NOW;
    const { client } = await trader(t);
    const answers = ['Respeitei o stop', 'O limite de trades', 'Parar após duas perdas'];
    await start(client, addDays(TODAY, -5));
    const early = await client.json<Fail>(disciplineApi.challengeWeekReview(1), {
      method: 'PUT',
      json: { answers },
    });
    expect(early.status).toBe(400);
    expect(early.body.code).toBe('WEEK_NOT_OVER');
    expect((await overview(client)).active?.weeks[0]?.reviewDue).toBe(false);

    t.clock.now = new Date(NOW.getTime() + 86_400_000);
    expect((await overview(client)).active?.weeks[0]?.reviewDue).toBe(true);
    const ok = await client.json(disciplineApi.challengeWeekReview(1), { method: 'PUT', json: { answers } });
    expect(ok.body).toEqual({ ok: true });
    expect((await overview(client)).active?.weeks[0]).toMatchObject({ reviewDue: false, review: answers });
    const week4 = await client.json<Fail>(disciplineApi.challengeWeekReview(4), {
      method: 'PUT',
      json: { answers },
    });
    expect(week4.status).toBe(400);
    expect(week4.body.fieldErrors?.week).toEqual(['Informe uma semana de 1 a 3']);
    expect(
      (
        await client.json(disciplineApi.challengeWeekReview(1), {
          method: 'PUT',
          json: { answers: ['só uma'] },
        })
      ).status,
    ).toBe(400);
    t.clock.now = NOW;
  });

  it('isolates users both ways: B neither reads nor marks nor ends A’s challenge, and B’s trades do not count', async () => {
    t.clock.now = NOW;
    const a = await trader(t);
    const b = await trader(t);
    const mine = await start(a.client, addDays(TODAY, -2));
    expect((await overview(b.client)).active).toBeNull();
    expect((await mark(b.client, YESTERDAY, { didNotTrade: true })).status).toBe(404);
    expect((await b.client.json(disciplineApi.challengeGiveUp, { json: { confirm: true } })).status).toBe(
      404,
    );
    const answers = ['a', 'b', 'c'];
    expect(
      (await b.client.json(disciplineApi.challengeWeekReview(1), { method: 'PUT', json: { answers } }))
        .status,
    ).toBe(404);

    // B's own challenge and trades leave A's days alone.
    await start(b.client, addDays(TODAY, -2));
    await mark(b.client, YESTERDAY, { didNotTrade: true });
    await journaledTrade(b.client, addDays(TODAY, -2), '09:00');
    const ofA = (await overview(a.client)).active;
    expect(ofA?.id).toBe(mine.body.id);
    expect(ofA?.days.slice(0, 2).map((d) => [d.state, d.trades])).toEqual([
      ['failed', 0],
      ['failed', 0],
    ]);
    await b.client.json(disciplineApi.challengeGiveUp, { json: { confirm: true } });
    expect((await overview(a.client)).active?.status).toBe('active');
  });

  it('the user’s time zone decides which day is today', async () => {
    // 01:30 UTC on the 11th: the 10th in São Paulo, the 11th in Tokyo.
    t.clock.now = new Date('2026-03-11T01:30:00Z');
    const sp = await trader(t);
    const tokyo = await trader(t);
    await tokyo.client.json('/api/trading-settings', { method: 'PATCH', json: { timezone: 'Asia/Tokyo' } });
    const spC = (await start(sp.client, TODAY)).body;
    expect(spC).toMatchObject({ today: TODAY });
    expect(spC.days[0]?.state).toBe('today');
    const tokyoC = (await start(tokyo.client, TODAY)).body;
    expect(tokyoC.today).toBe('2026-03-11');
    expect(tokyoC.days.slice(0, 2).map((d) => d.state)).toEqual(['failed', 'today']);
    t.clock.now = NOW;
  });
});

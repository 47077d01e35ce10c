import { beforeAll, describe, expect, it } from 'vitest';
import { disciplineApi, type ChallengeDto } from '@/shared/discipline/contract';
import {
  GAMIFICATION_EVENT,
  gamificationApi,
  type GamificationEventDto,
  type GoalDto,
} from '@/shared/gamification/contract';
import { MAX_ACTIVE_GOALS } from '@/shared/gamification/rules';
import type { TestClient } from '../../testing/test-client';
import { openEvents } from '../dashboard/dashboard.testkit';
import {
  disciplineTestApp,
  journaledTrade,
  trader,
  type DisciplineTestApp,
} from '../discipline/discipline.testkit';
import { eventsOf, keysOf, ledger, overview } from './gamification.testkit';

// Wednesday 10 Mar 2026, 12:00 in São Paulo (the week runs Mon 9 – Sun 15).
const NOW = new Date('2026-03-10T15:00:00Z');
const TODAY = '2026-03-10';
const TOMORROW_NOON = new Date('2026-03-11T15:00:00Z');
let t: DisciplineTestApp;
beforeAll(async () => {
  t = await disciplineTestApp(NOW);
});
const db = () => t.database.db;

type Fail = { code: string; message: string; fieldErrors?: Record<string, string[]> };
const createGoal = (client: TestClient, json: object) =>
  client.json<GoalDto & Fail>(gamificationApi.goals, { json });

describe('goals', () => {
  it('a goal is for the current period; met → its XP and met_at; deleting it removes the XP', async () => {
    t.clock.now = NOW;
    const { client, userId } = await trader(t);
    const created = await createGoal(client, { kind: 'daily-plans', period: 'week', target: 1 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      kind: 'daily-plans',
      period: 'week',
      periodStart: '2026-03-09',
      periodEnd: '2026-03-15',
      target: 1,
      current: 0,
      met: false,
      metAt: null,
      over: false,
      xp: 40,
    });
    expect(keysOf(await ledger(db(), userId), 'goal')).toEqual([]);

    await client.json(disciplineApi.dailyPlan, { method: 'PUT', json: { bias: 'alta' } });
    const [goal] = (await overview(client)).goals;
    expect(goal).toMatchObject({ id: created.body.id, current: 1, met: true });
    expect(goal?.metAt).not.toBeNull();
    expect((await ledger(db(), userId))[`goal:${created.body.id}`]).toBe(40);
    const met = await eventsOf(db(), userId, 'goal-met');
    expect(met).toEqual([
      expect.objectContaining({ payload: expect.objectContaining({ goalId: created.body.id, xp: 40 }) }),
    ]);

    const del = await client.json(gamificationApi.goal(created.body.id), { method: 'DELETE' });
    expect(del.status).toBe(200);
    expect((await ledger(db(), userId))[`goal:${created.body.id}`]).toBeUndefined();
    expect((await overview(client)).goals).toEqual([]);
  });

  it('a goal met at once (the facts were already there) comes back met from the POST', async () => {
    t.clock.now = NOW;
    const { client, userId } = await trader(t);
    await journaledTrade(client, TODAY, '09:00');
    await journaledTrade(client, '2026-03-09', '09:00');
    const created = await createGoal(client, { kind: 'stops-every-trade', period: 'month', target: 2 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      periodStart: '2026-03-01',
      periodEnd: '2026-03-31',
      met: true,
      xp: 100,
    });
    expect((await ledger(db(), userId))[`goal:${created.body.id}`]).toBe(100);
  });

  it('409 for the same kind and period, 409 past the active limit, 400 for a bad input, 404 for no goal', async () => {
    t.clock.now = NOW;
    const { client } = await trader(t);
    expect((await createGoal(client, { kind: 'daily-plans', period: 'week', target: 3 })).status).toBe(201);
    const again = await createGoal(client, { kind: 'daily-plans', period: 'week', target: 5 });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'GOAL_EXISTS',
      message: 'Você já tem uma meta deste tipo neste período.',
    });
    // The same kind for the month is another goal.
    expect((await createGoal(client, { kind: 'daily-plans', period: 'month', target: 3 })).status).toBe(201);

    const kinds = ['daily-reviews', 'stops-every-trade', 'break-free-days', 'journal-every-trade'];
    for (const kind of kinds)
      expect((await createGoal(client, { kind, period: 'week', target: 2 })).status).toBe(201);
    const over = await createGoal(client, { kind: 'breathing-pauses', period: 'week', target: 2 });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({
      code: 'GOAL_LIMIT',
      message: `Você já tem ${MAX_ACTIVE_GOALS} metas em andamento. Exclua uma antes de criar outra.`,
    });

    const bad = await createGoal(client, { kind: 'max-trades-days', period: 'week', target: 9 });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({
      param: ['Informe o máximo de trades por dia'],
      target: ['Uma semana tem 7 dias'],
    });
    for (const id of ['nao-e-uuid', '00000000-0000-4000-8000-000000000000'])
      expect((await client.json(gamificationApi.goal(id), { method: 'DELETE' })).status).toBe(404);
  });
});

describe('what a day being over earns (lazy re-evaluation, no write needed)', () => {
  it("a challenge day's XP arrives once the day is over", async () => {
    t.clock.now = NOW;
    const { client, userId } = await trader(t);
    const started = await client.json<ChallengeDto>(disciplineApi.challengeStart, {
      json: { startDate: TODAY, customRules: [] },
    });
    expect(started.status).toBe(201);
    await journaledTrade(client, TODAY, '09:05');
    expect(keysOf(await ledger(db(), userId), 'challenge-day')).toEqual([]);

    t.clock.now = TOMORROW_NOON;
    const o = await overview(client);
    expect(o.today).toBe('2026-03-11');
    expect(keysOf(await ledger(db(), userId), 'challenge-day')).toEqual([
      `challenge-day:${started.body.id}:${TODAY}`,
    ]);
    expect(o.history[0]).toMatchObject({
      source: 'challenge-day',
      amount: 20,
      reason: 'Dia do desafio cumprido',
    });
    t.clock.now = NOW;
  });
});

describe('live events', () => {
  it('a goal met reaches the open event stream as a gamification event, once', async () => {
    t.clock.now = NOW;
    const { client } = await trader(t);
    const goal = await createGoal(client, { kind: 'daily-reviews', period: 'week', target: 1 });
    const stream = await openEvents(client);
    const until = async (goalId: string) => {
      const seen: GamificationEventDto[] = [];
      for (;;) {
        const e = await stream.next(GAMIFICATION_EVENT);
        if (!e) throw new Error(`no event for goal ${goalId}`);
        const dto = JSON.parse(e.data) as GamificationEventDto;
        seen.push(dto);
        if (dto.kind === 'goal-met' && dto.goalId === goalId) return seen;
      }
    };
    try {
      await client.json(disciplineApi.dailyReview, { method: 'PUT', json: { wentWell: 'Respeitei o stop' } });
      const first = await until(goal.body.id);
      expect(first.at(-1)).toEqual({
        id: expect.any(Number),
        kind: 'goal-met',
        goalId: goal.body.id,
        title: expect.any(String),
        xp: 40,
      });
      // The review edited: the goal is still met, and not announced again. A control goal met at once comes next.
      await client.json(disciplineApi.dailyReview, {
        method: 'PUT',
        json: { wentWell: 'Respeitei o stop e a pausa' },
      });
      const control = await createGoal(client, { kind: 'daily-reviews', period: 'month', target: 1 });
      expect(control.body.met).toBe(true);
      const between = await until(control.body.id);
      expect(between.filter((e) => e.kind === 'goal-met' && e.goalId === goal.body.id)).toEqual([]);
    } finally {
      await stream.close();
    }
  });
});

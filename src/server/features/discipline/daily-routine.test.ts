import { beforeAll, describe, expect, it } from 'vitest';
import { disciplineApi, type DailyPlanDto, type DailyReviewDto } from '@/shared/discipline/contract';
import { disciplineTestApp, trader, type DisciplineTestApp, type Fail } from './discipline.testkit';

// 10 Mar 2026, 12:00 in São Paulo (15:00 UTC).
const NOW = new Date('2026-03-10T15:00:00Z');
let t: DisciplineTestApp;
beforeAll(async () => {
  t = await disciplineTestApp(NOW);
});

const plan = {
  bias: 'alta',
  setups: 'Pullback na média; rompimento',
  maxLoss: '150,5',
  note: 'Sem operar no leilão',
};

describe('daily plan', () => {
  it('is empty until written, then kept with its first createdAt on later edits', async () => {
    t.clock.now = NOW;
    const { client } = await trader(t);
    const empty = await client.json(disciplineApi.dailyPlan);
    expect(empty.status).toBe(200);
    expect(empty.body).toBeNull();

    const written = await client.json<DailyPlanDto>(disciplineApi.dailyPlan, { method: 'PUT', json: plan });
    expect(written.status).toBe(200);
    expect(written.body).toMatchObject({
      day: '2026-03-10',
      bias: 'alta',
      setups: 'Pullback na média; rompimento',
      maxLoss: '150.50',
      note: 'Sem operar no leilão',
    });

    t.clock.now = new Date(NOW.getTime() + 3 * 3600_000);
    const edited = await client.json<DailyPlanDto>(disciplineApi.dailyPlan, {
      method: 'PUT',
      json: { bias: 'lateral', maxLoss: '' },
    });
    expect(edited.body).toMatchObject({ bias: 'lateral', setups: '', maxLoss: null, note: '' });
    expect(edited.body.createdAt).toBe(written.body.createdAt);
    const read = await client.json<DailyPlanDto>(`${disciplineApi.dailyPlan}?day=2026-03-10`);
    expect(read.body).toEqual(edited.body);
  });

  it('refuses a missing bias, a zero or oversized max loss, and a day in the future, in Portuguese', async () => {
    t.clock.now = NOW;
    const { client } = await trader(t);
    const bad = await client.json<Fail>(disciplineApi.dailyPlan, {
      method: 'PUT',
      json: { setups: 'x'.repeat(501), maxLoss: '0' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({
      bias: ['Escolha o viés do dia'],
      setups: ['Use até 500 caracteres'],
      maxLoss: ['Informe uma perda máxima maior que zero'],
    });
    const huge = await client.json<Fail>(disciplineApi.dailyPlan, {
      method: 'PUT',
      json: { bias: 'alta', maxLoss: '12345678901234567' },
    });
    expect(huge.status).toBe(400);
    expect(huge.body.fieldErrors?.maxLoss).toEqual([
      'Informe uma perda máxima maior que zero, com até 16 dígitos',
    ]);
    const future = await client.json<Fail>(`${disciplineApi.dailyPlan}?day=2026-03-11`, {
      method: 'PUT',
      json: plan,
    });
    expect(future.status).toBe(400);
    expect(future.body).toMatchObject({
      code: 'DAY_IN_FUTURE',
      message: 'Este dia ainda não chegou: escolha hoje ou um dia anterior.',
    });
    expect((await client.json(`${disciplineApi.dailyPlan}?day=2026-03-11`)).status).toBe(400);
    expect((await client.json(disciplineApi.dailyPlan)).body).toBeNull();
    // A past day may be written (a plan forgotten in the morning is still a plan, written late).
    const past = await client.json<DailyPlanDto>(`${disciplineApi.dailyPlan}?day=2026-03-09`, {
      method: 'PUT',
      json: plan,
    });
    expect(past.body.day).toBe('2026-03-09');
  });

  it('the user’s time zone decides today', async () => {
    // 01:30 UTC on the 11th is still the 10th (22:30) in São Paulo.
    t.clock.now = new Date('2026-03-11T01:30:00Z');
    const sp = await trader(t);
    const spPlan = await sp.client.json<DailyPlanDto>(disciplineApi.dailyPlan, { method: 'PUT', json: plan });
    expect(spPlan.body.day).toBe('2026-03-10');
    expect(
      (await sp.client.json<Fail>(`${disciplineApi.dailyPlan}?day=2026-03-11`, { method: 'PUT', json: plan }))
        .body.code,
    ).toBe('DAY_IN_FUTURE');

    const utc = await trader(t);
    await utc.client.json('/api/trading-settings', { method: 'PATCH', json: { timezone: 'UTC' } });
    const utcPlan = await utc.client.json<DailyPlanDto>(disciplineApi.dailyPlan, {
      method: 'PUT',
      json: plan,
    });
    expect(utcPlan.body.day).toBe('2026-03-11');
    t.clock.now = NOW;
  });

  it('isolates users both ways', async () => {
    t.clock.now = NOW;
    const a = await trader(t);
    const b = await trader(t);
    await a.client.json(disciplineApi.dailyPlan, { method: 'PUT', json: plan });
    expect((await b.client.json(disciplineApi.dailyPlan)).body).toBeNull();
    await b.client.json(disciplineApi.dailyPlan, { method: 'PUT', json: { bias: 'baixa' } });
    expect((await a.client.json<DailyPlanDto>(disciplineApi.dailyPlan)).body.bias).toBe('alta');
    expect((await b.client.json<DailyPlanDto>(disciplineApi.dailyPlan)).body.bias).toBe('baixa');

    await a.client.json(disciplineApi.dailyReview, { method: 'PUT', json: { wentWell: 'A', mood: 4 } });
    expect((await b.client.json(disciplineApi.dailyReview)).body).toBeNull();
    await b.client.json(disciplineApi.dailyReview, { method: 'PUT', json: { wentWell: 'B', mood: 1 } });
    expect((await a.client.json<DailyReviewDto>(disciplineApi.dailyReview)).body).toMatchObject({
      wentWell: 'A',
      mood: 4,
    });
  });
});

describe('daily review', () => {
  it('writes, rewrites and validates the review', async () => {
    t.clock.now = NOW;
    const { client } = await trader(t);
    expect((await client.json(disciplineApi.dailyReview)).body).toBeNull();
    const bad = await client.json<Fail>(disciplineApi.dailyReview, {
      method: 'PUT',
      json: { wentWell: 'x'.repeat(1001), mood: 6 },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors ?? {}).sort()).toEqual(['mood', 'wentWell']);
    const review = { wentWell: 'Respeitei o stop', toChange: 'Esperar o setup', mood: 4 };
    const written = await client.json<DailyReviewDto>(disciplineApi.dailyReview, {
      method: 'PUT',
      json: review,
    });
    expect(written.body).toEqual({ day: '2026-03-10', ...review });
    const cleared = await client.json<DailyReviewDto>(disciplineApi.dailyReview, {
      method: 'PUT',
      json: { mood: null },
    });
    expect(cleared.body).toEqual({ day: '2026-03-10', wentWell: '', toChange: '', mood: null });
    const future = await client.json<Fail>(`${disciplineApi.dailyReview}?day=2026-03-12`, {
      method: 'PUT',
      json: review,
    });
    expect(future.body.code).toBe('DAY_IN_FUTURE');
  });
});

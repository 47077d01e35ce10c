import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { RULE_BREAK_KINDS } from '@/shared/risk/contract';
import type { TradeDto } from '@/shared/trading/api-contract';
import {
  weeklyReviewApi,
  WEEKLY_REVIEW_QUESTIONS,
  type WeeklyReviewDto,
  type WeeklyReviewQuestionsDto,
  type WeeklyReviewWeeksDto,
} from '@/shared/weekly-review/contract';
import { challengeWeekReviews, economicEvents, profiles } from '../../db/schema';
import { TestClient, uniqueEmail } from '../../testing/test-client';
import { cents } from '../../metrics/cents';
import { tradeBody } from '../trades/test-callers';
import {
  disciplineTestApp,
  NOTE,
  trader,
  type DisciplineTestApp,
  type Fail,
} from '../discipline/discipline.testkit';

let t: DisciplineTestApp;
beforeAll(async () => {
  t = await disciplineTestApp(new Date('2026-11-17T11:00:00Z'));
});

const at = (iso: string) => {
  t.clock.now = new Date(iso);
};
const review = (client: TestClient, week?: string) =>
  client.json<WeeklyReviewDto>(`${weeklyReviewApi.review}${week ? `?week=${week}` : ''}`);

async function trade(client: TestClient, over: Record<string, unknown>) {
  const res = await client.json<TradeDto>('/api/trades', { json: tradeBody(over) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** The engine's figures, computed again by hand from the trades' own P&L (no breakeven tolerance is set). */
function byHand(list: TradeDto[]) {
  const pnl = list.map((x) => cents(x.pnl));
  const wins = pnl.filter((p) => p > 0);
  const losses = pnl.filter((p) => p < 0);
  const total = pnl.reduce((s, p) => s + p, 0);
  return {
    totalTrades: list.length,
    winners: wins.length,
    losers: losses.length,
    totalPnl: total,
    winRate: wins.length + losses.length ? wins.length / (wins.length + losses.length) : null,
    expectancy: list.length ? total / list.length : null,
  };
}

describe('the weekly review', () => {
  it('shows the week’s process and figures against the four weeks before, computed independently', async () => {
    const { client } = await trader(t);
    // Tuesday 17/11 08:00 in São Paulo: the plan is written before the day's first trade.
    at('2026-11-17T11:00:00Z');
    const plan = await client.json(`/api/discipline/daily-plan?day=2026-11-17`, {
      method: 'PUT',
      json: { bias: 'alta', setups: 'Pullback' },
    });
    expect(plan.status, JSON.stringify(plan.body)).toBe(200);
    at('2026-11-22T20:00:00Z');
    const week = [
      await trade(client, {
        date: '2026-11-17',
        time: '10:00',
        stop: '124900',
        emotion: 'calmo',
        notes: NOTE,
      }),
      await trade(client, { date: '2026-11-17', time: '11:00', exit: '124900', emotion: 'ansioso' }),
      await trade(client, { date: '2026-11-18', time: '10:30', exit: '125050', stop: '124950' }),
      // Sunday 22/11 is still this week; Monday 23/11 is not.
      await trade(client, { date: '2026-11-22', time: '09:10', exit: '124950' }),
    ];
    const before = [
      await trade(client, { date: '2026-11-09', time: '10:00', exit: '125200' }),
      await trade(client, { date: '2026-11-13', time: '10:00', exit: '124800' }),
      await trade(client, { date: '2026-10-19', time: '10:00', exit: '125300' }),
    ];
    // Five weeks back: kept in the list of weeks, out of the comparison.
    await trade(client, { date: '2026-10-12', time: '10:00', exit: '124000' });

    const res = await review(client);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body;
    expect(r.week).toEqual({ start: '2026-11-16', end: '2026-11-22', timezone: 'America/Sao_Paulo' });
    expect(r.currentWeek).toBe('2026-11-16');
    expect(r.inProgress).toBe(true);
    expect(r.figures.week.metrics).toMatchObject(byHand(week));
    expect(r.figures.previous.map((w) => w.start)).toEqual([
      '2026-11-09',
      '2026-11-02',
      '2026-10-26',
      '2026-10-19',
    ]);
    expect(r.figures.previous[0]?.metrics).toMatchObject(byHand(before.slice(0, 2)));
    expect(r.figures.previous[1]?.metrics.totalTrades).toBe(0);
    expect(r.figures.previous[3]?.metrics).toMatchObject(byHand(before.slice(2)));
    expect(r.figures.previousTogether).toMatchObject({ start: '2026-10-19', end: '2026-11-15' });
    expect(r.figures.previousTogether.metrics).toMatchObject(byHand(before));

    const broken = week.filter((x) => x.ruleBreaks.length > 0);
    // The default plan asks for a stop: the two trades without one broke it.
    expect(broken.map((x) => x.ruleBreaks)).toEqual([['no-stop'], ['no-stop']]);
    expect(r.process).toEqual({
      tradedDays: 3,
      plannedDays: 1,
      plannedBeforeFirstTrade: 1,
      trades: 4,
      tradesWithStop: 2,
      journaledTrades: 1,
      tradesWithEmotion: 2,
      ruleBreakTrades: broken.length,
      ruleBreaks: RULE_BREAK_KINDS.flatMap((kind) => {
        const n = week.filter((x) => x.ruleBreaks.includes(kind)).length;
        return n ? [{ kind, trades: n }] : [];
      }),
      ruleBreakCost: broken.reduce((s, x) => s + cents(x.pnl), 0),
    });
    expect(r.emotions.map((e) => [e.key, e.trades]).sort()).toEqual([
      ['ansioso', 1],
      ['calmo', 1],
    ]);
    const largest = week.reduce((m, x) => (cents(x.pnl) < cents(m.pnl) ? x : m));
    expect(r.events).toContainEqual(
      expect.objectContaining({ kind: 'largest-loss', tradeId: largest.id, pnl: cents(largest.pnl) }),
    );
    expect(r.questions).toEqual({
      questions: WEEKLY_REVIEW_QUESTIONS,
      answers: ['', '', ''],
      source: null,
      challengeWeek: null,
      updatedAt: null,
    });
    expect(r.mail).toEqual({ enabled: false });

    // A past week keeps its own figures; the weeks list holds the weeks with trades (and the current one).
    const past = await review(client, '2026-11-09');
    expect(past.body.inProgress).toBe(false);
    expect(past.body.figures.week.metrics).toMatchObject(byHand(before.slice(0, 2)));
    const weeks = await client.json<WeeklyReviewWeeksDto>(weeklyReviewApi.weeks);
    expect(weeks.body.weeks.map((w) => [w.start, w.trades])).toEqual([
      ['2026-11-16', 4],
      ['2026-11-09', 2],
      ['2026-10-19', 1],
      ['2026-10-12', 1],
    ]);
  });

  it('stores the three answers per week, refuses a week not started or not a Monday', async () => {
    const { client } = await trader(t);
    at('2026-11-18T18:00:00Z');
    const answers = ['Segui o plano', 'Stop no segundo trade', 'Esperar o pullback'];
    const put = await client.json<WeeklyReviewQuestionsDto>(`${weeklyReviewApi.answers}?week=2026-11-09`, {
      method: 'PUT',
      json: { answers },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({ answers, source: 'weekly' });
    expect((await review(client, '2026-11-09')).body.questions.answers).toEqual(answers);
    expect((await review(client)).body.questions.answers).toEqual(['', '', '']);
    const weeks = await client.json<WeeklyReviewWeeksDto>(weeklyReviewApi.weeks);
    expect(weeks.body.weeks).toContainEqual({
      start: '2026-11-09',
      end: '2026-11-15',
      trades: 0,
      answered: true,
    });

    const future = await client.json<Fail>(`${weeklyReviewApi.answers}?week=2026-11-23`, {
      method: 'PUT',
      json: { answers },
    });
    expect(future.status).toBe(400);
    expect(future.body.code).toBe('WEEK_IN_FUTURE');
    const tuesday = await client.json<Fail>(`${weeklyReviewApi.review}?week=2026-11-17`);
    expect(tuesday.status).toBe(400);
    expect(tuesday.body.fieldErrors?.week).toBeDefined();
    const tooFew = await client.json<Fail>(weeklyReviewApi.answers, {
      method: 'PUT',
      json: { answers: ['a'] },
    });
    expect(tooFew.status).toBe(400);
  });

  it('reuses the running challenge’s weekly review instead of asking twice', async () => {
    const { client } = await trader(t);
    // A challenge started Thursday 12/11: its week 1 ends on Wednesday 18/11, inside the week of 16/11.
    at('2026-11-12T12:00:00Z');
    const started = await client.json<{ id: string }>('/api/challenge/start', {
      json: { startDate: '2026-11-12', customRules: [] },
    });
    expect(started.status).toBe(201);
    at('2026-11-18T18:00:00Z');
    const answered = ['Respeitei o stop', 'Não operar após o limite', 'Planejar antes'];
    const put = await client.json('/api/challenge/weeks/1/review', {
      method: 'PUT',
      json: { answers: answered },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const r = (await review(client)).body;
    expect(r.questions).toMatchObject({ answers: answered, source: 'challenge', challengeWeek: 1 });
    // Wednesday 18/11 is today: Monday and Tuesday are over, neither passed (no trades, 'Não operei' not ticked).
    expect(r.challenge).toMatchObject({ id: started.body.id, over: 2, passed: 0 });
    expect(r.challenge?.days.map((d) => d.day)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);

    // Answering here answers the challenge's week too.
    const edited = ['Respeitei o stop', 'Operar no horário', 'Planejar antes'];
    expect(
      (await client.json(weeklyReviewApi.answers, { method: 'PUT', json: { answers: edited } })).status,
    ).toBe(200);
    const [stored] = await t.database.db
      .select()
      .from(challengeWeekReviews)
      .where(eq(challengeWeekReviews.challengeId, started.body.id));
    expect(stored?.answers).toEqual(edited);
  });

  it('lists the high-impact economic events near the week’s trades', async () => {
    const { client } = await trader(t);
    at('2026-11-22T20:00:00Z');
    // Thursday 19/11 10:00 in São Paulo = 13:00 UTC; an event at 13:20 UTC is within 30 minutes, one at 15:00 is not.
    await trade(client, { date: '2026-11-19', time: '10:00' });
    const title = `Payroll ${Math.random().toString(36).slice(2, 8)}`;
    const event = (startsAt: string, name: string, impact: 'alta' | 'media' = 'alta') => ({
      origin: 'admin' as const,
      kind: 'other',
      title: name,
      country: 'US' as const,
      impact,
      timeZone: 'America/New_York',
      localDate: '2026-11-19',
      localTime: '08:20',
      startsAt: new Date(startsAt),
    });
    await t.database.db
      .insert(economicEvents)
      .values([
        event('2026-11-19T13:20:00Z', title),
        event('2026-11-19T15:00:00Z', `${title} tarde`),
        event('2026-11-19T13:10:00Z', `${title} média`, 'media'),
      ]);
    const r = (await review(client)).body;
    const economic = r.events.filter((e) => e.kind === 'economic' && e.title.startsWith(title));
    expect(economic).toEqual([
      { kind: 'economic', day: '2026-11-19', title, startsAt: '2026-11-19T13:20:00.000Z', nearTrades: 1 },
    ]);
  });

  it('names the week’s best and worst criterion by expectancy, only the trader’s own', async () => {
    const { client } = await trader(t);
    const created = await client.json<{ id: string; criteria: { id: string; label: string }[] }>(
      '/api/playbooks',
      {
        json: {
          name: 'Rompimento',
          criteria: [{ label: 'Volume acima da média' }, { label: 'A favor da VWAP' }],
        },
      },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id: playbookId } = created.body;
    const [volume, vwap] = created.body.criteria.map((c) => c.id) as [string, string];
    at('2026-11-18T18:00:00Z');
    // Volume: +100 and −50 points (R$ 5,00 a trade); VWAP: −50 and −100 points (−R$ 15,00 a trade).
    await trade(client, {
      date: '2026-11-17',
      time: '10:00',
      exit: '125100',
      playbookId,
      criteriaMet: [volume],
    });
    await trade(client, {
      date: '2026-11-17',
      time: '10:30',
      exit: '124950',
      playbookId,
      criteriaMet: [volume, vwap],
    });
    await trade(client, {
      date: '2026-11-17',
      time: '11:00',
      exit: '124900',
      playbookId,
      criteriaMet: [vwap],
    });
    const { criteria } = (await review(client)).body;
    expect(criteria.ranked).toBe(2);
    expect(criteria.best).toEqual({
      id: volume,
      label: 'Volume acima da média',
      playbookId,
      playbookName: 'Rompimento',
      trades: 2,
      expectancy: 500,
      pnl: 1000,
      winRate: 0.5,
      small: true,
    });
    expect(criteria.worst).toMatchObject({ id: vwap, trades: 2, expectancy: -1500, pnl: -3000, winRate: 0 });

    const other = await trader(t);
    await trade(other.client, { date: '2026-11-17', time: '10:00', exit: '125100' });
    expect((await review(other.client)).body.criteria).toEqual({ best: null, worst: null, ranked: 0 });
  });

  it('names the week’s best and worst playbook by expectancy, small samples said to be small', async () => {
    const { client } = await trader(t);
    const playbook = async (name: string) => {
      const res = await client.json<{ id: string }>('/api/playbooks', { json: { name } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id;
    };
    const [breakout, pullback] = [await playbook('Rompimento'), await playbook('Pullback')];
    at('2026-11-18T18:00:00Z');
    // Rompimento: +100 and −50 points (expectancy +R$ 5,00); Pullback: −100 points (−R$ 20,00); one trade without.
    await trade(client, { date: '2026-11-17', time: '10:00', exit: '125100', playbookId: breakout });
    await trade(client, { date: '2026-11-17', time: '10:30', exit: '124950', playbookId: breakout });
    await trade(client, { date: '2026-11-17', time: '11:00', exit: '124900', playbookId: pullback });
    await trade(client, { date: '2026-11-17', time: '11:30', exit: '125300' });
    const { playbooks } = (await review(client)).body;
    expect(playbooks.ranked).toBe(2);
    expect(playbooks.best).toMatchObject({
      id: breakout,
      name: 'Rompimento',
      trades: 2,
      pnl: 1000,
      winRate: 0.5,
      small: true,
    });
    expect(playbooks.worst).toMatchObject({
      id: pullback,
      name: 'Pullback',
      trades: 1,
      pnl: -2000,
      winRate: 0,
      small: true,
    });
    // The week before has no playbook traded: nothing to rank.
    expect((await review(client, '2026-11-09')).body.playbooks).toEqual({
      best: null,
      worst: null,
      ranked: 0,
    });
  });

  it('keeps each trader’s weeks their own, both ways', async () => {
    const a = await trader(t);
    const b = await trader(t);
    at('2026-11-18T18:00:00Z');
    await trade(a.client, { date: '2026-11-17', time: '10:00' });
    const answersA = ['A1', 'A2', 'A3'];
    const answersB = ['B1', 'B2', 'B3'];
    // A user id in the request is not part of the contract: each write is the caller's.
    await a.client.json(`${weeklyReviewApi.answers}?userId=${b.userId}`, {
      method: 'PUT',
      json: { answers: answersA, userId: b.userId },
    });
    await b.client.json(`${weeklyReviewApi.answers}?userId=${a.userId}`, {
      method: 'PUT',
      json: { answers: answersB, userId: a.userId },
    });
    await a.client.json(weeklyReviewApi.mail, { method: 'PUT', json: { enabled: true, userId: b.userId } });
    const ra = (await review(a.client)).body;
    const rb = (await review(b.client)).body;
    expect(ra.process.trades).toBe(1);
    expect(rb.process.trades).toBe(0);
    expect(ra.questions.answers).toEqual(answersA);
    expect(rb.questions.answers).toEqual(answersB);
    expect(ra.mail.enabled).toBe(true);
    expect(rb.mail.enabled).toBe(false);
    const weeksB = (await b.client.json<WeeklyReviewWeeksDto>(weeklyReviewApi.weeks)).body;
    expect(weeksB.weeks.find((w) => w.start === '2026-11-16')?.trades).toBe(0);
  });

  it('is behind the access gate, and read-only once the trial is over', async () => {
    const anon = new TestClient(t.app);
    expect((await anon.json(weeklyReviewApi.review)).status).toBe(401);
    expect(
      (await anon.json(weeklyReviewApi.answers, { method: 'PUT', json: { answers: ['', '', ''] } })).status,
    ).toBe(401);

    const password = 'segredo123';
    const pendingEmail = uniqueEmail('weekly-pending');
    await new TestClient(t.app).json('/api/testing/users', {
      json: { email: pendingEmail, password, name: 'Pessoa Pendente', allowed: false },
    });
    const pending = new TestClient(t.app);
    await pending.json('/api/auth/sign-in/email', { json: { email: pendingEmail, password } });
    const refused = await pending.json<Fail>(weeklyReviewApi.review);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('ACCESS_PENDING');

    const email = uniqueEmail('weekly-trial');
    const created = await new TestClient(t.app).json<{ userId: string }>('/api/testing/users', {
      json: { email, password, name: 'Pessoa Teste', allowed: true, access: 'trial' },
    });
    const trial = new TestClient(t.app);
    await trial.json('/api/auth/sign-in/email', { json: { email, password } });
    await t.database.db
      .update(profiles)
      .set({ trialEndsAt: new Date(t.clock.now.getTime() - 60_000) })
      .where(eq(profiles.userId, created.body.userId));
    expect((await review(trial)).status).toBe(200);
    const put = await trial.json<Fail>(weeklyReviewApi.answers, {
      method: 'PUT',
      json: { answers: ['a', 'b', 'c'] },
    });
    expect(put.status).toBe(403);
    expect(put.body.code).toBe('TRIAL_EXPIRED');
    const mail = await trial.json<Fail>(weeklyReviewApi.mail, { method: 'PUT', json: { enabled: true } });
    expect(mail.status).toBe(403);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, between, eq } from 'drizzle-orm';
import { createApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { challengeDayMarks, challenges, dailyPlans, trades } from '../src/server/db/schema';
import { seedDemo } from '../src/server/features/dashboard/demo-seed';
import { loadFactRowsOf } from '../src/server/journal/challenge-facts';
import { createLogger } from '../src/server/logger';
import { createServices } from '../src/server/services';
import { addDays } from '../src/shared/time/calendar-date';
import { wallClock } from '../src/shared/time/zoned-time';
import type { ChallengeOverviewDto } from '../src/shared/discipline/contract';
import { evaluateChallenge } from '../src/shared/discipline/evaluate-challenge';
import { groupFactsByDay, type FactRows } from '../src/shared/discipline/evaluate-day';
import { RULE_BREAK_KINDS } from '../src/shared/risk/contract';
import type { Bench } from './types';
import { median } from './support/stats';

const TRADES = 10_000;
const RUNS = 21;
const WARM_UP = 3;
const PURE_RUNS = 51;
const ZONE = 'America/Sao_Paulo';
const EMAIL = 'bench-challenge@example.test';
const PASSWORD = 'segredo123';
/** Where the 10,000 trades fall: spread over 3 years (~14 a day), or packed into the last month (~450 a day). */
const SCENARIOS = [
  { name: 'spread-36-months', months: 36 },
  { name: 'dense-1-month', months: 1 },
] as const;

const round = (ms: number) => Math.round(ms * 100) / 100;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? NaN;

async function time(runs: number, warmUp: number, fn: () => unknown | Promise<unknown>) {
  for (let i = 0; i < warmUp; i++) await fn();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    ms.push(performance.now() - started);
  }
  return { runs, medianMs: round(median(ms)), p95Ms: round(p95(ms)) };
}

/**
 * One scenario: a PGlite with the demo trader's 10,000 trades, a challenge whose day 21 is today (so all 21 days
 * are evaluated and it stays active), a daily plan and 'Não operei' marks on some days, and a rule break on one
 * trade in seven; then GET /api/challenge through the app in this process (gate, session, five queries,
 * evaluation, JSON), and the pure evaluation alone on the same facts.
 */
async function runScenario(months: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mct-bench-challenge-'));
  const env = {
    NODE_ENV: 'production',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-00',
    APP_URL: 'http://127.0.0.1:3999',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
  };
  const config = loadConfig(env);
  const database = await openDatabase({ dataDir: config.dataDir });
  const logger = createLogger('silent');
  try {
    await database.migrate();
    const now = new Date();
    const services = await createServices({ config, database, logger, mailPollMs: 60 * 60 * 1000 });
    const { db } = database;
    const seeded = await seedDemo(
      { db, auth: services.auth },
      { email: EMAIL, password: PASSWORD, months, tradeCount: TRADES, now },
    );
    const today = wallClock(now, ZONE).date;
    const startDate = addDays(today, -20);
    const [challenge] = await db
      .insert(challenges)
      .values({ userId: seeded.userId, startDate, customRules: ['Regra A', 'Regra B'] })
      .returning();
    if (!challenge) throw new Error('no challenge');
    for (let i = 0; i < 21; i += 3) {
      const day = addDays(startDate, i);
      await db
        .insert(dailyPlans)
        .values({ userId: seeded.userId, day, bias: 'alta', createdAt: new Date(`${day}T10:00:00Z`) });
      await db
        .insert(challengeDayMarks)
        .values({ challengeId: challenge.id, day, rulesDone: [0], didNotTrade: i % 6 === 0 });
    }
    // A break on about one trade in seven, of every kind (the risk evaluator stores them on trade writes).
    const window = await db
      .select({ id: trades.id })
      .from(trades)
      .where(and(eq(trades.userId, seeded.userId), between(trades.tradeDate, startDate, today)));
    for (let i = 0; i < window.length; i += 7)
      await db
        .update(trades)
        .set({ ruleBreaks: [RULE_BREAK_KINDS[(i / 7) % RULE_BREAK_KINDS.length] ?? 'no-stop'] })
        .where(eq(trades.id, window[i]?.id ?? ''));

    const app = createApp({ ...services, config, database, logger, now: () => now });
    const signIn = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: config.appUrl },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    if (!signIn.ok) throw new Error(`sign-in ${signIn.status}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    let body: ChallengeOverviewDto | undefined;
    const get = await time(RUNS, WARM_UP, async () => {
      const res = await app.request('/api/challenge', { headers: { cookie } });
      if (!res.ok) throw new Error(`GET /api/challenge → ${res.status}`);
      body = (await res.json()) as ChallengeOverviewDto;
    });

    // The same gate and session with one small query: the fixed cost of any request, for comparison.
    const baseline = await time(RUNS, WARM_UP, async () => {
      const res = await app.request('/api/trading-settings', { headers: { cookie } });
      await res.arrayBuffer();
    });

    // The pure part alone: the same facts, grouped and evaluated.
    const rows: FactRows = (
      await loadFactRowsOf(db, [
        { userId: seeded.userId, challengeId: challenge.id, from: startDate, to: today },
      ])
    ).get(seeded.userId) ?? { trades: [], plans: [], marks: [], pauses: [] };
    const stored = {
      id: challenge.id,
      startDate,
      customRules: challenge.customRules,
      status: 'active' as const,
      daysPassed: null,
      reviews: {},
    };
    const pure = await time(PURE_RUNS, 5, () =>
      evaluateChallenge(stored, groupFactsByDay(rows, ZONE), today),
    );
    const active = body?.active;
    return {
      trades: seeded.trades.BRL + seeded.trades.USD,
      months,
      tradesInChallenge: active?.days.reduce((n, d) => n + d.trades, 0),
      daysPassed: active?.daysPassed,
      getOverview: get,
      baselineGetTradingSettings: baseline,
      pureEvaluation: pure,
    };
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Evaluating the 21 days of a challenge for a trader with 10,000 trades: GET /api/challenge on PGlite (median and
 * p95 of 21 requests after 3 warm-ups) and the pure evaluation alone (group + evaluate, 51 runs), with the trades
 * spread over 3 years and packed into one month.
 */
export const challengeDaysBench: Bench = {
  name: 'challenge-days',
  description: `Desafio de 21 dias com ${TRADES.toLocaleString('pt-BR')} trades: GET /api/challenge (PGlite) e a avaliação pura`,
  async run() {
    const results: Record<string, unknown> = {};
    for (const s of SCENARIOS) results[s.name] = await runScenario(s.months);
    return results;
  },
};

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MeResponse } from '@/shared/account/contract';
import type { DashboardData } from '@/shared/trading/dashboard-contract';
import { tradePnl } from '@/shared/trading/pnl';
import { wallClock } from '@/shared/time/zoned-time';
import { lockDataDir } from '../../db/data-dir-lock';
import { trades, tradingAccounts } from '../../db/schema';
import { TestClient } from '../../testing/test-client';
import { dashboardTestApp, type DashboardTestApp } from './dashboard.testkit';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from './demo-seed';
import { runSeedDemoCli } from './demo-seed-cli';

let t: DashboardTestApp;
const NOW = new Date('2026-11-25T18:30:00Z'); // 15:30 in São Paulo

beforeAll(async () => {
  t = await dashboardTestApp({ now: NOW });
});

const RANGES = {
  WIN: { lo: 125000, hi: 135000, tick: 5 },
  WDO: { lo: 5300, hi: 5900, tick: 0.5 },
  NQ: { lo: 18000, hi: 21000, tick: 0.25 },
} as const;
const onTick = (price: string, tick: number) => Number.isInteger(Number(price) / tick);

async function signIn(email = DEMO_EMAIL, password = DEMO_PASSWORD) {
  const client = new TestClient(t.app);
  const res = await client.json('/api/auth/sign-in/email', { json: { email, password } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return client;
}

describe('seedDemo', () => {
  it('creates an allowed, verified demo trader with months of realistic trades in BRL and USD', async () => {
    const result = await seedDemo({ db: t.database.db, auth: t.auth }, { now: NOW });
    expect(result).toMatchObject({
      email: DEMO_EMAIL,
      password: DEMO_PASSWORD,
      created: true,
      to: '2026-11-25',
    });
    expect(result.from).toBe('2026-07-25');
    expect(result.trades.BRL).toBeGreaterThan(200);
    expect(result.trades.USD).toBeGreaterThan(10);

    // Signs in with the printed password; allowed, WhatsApp filled: no pending page, no completion modal.
    const client = await signIn();
    const me = await client.json<MeResponse>('/api/me');
    expect(me.body.user.emailVerified).toBe(true);
    expect(me.body.profile.isAllowed).toBe(true);
    expect(me.body.profile.whatsapp).toMatch(/^\d{11}$/);
    expect(me.body.needsCompletion).toBe(false);

    const rows = await t.database.db.select().from(trades).where(eq(trades.userId, result.userId));
    expect(rows).toHaveLength(result.trades.BRL + result.trades.USD);
    // Evaluated against the demo's plans: some trades broke rules (no stop on ~1 in 4), most did not.
    const broken = rows.filter((r) => r.ruleBreaks.length).length;
    expect(rows.filter((r) => r.ruleBreaks.includes('no-stop')).length).toBe(
      rows.filter((r) => r.stopPrice === null).length,
    );
    expect(broken).toBeGreaterThan(0);
    expect(broken).toBeLessThan(rows.length);
    const accounts = await t.database.db
      .select()
      .from(tradingAccounts)
      .where(eq(tradingAccounts.userId, result.userId));
    const usd = accounts.find((a) => a.name === 'Conta USD');
    expect(usd?.currency).toBe('USD');
    const counts = { WIN: 0, WDO: 0, NQ: 0 } as Record<string, number>;
    let positive = 0;
    const today = wallClock(NOW, 'America/Sao_Paulo').date;
    for (const r of rows) {
      counts[r.instrument] = (counts[r.instrument] ?? 0) + 1;
      const range = RANGES[r.instrument as keyof typeof RANGES];
      expect(range, r.instrument).toBeDefined();
      for (const price of [r.entryPrice, r.exitPrice]) {
        expect(onTick(price, range.tick), `${r.instrument} ${price}`).toBe(true);
        expect(Number(price)).toBeGreaterThanOrEqual(range.lo - 1000);
        expect(Number(price)).toBeLessThanOrEqual(range.hi + 1000);
      }
      expect(Number(r.entryPrice)).toBeGreaterThanOrEqual(range.lo);
      expect(Number(r.entryPrice)).toBeLessThanOrEqual(range.hi);
      // USD trades in the USD account, BRL ones in the main account.
      expect(r.accountId === usd?.id).toBe(r.currency === 'USD');
      expect(r.currency).toBe(r.instrument === 'NQ' ? 'USD' : 'BRL');
      // The stored P&L is the shared P&L rule's.
      expect(
        tradePnl({
          side: r.side,
          contracts: r.contracts,
          entry: r.entryPrice,
          exit: r.exitPrice,
          pointValue: r.pointValue,
          costs: r.costs,
        }).toFixed(2),
      ).toBe(Number(r.pnl).toFixed(2));
      // B3 hours for WIN/WDO; nothing after "now" on the last day; weekdays only.
      const [h = 0, m = 0] = r.tradeTime.split(':').map(Number);
      if (r.instrument !== 'NQ') expect(h * 60 + m).toBeGreaterThanOrEqual(9 * 60);
      expect(h * 60 + m).toBeLessThan(17 * 60 + 30);
      if (r.tradeDate === '2026-11-25') expect(h * 60 + m).toBeLessThan(15 * 60 + 30);
      expect(r.tradeDate <= today).toBe(true);
      expect([0, 6]).not.toContain(new Date(`${r.tradeDate}T12:00:00Z`).getUTCDay());
      if (Number(r.pnl) > 0) positive += Number(r.pnl);
    }
    expect(counts.WIN).toBeGreaterThan(counts.WDO ?? 0);
    expect(counts.WDO).toBeGreaterThan(counts.NQ ?? 0);
    expect(positive).toBeGreaterThan(0);
    // Emotions, excursions, stops, notes and tags on part of the trades.
    expect(new Set(rows.map((r) => r.emotion).filter(Boolean)).size).toBe(8);
    expect(rows.filter((r) => r.mep !== null && r.men !== null).length).toBeGreaterThan(rows.length / 2);
    expect(rows.filter((r) => r.stopPrice !== null).length).toBeGreaterThan(rows.length / 2);
    expect(rows.filter((r) => r.notes).length).toBeGreaterThan(10);
    expect(rows.filter((r) => r.tags.length).length).toBeGreaterThan(10);
    expect(rows.filter((r) => r.contractMonth && r.contractYear).length).toBe(rows.length);

    // The dashboard shows it, with the currency switch.
    const data = (await client.json<DashboardData>('/api/dashboard?preset=all')).body;
    expect(data.currencies).toEqual(['BRL', 'USD']);
    expect(data.currency).toBe('BRL');
    expect(data.metrics.totalTrades).toBe(result.trades.BRL);
    // A slightly positive edge over the BRL trades.
    const brlTotal = rows
      .filter((r) => r.currency === 'BRL')
      .reduce((s, r) => s + Math.round(Number(r.pnl) * 100), 0);
    expect(data.metrics.totalPnl).toBe(brlTotal);
  });

  it('run again, refreshes the same user: same id, password reset, history replaced, no duplicates', async () => {
    const first = await seedDemo(
      { db: t.database.db, auth: t.auth },
      { now: NOW, email: 'demo-again@example.test' },
    );
    const client = await signIn('demo-again@example.test');
    const second = await seedDemo(
      { db: t.database.db, auth: t.auth },
      { now: new Date('2026-11-30T18:00:00Z'), email: 'demo-again@example.test', password: 'outra-senha-1' },
    );
    expect(second.created).toBe(false);
    expect(second.userId).toBe(first.userId);
    const [count] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(trades)
      .where(eq(trades.userId, first.userId));
    expect(count?.n).toBe(second.trades.BRL + second.trades.USD);
    const accounts = await t.database.db
      .select()
      .from(tradingAccounts)
      .where(eq(tradingAccounts.userId, first.userId));
    expect(accounts.map((a) => a.name).sort()).toEqual(['Conta USD', 'Conta principal']);
    // The session from before still works; the new password signs in.
    expect((await client.request('/api/me')).status).toBe(200);
    await signIn('demo-again@example.test', 'outra-senha-1');
  });
});

describe('npm run seed:demo', () => {
  const env = (dataDir: string) => ({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    AUTH_SECRET: 'seed-demo-secret-seed-demo-secret-0000',
    APP_URL: 'http://localhost:3999',
  });
  const io = () => {
    const out: string[] = [];
    const err: string[] = [];
    return { out, err, io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
  };

  it('refuses, explaining why, while a server holds the same DATA_DIR', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mct-seed-'));
    const lock = lockDataDir(dataDir);
    try {
      const captured = io();
      expect(await runSeedDemoCli({ env: env(dataDir), io: captured.io })).toBe(1);
      expect(captured.err.join('\n')).toMatch(/em execução.*Pare o servidor/s);
    } finally {
      lock.release();
    }
  });

  it('seeds the embedded database of DATA_DIR and prints how to sign in', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mct-seed-'));
    const captured = io();
    expect(await runSeedDemoCli({ env: env(dataDir), io: captured.io, seed: { now: NOW, months: 1 } })).toBe(
      0,
    );
    const text = captured.out.join('\n');
    expect(text).toContain('http://localhost:3999/auth');
    expect(text).toContain(`email: ${DEMO_EMAIL}`);
    expect(text).toContain(`senha: ${DEMO_PASSWORD}`);
    expect(text).toMatch(/Trader de demonstração criado: \d+ trades/);
  });
});

import { eq, sql } from 'drizzle-orm';
import { RISK_DEFAULTS } from '../src/shared/risk/contract';
import { type DayTrade, evaluateDay, resolvePlanLimits } from '../src/shared/risk/rule-breaks';
import { tradePnl } from '../src/shared/trading/pnl';
import { openDatabase } from '../src/server/db/client';
import { riskPlans, trades, tradingAccounts, user } from '../src/server/db/schema';
import { reevaluateAccount, reevaluateDays } from '../src/server/features/risk/evaluate';
// The evaluation alone is measured, without the ledger's other follow-ups: the bench brands its transaction.
import type { LedgerTx } from '../src/server/ledger/ledger-write';
import type { Bench } from './types';
import { median } from './support/stats';

const TRADES = 100_000;
/** ~8 trades a local day (10 % of the days go past the cap of 5 … or far past it). */
const PER_DAY = 8;
const RUNS = 7;
const WARM_UP = 2;
const BATCH = 2_000;

const round = (ms: number) => Math.round(ms * 100) / 100;

interface BenchTrade extends DayTrade {
  day: string;
  side: 'compra' | 'venda';
  exit: string;
}

/** Deterministic WIN/WDO day trades (a fixed-seed LCG): some without a stop, some large, losses in streaks. */
function generate(count: number): BenchTrade[] {
  let seed = 20_261_126;
  const random = () => (seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0) / 4_294_967_296;
  const start = Date.UTC(2000, 0, 3, 12); // 09:00 in São Paulo
  const out: BenchTrade[] = [];
  for (let i = 0; i < count; i++) {
    const dayIndex = Math.floor(i / PER_DAY);
    const openedAt = start + dayIndex * 86_400_000 + (i % PER_DAY) * 11 * 60_000;
    const win = random() < 0.5;
    const wdo = random() < 0.3;
    const contracts = 1 + Math.floor(random() * 4);
    const entry = wdo ? 5000 : 125000;
    const stopDistance = wdo ? 5 + Math.floor(random() * 6) : 100 + Math.floor(random() * 200);
    const points = win ? stopDistance * (0.5 + random()) : -stopDistance * random();
    const side = random() < 0.5 ? 'compra' : 'venda';
    const dir = side === 'compra' ? 1 : -1;
    const pointValue = wdo ? '10' : '0.2';
    const exit = (entry + dir * Math.round(points)).toString();
    out.push({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      day: new Date(openedAt).toISOString().slice(0, 10),
      openedAt,
      instrument: wdo ? 'WDO' : 'WIN',
      contracts,
      entry: String(entry),
      exit,
      side,
      stop: random() < 0.2 ? null : String(entry - dir * stopDistance),
      pointValue,
      pnl: tradePnl({ side, contracts, entry, exit, pointValue }).toFixed(2),
      currency: 'BRL',
    });
  }
  return out;
}

// A confirmed plan that asks for a stop: every rule is judged, as for a trader past the setup (ADR 030).
const plan = { ...RISK_DEFAULTS, maxContracts: { WIN: 3, WDO: 2 }, requireStop: true };

/** evaluateDay over every account-day of the trades; returns the trades with at least one break. */
function detect(byDay: Map<string, BenchTrade[]>): number {
  const limits = resolvePlanLimits(plan, '10000');
  let broken = 0;
  for (const list of byDay.values())
    for (const t of evaluateDay(limits, 'BRL', list, 0).trades) if (t.breaks.length) broken += 1;
  return broken;
}

function pure(list: BenchTrade[]) {
  const byDay = new Map<string, BenchTrade[]>();
  for (const t of list) {
    const day = byDay.get(t.day);
    if (day) day.push(t);
    else byDay.set(t.day, [t]);
  }
  let broken = 0;
  for (let i = 0; i < WARM_UP; i++) broken = detect(byDay);
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    broken = detect(byDay);
    samples.push(performance.now() - start);
  }
  const medianMs = median(samples);
  return {
    trades: list.length,
    accountDays: byDay.size,
    tradesWithBreaks: broken,
    medianMs: round(medianMs),
    minMs: round(Math.min(...samples)),
    nsPerTrade: Math.round((medianMs * 1e6) / list.length),
  };
}

/** reevaluateAccount of one account with all the trades, on an in-memory PGlite: the first run and a no-op one. */
async function onPglite(list: BenchTrade[]) {
  const database = await openDatabase({ memory: true });
  try {
    await database.migrate();
    const db = database.db;
    const userId = 'bench-rule-breaks';
    await db.insert(user).values({ id: userId, name: 'Bench', email: 'bench-rule-breaks@example.test' });
    const [account] = await db
      .insert(tradingAccounts)
      .values({ userId, name: 'Conta', currency: 'BRL', startingCapital: '10000', isDefault: true })
      .returning({ id: tradingAccounts.id });
    if (!account) throw new Error('no account');
    await db.insert(riskPlans).values({ accountId: account.id, userId, ...plan });
    for (let k = 0; k < list.length; k += BATCH)
      await db.insert(trades).values(
        list.slice(k, k + BATCH).map((t) => ({
          id: t.id,
          userId,
          accountId: account.id,
          tradeDate: t.day,
          tradeTime: new Date(t.openedAt - 3 * 3_600_000).toISOString().slice(11, 19),
          openedAt: new Date(t.openedAt),
          side: t.side,
          contracts: t.contracts,
          instrument: t.instrument,
          entryPrice: t.entry,
          exitPrice: t.exit,
          stopPrice: t.stop,
          pointValue: t.pointValue,
          currency: t.currency,
          pnl: t.pnl,
        })),
      );
    const timed = async () => {
      const start = performance.now();
      await db.transaction((tx) => reevaluateAccount(tx as LedgerTx, userId, account.id, new Date(0)));
      return performance.now() - start;
    };
    const firstMs = await timed(); // every trade with breaks is written
    const unchanged: number[] = [];
    for (let i = 0; i < 3; i++) unchanged.push(await timed()); // nothing changes: read and evaluate only
    // An import of 10,000 rows: its days (1,250) evaluated again, with every break to write (as new trades).
    const importDays = [...new Set(list.slice(0, 10_000).map((t) => t.day))];
    await db
      .update(trades)
      .set({ ruleBreaks: [] })
      .where(sql`${trades.tradeDate} <= ${importDays[importDays.length - 1]}`);
    const importStart = performance.now();
    await db.transaction((tx) =>
      reevaluateDays(
        tx as LedgerTx,
        userId,
        importDays.map((day) => ({ accountId: account.id, day })),
        new Date(0),
      ),
    );
    const import10kMs = performance.now() - importStart;
    const stored = await db
      .select({ breaks: trades.ruleBreaks })
      .from(trades)
      .where(eq(trades.userId, userId));
    return {
      trades: list.length,
      firstRunMs: Math.round(firstMs),
      unchangedMedianMs: Math.round(median(unchanged)),
      import10kDaysMs: Math.round(import10kMs),
      tradesWithBreaksStored: stored.filter((r) => r.breaks.length).length,
    };
  } finally {
    await database.close();
  }
}

/** Rule-break detection over 100,000 trades: the pure evaluateDay, and reevaluateAccount on PGlite. */
export const ruleBreaksBench: Bench = {
  name: 'rule-breaks',
  description:
    'Quebras de regra em 100 mil trades: evaluateDay puro por conta-dia e reevaluateAccount (PGlite) de uma conta',
  async run() {
    const list = generate(TRADES);
    return { pure: pure(list), pglite: await onPglite(list) };
  },
};

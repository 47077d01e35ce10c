import { computeTaxYear, type TaxTrade } from '../src/shared/tax/engine';
import { benchPostgresUrl, withBenchServer } from './support/bench-server';
import type { Bench } from './types';
import { median } from './support/stats';

const YEARS = 10;
const DAYS_PER_YEAR = 250;
const TRADES_PER_DAY = 20;
const RUNS = 15;
const WARM_UP = 3;
const API_TRADES = 50_000;
const API_RUNS = 11;

const round = (ms: number) => Math.round(ms * 100) / 100;

/**
 * A deterministic trader (fixed-seed LCG): 10 years × ~250 business days × 20 trades, mostly WIN/WDO day trades,
 * one swing trade in twenty (closed two days later), a few NQ trades in USD, two accounts.
 */
export function generateTaxTrades(): TaxTrade[] {
  let seed = 20_160_104;
  const random = () => (seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0) / 4_294_967_296;
  const out: TaxTrade[] = [];
  const start = Date.UTC(2017, 0, 2); // a Monday
  const dateOf = (day: number) => new Date(start + day * 86_400_000).toISOString().slice(0, 10);
  for (let businessDay = 0; businessDay < YEARS * DAYS_PER_YEAR; businessDay++) {
    const day = Math.floor(businessDay / 5) * 7 + (businessDay % 5);
    const date = dateOf(day);
    for (let i = 0; i < TRADES_PER_DAY; i++) {
      const swing = random() < 0.05;
      const usd = random() < 0.05;
      out.push({
        openDate: date,
        closeDate: swing ? dateOf(day + 2) : date,
        currency: usd ? 'USD' : 'BRL',
        instrument: usd ? 'NQ' : random() < 0.7 ? 'WIN' : 'WDO',
        pnl: Math.round((random() - 0.48) * 40_000),
        account: random() < 0.8 ? 'a' : 'b',
      });
    }
  }
  return out;
}

function engineRun() {
  const trades = generateTaxTrades();
  const year = Number(trades[trades.length - 1]?.closeDate.slice(0, 4));
  for (let i = 0; i < WARM_UP; i++) computeTaxYear(trades, year);
  const times: number[] = [];
  let taxDue = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    taxDue = computeTaxYear(trades, year).totals.taxDue;
    times.push(performance.now() - started);
  }
  return {
    trades: trades.length,
    months: YEARS * 12,
    runs: RUNS,
    medianMs: round(median(times)),
    minMs: round(Math.min(...times)),
    maxMs: round(Math.max(...times)),
    lastYearTaxDueCents: taxDue,
  };
}

/**
 * GET /api/tax through the real server (gate, session, the one aggregated read, the engine, JSON), sequentially:
 * `uncached`, one request per year (each a new cache key: the read and the engine run), and `cached`, the same
 * year again (served until the user's trades change).
 */
async function apiRun(kind: 'pglite' | 'postgres', baseUrl?: string) {
  return withBenchServer(
    kind,
    baseUrl,
    { trades: API_TRADES, months: YEARS * 12 },
    async ({ base, cookie, trades }) => {
      const time = async (year: number) => {
        const started = performance.now();
        const res = await fetch(`${base}/api/tax?year=${year}`, { headers: { cookie } });
        if (!res.ok) throw new Error(`GET /api/tax → ${res.status}`);
        await res.arrayBuffer();
        return performance.now() - started;
      };
      const thisYear = new Date().getUTCFullYear();
      const uncached: number[] = [];
      for (let i = 0; i < API_RUNS; i++) uncached.push(await time(thisYear - i));
      const cached: number[] = [];
      for (let i = 0; i < API_RUNS; i++) cached.push(await time(thisYear));
      return {
        kind,
        trades,
        requests: API_RUNS,
        uncachedMedianMs: round(median(uncached)),
        uncachedMaxMs: round(Math.max(...uncached)),
        cachedMedianMs: round(median(cached)),
      };
    },
  );
}

/**
 * The tax engine over 10 years of trades (each run computes the last year's statement from the first month on),
 * and GET /api/tax for a user with 50,000 demo trades over 10 years, on PGlite and (with BENCH_DATABASE_URL or
 * TEST_DATABASE_URL) PostgreSQL.
 */
export const taxEngineBench: Bench = {
  name: 'tax-engine',
  description:
    'computeTaxYear over 10 years of monthly data (10 × 250 days × 20 trades), and GET /api/tax (50.000 trades)',
  async run() {
    const url = benchPostgresUrl();
    const results: Record<string, unknown> = { engine: engineRun(), apiPglite: await apiRun('pglite') };
    if (url) results.apiPostgres = await apiRun('postgres', url);
    return results;
  },
};

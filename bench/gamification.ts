import { count, eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/server/db/client';
import { composeLedger } from '../src/server/ledger-follow-ups';
import { gamificationDays, gamificationState, trades, user, xpLedger } from '../src/server/db/schema';
import { gamificationOverview } from '../src/server/features/gamification/gamification.service';
import { refreshGamification } from '../src/server/features/gamification/refresh';
import { loadImportContext } from '../src/server/features/imports/import-context';
import { runImport } from '../src/server/features/imports/imports.service';
import { parseUpload } from '../src/server/features/imports/parse';
import { profitFile } from './import-profit';
import { benchPostgresUrl, dropScratch, round, scratchPostgres } from './support/scratch-postgres';
import type { Bench } from './types';
import { median } from './support/stats';

/*
 * The gamification refresh (ADR 014) for a trader with a 10,000-trade Profit import: the import itself (its
 * transaction runs the refresh of every day it touched), then — with a third of the trades completed (emotion,
 * stop, note) so there is XP to reconcile — the refresh of every day ('all': what a plan save, a reset or the
 * first evaluation of an old account costs, and the re-evaluation of every achievement), the refresh of one day
 * (what each trade write adds) and the page's GET. On PGlite and, with BENCH_DATABASE_URL or TEST_DATABASE_URL, on
 * a scratch PostgreSQL database. Figures only: times are never asserted.
 */
const TRADES = 10_000;
const RUNS = 5;
const DAY_RUNS = 11;
const NOW = new Date('2026-06-15T15:00:00.000Z');
const SCRATCH = 'gamification';
const USER = 'bench-gamification-user';

async function timed(runs: number, fn: () => Promise<unknown>) {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    ms.push(performance.now() - started);
  }
  return round(median(ms));
}

async function runOn(database: Database) {
  await database.migrate();
  composeLedger();
  const { db } = database;
  await db
    .insert(user)
    .values({ id: USER, name: 'Bench', email: 'bench-gam@example.test', emailVerified: true });
  const context = await loadImportContext(db, USER, { symbolMap: {} });
  if (!context.ok) throw new Error(context.reason);
  const file = parseUpload(profitFile(TRADES), {});

  const t0 = performance.now();
  const summary = await runImport(db, context.ctx, file, { fileName: 'bench.csv', options: {}, now: NOW });
  const importMs = performance.now() - t0;

  // A third of the trades journaled with a stop (an import has neither): the XP the refresh reconciles.
  await db.execute(sql`
    update trades set emotion = 'calmo', notes = 'Entrada no pullback da média com stop técnico',
      stop_price = entry_price - 50
    where user_id = ${USER} and (extract(epoch from opened_at)::bigint % 3) = 0`);
  const first0 = performance.now();
  await refreshGamification(db, USER, NOW, 'all');
  const firstAllMs = performance.now() - first0;
  const allMs = await timed(RUNS, () => refreshGamification(db, USER, NOW, 'all'));

  const [mid] = await db
    .select({ day: trades.tradeDate })
    .from(trades)
    .where(eq(trades.userId, USER))
    .orderBy(trades.tradeDate)
    .offset(Math.floor(TRADES / 2))
    .limit(1);
  const oneDayMs = await timed(DAY_RUNS, () =>
    refreshGamification(db, USER, NOW, [mid?.day ?? '2025-02-01']),
  );
  const noDaysMs = await timed(DAY_RUNS, () => refreshGamification(db, USER, NOW));
  const overviewMs = await timed(DAY_RUNS, () => gamificationOverview(db, USER, NOW));

  const [days] = await db
    .select({ n: count() })
    .from(gamificationDays)
    .where(eq(gamificationDays.userId, USER));
  const [entries] = await db.select({ n: count() }).from(xpLedger).where(eq(xpLedger.userId, USER));
  const [state] = await db.select().from(gamificationState).where(eq(gamificationState.userId, USER));
  return {
    trades: summary.imported,
    days: days?.n ?? 0,
    ledgerEntries: entries?.n ?? 0,
    xp: state?.xp ?? 0,
    level: state?.level ?? 1,
    importWithRefreshMs: round(importMs),
    firstRefreshAllMs: round(firstAllMs),
    refreshAllMedianMs: allMs,
    refreshOneDayMedianMs: oneDayMs,
    refreshNoDaysMedianMs: noDaysMs,
    overviewGetMedianMs: overviewMs,
  };
}

export const gamificationBench: Bench = {
  name: 'gamification',
  description:
    'Gamification refresh after a 10,000-trade Profit import: import, refresh all, one day, the page',
  async run() {
    const results: Record<string, unknown> = {};
    const memory = await openDatabase({ memory: true });
    try {
      results.pglite = await runOn(memory);
    } finally {
      await memory.close();
    }
    const url = benchPostgresUrl();
    if (url) {
      const database = await openDatabase({ databaseUrl: await scratchPostgres(url, SCRATCH) });
      try {
        results.postgres = await runOn(database);
      } finally {
        await database.close();
        await dropScratch(url, SCRATCH);
      }
    }
    return results;
  },
};

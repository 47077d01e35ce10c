import { setupAuth } from '../../src/server/auth/setup';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { seedDemo } from '../../src/server/features/dashboard/demo-seed';
import { createLogger } from '../../src/server/logger';

export const LOAD_PASSWORD = 'segredo123';
export const traderEmail = (i: number) => `load-trader-${i}@example.test`;

/**
 * `count` allowed traders (the demo generator: a history on WIN/WDO/NQ in two accounts with risk plans, evaluated
 * and with gamification), written before the servers start. Each is a real better-auth user with a password, so
 * the bench signs them in through HTTP as a browser would. Writes run `concurrency` at a time (PostgreSQL takes
 * several; PGlite serialises them anyway).
 */
export async function seedTraders(
  env: Record<string, string>,
  opts: { count: number; tradesEach: number; months: number; concurrency: number },
): Promise<{ trades: number; ms: number }> {
  const started = performance.now();
  const config = loadConfig(env);
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  try {
    await database.migrate();
    const { auth } = setupAuth({
      config,
      db: database.db,
      mailer: { send: async () => {}, stop: async () => {} },
      logger: createLogger('silent'),
    });
    let next = 0;
    let trades = 0;
    const worker = async () => {
      for (let i = next++; i < opts.count; i = next++) {
        const result = await seedDemo(
          { db: database.db, auth },
          {
            email: traderEmail(i),
            password: LOAD_PASSWORD,
            name: `Trader ${i}`,
            months: opts.months,
            tradeCount: opts.tradesEach,
            seed: 1000 + i,
          },
        );
        trades += result.trades.BRL + result.trades.USD;
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, opts.concurrency) }, worker));
    return { trades, ms: Math.round(performance.now() - started) };
  } finally {
    await database.close();
  }
}

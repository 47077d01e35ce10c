import { seedDemo } from '../../src/server/features/dashboard/demo-seed';
import { withSeedDatabase } from './bench-setup';

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
  return withSeedDatabase(env, async ({ db, auth }) => {
    let next = 0;
    let trades = 0;
    const worker = async () => {
      for (let i = next++; i < opts.count; i = next++) {
        const result = await seedDemo(
          { db, auth },
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
  });
}

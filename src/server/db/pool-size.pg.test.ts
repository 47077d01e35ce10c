import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../config';
import { getTestDatabase } from '../testing/test-database';
import { openDatabase } from './client';

// PostgreSQL only: PGlite has no pool.
describe('the PostgreSQL pool', () => {
  it('opens at most poolMax connections: a further query waits for one to come back', async () => {
    // The worker's database (created by the shared test database), through a pool of two.
    const main = await getTestDatabase();
    const [{ db: name } = { db: '' }] = (
      await main.db.execute<{ db: string }>(sql`select current_database() as db`)
    ).rows;
    const url = new URL(testDatabaseUrl() ?? '');
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolMax: 2 });
    const marker = `pool-probe-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    let started = 0;
    let bothIn = () => {};
    const bothStarted = new Promise<void>((r) => (bothIn = r));
    try {
      const holders = [0, 1].map(() =>
        database.db.transaction(async (tx) => {
          // In the text itself (not a parameter), so pg_stat_activity shows it.
          await tx.execute(sql.raw(`select '${marker}'`));
          if (++started === 2) bothIn();
          await gate;
        }),
      );
      await bothStarted;
      let thirdDone = false;
      const third = database.db.execute(sql`select 1`).then(() => (thirdDone = true));
      // The control: another connection's answer about this pool's sessions comes back while the third waits.
      const open = await main.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and query like ${`%${marker}%`} and pid <> pg_backend_pid()`,
      );
      expect(open.rows[0]?.n).toBe(2);
      expect(thirdDone).toBe(false);
      release();
      await Promise.all(holders);
      await third;
      expect(thirdDone).toBe(true);
    } finally {
      release();
      await database.close();
    }
  });
});

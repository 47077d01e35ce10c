import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emptyDataDir, tempDir } from '../testing/temp-dirs';
import { openDatabase } from './client';
import { openPglite, pgliteVersion, usableTemplate } from './pglite';

/** A template as `npm run build` leaves it: an empty cluster in pglite/ and the PGlite version that made it. */
async function template(version = pgliteVersion()): Promise<{ dir: string; systemId: string }> {
  const dir = await emptyDataDir('template');
  const pglite = new PGlite(path.join(dir, 'pglite'));
  const { rows } = await pglite.query<{ id: string }>(
    'select system_identifier::text as id from pg_control_system()',
  );
  await pglite.close();
  writeFileSync(path.join(dir, 'pglite-version'), version + '\n');
  return { dir, systemId: rows[0]?.id ?? '' };
}

const systemId = async (db: Awaited<ReturnType<typeof openDatabase>>['db']) =>
  (await db.execute<{ id: string }>(sql`select system_identifier::text as id from pg_control_system()`))
    .rows[0]?.id;

// Each test opens PGlite once or twice: seconds each on a busy machine.
describe('the embedded database (PGlite)', { timeout: 120_000 }, () => {
  it('runs with 16 MB of shared buffers (PGlite zero-fills them: the stock 128 MB stayed resident)', async () => {
    const database = await openDatabase({ dataDir: await emptyDataDir('buffers') });
    try {
      const { rows } = await database.db.execute<{ shared_buffers: string }>(sql`show shared_buffers`);
      expect(rows[0]?.shared_buffers).toBe('16MB');
    } finally {
      await database.close();
    }
  });

  it('starts a new DATA_DIR from the prebuilt template, not from its own initdb, and migrates it', async () => {
    const made = await template();
    const dataDir = tempDir('fresh');
    const database = await openPglite(dataDir, { templateDir: made.dir });
    try {
      expect(await systemId(database.db)).toBe(made.systemId);
      await database.migrate();
      expect(await database.ping()).toBe(true);
    } finally {
      await database.close();
    }
    // The copy was published whole: nothing half-made is left beside the cluster.
    expect(readdirSync(dataDir)).toEqual(['pglite']);
  });

  it('leaves an existing cluster alone when a template is there', async () => {
    const made = await template();
    const dataDir = await emptyDataDir('existing');
    const before = new PGlite(path.join(dataDir, 'pglite'));
    await before.exec('create table kept (id int)');
    await before.close();
    const database = await openPglite(dataDir, { templateDir: made.dir });
    try {
      const { rows } = await database.db.execute<{ name: string | null }>(
        sql`select to_regclass('kept')::text as name`,
      );
      expect(rows[0]?.name).toBe('kept');
    } finally {
      await database.close();
    }
  });

  it('ignores a template made by another PGlite version, or without a cluster', () => {
    const dir = tempDir('template-check');
    mkdirSync(path.join(dir, 'pglite'));
    writeFileSync(path.join(dir, 'pglite', 'PG_VERSION'), '18\n');
    writeFileSync(path.join(dir, 'pglite-version'), '0.0.1\n');
    expect(usableTemplate(dir)).toBeUndefined();
    writeFileSync(path.join(dir, 'pglite-version'), pgliteVersion() + '\n');
    expect(usableTemplate(dir)).toBe(path.join(dir, 'pglite'));
    expect(usableTemplate(path.join(dir, 'missing'))).toBeUndefined();
    expect(existsSync(path.join(dir, 'pglite'))).toBe(true);
  });
});

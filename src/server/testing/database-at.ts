import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, openDatabase, type Database } from '../db/client';
import { createScratchDatabaseUrl } from './test-database';

/** The committed migrations up to and including `lastIdx`, in a folder of their own. */
function migrationsUpTo(lastIdx: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'mct-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= lastIdx);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/**
 * A scratch database (PostgreSQL when TEST_DATABASE_URL is set, else PGlite in memory) as it was when migration
 * `lastIdx` was the newest: a migration test writes old rows into it, then `database.migrate()` applies the rest.
 */
export async function databaseAt(scratchName: string, lastIdx: number): Promise<Database> {
  const url = await createScratchDatabaseUrl(scratchName);
  const database = url ? await openDatabase({ databaseUrl: url }) : await openDatabase({ memory: true });
  const folder = migrationsUpTo(lastIdx);
  if (database.kind === 'postgres') await migratePg(database.db as never, { migrationsFolder: folder });
  else await migratePglite(database.db, { migrationsFolder: folder });
  return database;
}

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { createTestApp } from '../../testing/test-app';
import { getTestDatabase } from '../../testing/test-database';
import { mayTurnOffTriggers } from './foreign-keys';
import { loadImportContext } from './import-context';
import { isRowError, toTradeRow, type TradeRow } from './import-rows';
import { writeImport } from './imports.service';
import { countsOf, profitCsv, signInUploader } from './imports.testkit';
import { parseUpload } from './parse';

// PostgreSQL only: PGlite has one role, a superuser. A production database often runs the app as a plain role.
const ROLE = `mct_app_${Math.random().toString(36).slice(2, 10)}`;
let t: Awaited<ReturnType<typeof createTestApp>>;
let main: Database;
let asRole: Database;

beforeAll(async () => {
  t = await createTestApp({ enableTestRoutes: true });
  main = await getTestDatabase();
  const [{ db: name } = { db: '' }] = (
    await main.db.execute<{ db: string }>(sql`select current_database() as db`)
  ).rows;
  for (const statement of [
    `create role ${ROLE} login`,
    `grant all on schema public to ${ROLE}`,
    `grant all on all tables in schema public to ${ROLE}`,
    `grant all on all sequences in schema public to ${ROLE}`,
  ])
    await main.db.execute(sql.raw(statement));
  const url = new URL(testDatabaseUrl() ?? '');
  url.pathname = `/${name}`;
  url.username = ROLE;
  url.password = '';
  asRole = await openDatabase({ databaseUrl: url.toString() });
});

afterAll(async () => {
  await asRole?.close();
  await main.db.execute(sql.raw(`drop owned by ${ROLE}`));
  await main.db.execute(sql.raw(`drop role ${ROLE}`));
});

const rows = (day: number) =>
  [1, 2, 3].map(
    (k) => `WINJ26;0${day}/03/2026 09:0${k}:00;0${day}/03/2026 09:2${k}:00;1;1;C;125.000,00;125.100,00;;;`,
  );

async function importAs(database: Database, day: number) {
  const u = await signInUploader(t.app);
  const context = await loadImportContext(database.db, u.userId, { symbolMap: {} });
  if (!context.ok) throw new Error(context.reason);
  const built = parseUpload(profitCsv(rows(day)), {})
    .trades.map((tr) => toTradeRow(tr, context.ctx))
    .filter((r): r is TradeRow => !isRowError(r));
  const summary = await writeImport(database.db, context.ctx, {
    fileName: 'papel.csv',
    format: 'profit',
    totalRows: built.length,
    rows: built,
    rejects: [],
    rejectedCount: 0,
    mapping: null,
  });
  return { summary, counts: await countsOf(main.db, u.userId) };
}

describe('an import on a role that may not turn triggers off', () => {
  it('keeps the foreign-key checks and stores the same rows; granted the parameter, it turns them off', async () => {
    expect(await asRole.db.transaction((tx) => mayTurnOffTriggers(tx))).toBe(false);
    const plain = await importAs(asRole, 2);
    expect(plain.summary).toMatchObject({ imported: 3, duplicates: 0, rejected: 0 });
    expect(plain.counts).toEqual({ trades: 3, imports: 1 });

    await main.db.execute(sql.raw(`grant set on parameter session_replication_role to ${ROLE}`));
    expect(await asRole.db.transaction((tx) => mayTurnOffTriggers(tx))).toBe(true);
    const granted = await importAs(asRole, 3);
    expect(granted.counts).toEqual({ trades: 3, imports: 1 });
    await main.db.execute(sql.raw(`revoke set on parameter session_replication_role from ${ROLE}`));
  });

  it('the superuser the tests run as turns them off', async () => {
    expect(await main.db.transaction((tx) => mayTurnOffTriggers(tx))).toBe(true);
  });
});

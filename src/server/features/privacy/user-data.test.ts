import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema';
import { createTestApp } from '../../testing/test-app';
import { deleteAccount } from './delete-account.service';
import { seedEveryTable, someone, unzipText } from './privacy.testkit';
import { EXPORTED, NOT_PERSONAL, schemaTables, tableName, USER_TABLES, type Person } from './user-data';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ enableTestRoutes: true });
});

const listed = new Set(USER_TABLES.map((u) => tableName(u.table)));

/** Tables with a foreign key to `user`, or to a table that has one (a challenge's marks belong to its owner). */
function tablesReferencingUser(): Set<string> {
  const tables = schemaTables();
  const found = new Set<string>([getTableName(user)]);
  for (let grew = true; grew;) {
    grew = false;
    for (const table of tables) {
      const name = tableName(table);
      if (found.has(name)) continue;
      const refs = getTableConfig(table).foreignKeys.map((fk) => getTableName(fk.reference().foreignTable));
      if (refs.some((r) => found.has(r))) {
        found.add(name);
        grew = true;
      }
    }
  }
  return found;
}

/** Column names that say "a person" even without a foreign key (the audit log copies ids and emails as text). */
const PERSONISH = /(^|_)(user|actor|inviter|email|to|created_by|updated_by)(_|$)/;

describe('the map of personal data (USER_TABLES)', () => {
  it('classifies every table of the schema exactly once: a new table fails here until it is added', () => {
    const names = schemaTables().map(tableName);
    expect(USER_TABLES.length, 'a table listed twice').toBe(listed.size);
    expect(names.filter((n) => !listed.has(n) && !(n in NOT_PERSONAL))).toEqual([]);
    expect(names.filter((n) => listed.has(n) && n in NOT_PERSONAL)).toEqual([]);
    expect([...listed, ...Object.keys(NOT_PERSONAL)].filter((n) => !names.includes(n))).toEqual([]);
  });

  it('lists every table that references a user, and no table "not personal" has a column naming a person', () => {
    expect([...tablesReferencingUser()].filter((n) => !listed.has(n))).toEqual([]);
    for (const table of schemaTables().filter((x) => tableName(x) in NOT_PERSONAL)) {
      const columns = Object.values(getTableColumns(table)).map((c) => c.name);
      expect(
        columns.filter((c) => PERSONISH.test(c)),
        tableName(table),
      ).toEqual([]);
    }
  });

  it('says why for every table left out of the export, and never exports a credential column', () => {
    for (const u of USER_TABLES) {
      if ('excluded' in u.export) expect(u.export.excluded.length, tableName(u.table)).toBeGreaterThan(20);
      if ('anonymise' in u.erase) expect(u.erase.reason.length, tableName(u.table)).toBeGreaterThan(20);
    }
    const omitted = (name: string) =>
      EXPORTED.find((e) => tableName(e.table) === name)?.export.omit?.map((c) => c.name);
    expect(omitted('account')).toEqual(
      expect.arrayContaining(['password', 'access_token', 'refresh_token', 'id_token']),
    );
    expect(omitted('session')).toContain('token');
    expect(EXPORTED.map((e) => tableName(e.table))).not.toContain('two_factor');
  });
});

async function countRows(table: PgTable, p: Person) {
  const entry = USER_TABLES.find((u) => u.table === table);
  if (!entry) throw new Error('not a user table');
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(entry.rows(p));
  return row?.n ?? 0;
}

/** Every cell of every table, as text, that contains the person's id or email (case-insensitive). */
async function cellsNaming(p: Person): Promise<string[]> {
  const hits: string[] = [];
  for (const table of schemaTables()) {
    for (const column of Object.values(getTableColumns(table))) {
      const [row] = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(
          sql`strpos(${column}::text, ${p.id}) > 0 or strpos(lower(${column}::text), ${p.email.toLowerCase()}) > 0`,
        );
      if (row?.n) hits.push(`${tableName(table)}.${column.name}: ${row.n}`);
    }
  }
  return hits;
}

describe('a person with a row in every table', () => {
  it('finds each table in the export, and after deletion no cell of any table names them', async () => {
    const p = await someone(t.app);
    const other = await someone(t.app);
    await seedEveryTable(t.database.db, p);
    await seedEveryTable(t.database.db, other);
    for (const u of USER_TABLES) expect(await countRows(u.table, p), tableName(u.table)).toBeGreaterThan(0);

    const res = await p.client.request('/api/me/export');
    expect(res.status).toBe(200);
    const files = unzipText(await res.arrayBuffer());
    for (const e of EXPORTED) {
      const rows = JSON.parse(files[e.file] ?? 'null') as unknown[];
      expect(rows.length, e.file).toBeGreaterThan(0);
      expect(JSON.stringify(rows), `${e.file} holds another person`).not.toContain(other.id);
    }

    await deleteAccount(t.database.db, p.id, []);
    for (const u of USER_TABLES) expect(await countRows(u.table, p), tableName(u.table)).toBe(0);
    expect(await cellsNaming(p)).toEqual([]);
    // The other person keeps everything.
    for (const u of USER_TABLES)
      expect(await countRows(u.table, other), tableName(u.table)).toBeGreaterThan(0);
  });
});

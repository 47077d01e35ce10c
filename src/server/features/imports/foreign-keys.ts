import { sql } from 'drizzle-orm';
import { onPostgres } from '../../db/copy';
import type { Tx } from '../../db/tx';

/**
 * This transaction's role may turn triggers off (`session_replication_role`): a superuser, or on PostgreSQL 15+ a
 * role granted `SET ON PARAMETER session_replication_role`. PGlite's only role is a superuser.
 */
export async function mayTurnOffTriggers(tx: Tx): Promise<boolean> {
  if (!onPostgres(tx)) return true;
  const [role] = (
    await tx.execute<{ superuser: boolean; version: number }>(
      sql`select current_setting('is_superuser') = 'on' as superuser,
                 current_setting('server_version_num')::int as version`,
    )
  ).rows;
  if (!role) return false;
  if (role.superuser) return true;
  if (role.version < 150000) return false;
  const [grant] = (
    await tx.execute<{ allowed: boolean }>(
      sql`select has_parameter_privilege('session_replication_role', 'SET') as allowed`,
    )
  ).rows;
  return grant?.allowed === true;
}

/**
 * Runs the staged rows' INSERT … SELECT without the trades table's three foreign-key checks per row (user, account,
 * import: ~0.9 s of a 100,000-row import on PostgreSQL, ~2.5 s on PGlite). They can only pass: every row's user and
 * account are those of the trade_imports row this transaction wrote, whose own foreign keys checked them and took
 * the KEY SHARE row locks that keep the user and the account from being deleted (or their id changed) until this
 * transaction ends; its import is that row, which no one else can see yet. `session_replication_role = replica`
 * turns off every trigger of the statement, and trades has no other (imports-guards.test.ts keeps it so). A role
 * that may not set it runs the checks (the same result, slower).
 */
export async function withoutForeignKeyChecks<T>(tx: Tx, run: () => Promise<T>): Promise<T> {
  if (!(await mayTurnOffTriggers(tx))) return run();
  await tx.execute(sql`set local session_replication_role = replica`);
  const result = await run();
  await tx.execute(sql`set local session_replication_role = origin`);
  return result;
}

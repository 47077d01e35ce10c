import { asc, eq } from 'drizzle-orm';
import { user } from '../db/schema';
import type { Exec, Tx } from '../db/tx';

/**
 * The admins' ids, their rows locked in id order: two changes that could each remove an admin (a role revoked, an
 * account deleted) run one after the other, so the second sees the first and the product never ends up without an
 * admin.
 */
export async function lockAdmins(tx: Tx): Promise<Set<string>> {
  const rows = await tx
    .select({ id: user.id })
    .from(user)
    .where(eq(user.role, 'admin'))
    .orderBy(asc(user.id))
    .for('update');
  return new Set(rows.map((r) => r.id));
}

/** The admins' ids as they are now, without a lock: for a status shown before any change. */
export async function adminIds(exec: Exec): Promise<Set<string>> {
  const rows = await exec.select({ id: user.id }).from(user).where(eq(user.role, 'admin'));
  return new Set(rows.map((r) => r.id));
}

/** Whether an admin leaving the role would leave the product without one. */
export const isLastAdmin = (admins: ReadonlySet<string>): boolean => admins.size <= 1;

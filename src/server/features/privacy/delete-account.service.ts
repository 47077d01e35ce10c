import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { REAUTH_WINDOW_MINUTES, type AccountDeletionStatus } from '@/shared/privacy/contract';
import type { Db } from '../../db/client';
import { account, member, organization, passkey, profiles, user } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { adminIds, isLastAdmin, lockAdmins } from '../../auth/admin-guard';
import { schoolAdminMembership } from '../../user/access';
import { userZone } from '../../user/trading-settings';
import { USER_TABLES, type Person } from './user-data';
import type { Tx } from '../../db/tx';

type Exec = Db | Tx;

/** True when the account can sign in with a password (so it confirms the deletion with it). */
export async function hasPassword(exec: Exec, userId: string): Promise<boolean> {
  const rows = await exec
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential'), isNotNull(account.password)))
    .limit(1);
  return rows.length > 0;
}

/** Until when a sign-in counts as recent enough to delete an account without a password. */
export const recentUntil = (signedInAt: Date) =>
  new Date(signedInAt.getTime() + REAUTH_WINDOW_MINUTES * 60_000);

async function schoolsAdministered(exec: Exec, userId: string): Promise<string[]> {
  const rows = await exec
    .select({ name: organization.name })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(and(eq(member.userId, userId), schoolAdminMembership))
    .orderBy(asc(organization.name));
  return rows.map((r) => r.name);
}

/** The refusal for an admin: the last one, or one the server's configuration makes an admin at every start. */
function blockedFor(
  target: { email: string; role: string | null },
  admins: ReadonlySet<string>,
  adminEmails: string[],
): AccountDeletionStatus['blocked'] {
  if (target.role !== 'admin') return null;
  if (adminEmails.includes(target.email.toLowerCase())) return 'bootstrap-admin';
  return isLastAdmin(admins) ? 'last-admin' : null;
}

export async function deletionStatus(
  db: Db,
  u: { id: string; email: string; role?: string | null },
  signedInAt: Date,
  now: Date,
  adminEmails: string[],
): Promise<AccountDeletionStatus> {
  const admins = await adminIds(db);
  const until = recentUntil(signedInAt);
  const [google] = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, u.id), eq(account.providerId, 'google')))
    .limit(1);
  const [key] = await db.select({ id: passkey.id }).from(passkey).where(eq(passkey.userId, u.id)).limit(1);
  return {
    signInMethods: [...(key ? (['passkey'] as const) : []), ...(google ? (['google'] as const) : [])],
    reauth: (await hasPassword(db, u.id)) ? 'password' : 'recent-sign-in',
    recentSignInUntil: until > now ? until.toISOString() : null,
    blocked: blockedFor({ email: u.email, role: u.role ?? null }, admins, adminEmails),
    schoolsAdministered: await schoolsAdministered(db, u.id),
  };
}

export interface DeletedAccount {
  id: string;
  email: string;
  name: string;
  schools: string[];
  /** Their zone, read before their settings go: the confirmation's time is in it. */
  timeZone: string;
}

/**
 * Deletes every row of the person in one transaction, walking USER_TABLES (children before parents, the user row
 * last); the audit entries and the few shared rows that name them are anonymised instead (docs/privacy.md). The
 * admin rows are locked first, as the role changes do, so two admins deleting themselves at once leave one; the
 * user row is locked next, so a write of theirs running meanwhile waits and then fails instead of leaving a row
 * behind.
 */
export async function deleteAccount(db: Db, userId: string, adminEmails: string[]): Promise<DeletedAccount> {
  return db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const [target] = await tx
      .select({ id: user.id, email: user.email, name: user.name, role: user.role })
      .from(user)
      .where(eq(user.id, userId))
      .limit(1)
      .for('update');
    if (!target) throw new ApiError(404, 'USER_NOT_FOUND');
    const blocked = blockedFor(target, admins, adminEmails);
    if (blocked === 'bootstrap-admin') throw new ApiError(409, 'ACCOUNT_DELETE_BOOTSTRAP_ADMIN');
    if (blocked === 'last-admin') throw new ApiError(409, 'ACCOUNT_DELETE_LAST_ADMIN');

    const [profile] = await tx
      .select({ displayName: profiles.displayName })
      .from(profiles)
      .where(eq(profiles.userId, userId))
      .limit(1);
    const schools = await schoolsAdministered(tx, userId);
    const timeZone = await userZone(tx, userId);
    const person: Person = { id: target.id, email: target.email };
    for (const t of USER_TABLES) {
      if ('delete' in t.erase) await tx.delete(t.table).where(t.rows(person));
      else await t.erase.anonymise(tx, person);
    }
    return {
      id: target.id,
      email: target.email,
      name: profile?.displayName || target.name,
      schools,
      timeZone,
    };
  });
}

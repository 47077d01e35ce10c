import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AdminUser } from '@/shared/account/contract';
import type { Db } from '../../db/client';
import { profiles, user } from '../../db/schema';
import { ensureProfile, roleOf } from '../accounts/accounts.service';

const LIST_LIMIT = 500;

const columns = {
  userId: user.id,
  email: user.email,
  name: user.name,
  role: user.role,
  emailVerified: user.emailVerified,
  createdAt: user.createdAt,
  displayName: profiles.displayName,
  whatsapp: profiles.whatsapp,
  isAllowed: profiles.isAllowed,
};

type Row = {
  userId: string;
  email: string;
  name: string;
  role: string | null;
  emailVerified: boolean;
  createdAt: Date;
  displayName: string | null;
  whatsapp: string | null;
  isAllowed: boolean | null;
};

function toAdminUser(r: Row): AdminUser {
  return {
    userId: r.userId,
    email: r.email,
    name: r.name,
    displayName: r.displayName ?? r.name,
    whatsapp: r.whatsapp,
    role: roleOf(r),
    isAllowed: Boolean(r.isAllowed) || roleOf(r) === 'admin',
    emailVerified: r.emailVerified,
    createdAt: r.createdAt.toISOString(),
  };
}

/** Users awaiting release first, newest first within each group; optional search by name or email. */
export async function listUsers(db: Db, q?: string): Promise<AdminUser[]> {
  const term = q?.trim();
  const pattern = term ? `%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : undefined;
  const rows = await db
    .select(columns)
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(
      pattern
        ? or(ilike(user.name, pattern), ilike(user.email, pattern), ilike(profiles.displayName, pattern))
        : undefined,
    )
    .orderBy(asc(sql`coalesce(${profiles.isAllowed}, false) or ${user.role} = 'admin'`), desc(user.createdAt))
    .limit(LIST_LIMIT);
  return rows.map(toAdminUser);
}

export async function getAdminUser(db: Db, userId: string): Promise<AdminUser | undefined> {
  const rows = await db
    .select(columns)
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  return rows[0] ? toAdminUser(rows[0]) : undefined;
}

export type SetAccessResult =
  { ok: true; user: AdminUser } | { ok: false; reason: 'not-found' | 'self' | 'admin' };

/** Releases or revokes a user's access; the gate reads the profile on every request, so it applies at once. */
export async function setAccess(
  db: Db,
  actorId: string,
  userId: string,
  allowed: boolean,
): Promise<SetAccessResult> {
  const [target] = await db.select().from(user).where(eq(user.id, userId)).limit(1);
  if (!target) return { ok: false, reason: 'not-found' };
  if (!allowed && target.id === actorId) return { ok: false, reason: 'self' };
  if (!allowed && roleOf(target) === 'admin') return { ok: false, reason: 'admin' };
  await ensureProfile(db, target);
  await db
    .update(profiles)
    .set({ isAllowed: allowed })
    .where(and(eq(profiles.userId, userId)));
  const updated = await getAdminUser(db, userId);
  if (!updated) return { ok: false, reason: 'not-found' };
  return { ok: true, user: updated };
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  accessStatus,
  continuationEndFor,
  isReadOnly,
  trialDaysLeft,
  trialEndFor,
  TRIAL_DAYS_DEFAULT,
  type AccessDto,
  type AccessStatus,
} from '@/shared/account/access';
import {
  isSchoolAdminRole,
  MENTOR_MEMBER_ROLE,
  SCHOOL_ADMIN_MEMBER_ROLES,
  STUDENT_MEMBER_ROLE,
} from '@/shared/admin/permissions';
import type { Sharing } from '@/shared/schools/contract';
import type { Db } from '../db/client';
import { appSettings, member, organization, profiles } from '../db/schema';
import { roleOf } from './role';
import { userToday } from './trading-settings';
import type { Tx } from '../db/tx';

type Exec = Db | Tx;
type ProfileRow = typeof profiles.$inferSelect;

export const TRIAL_DAYS_KEY = 'trialDays';

/** The trial's length, an admin setting (app_settings), 7 days until changed. */
export async function getTrialDays(exec: Exec): Promise<number> {
  const [row] = await exec
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, TRIAL_DAYS_KEY))
    .limit(1);
  const n = Number(row?.value);
  return Number.isInteger(n) && n > 0 ? n : TRIAL_DAYS_DEFAULT;
}

/** A membership row that administers its school (owner or admin). */
export const schoolAdminMembership = inArray(member.role, [...SCHOOL_ADMIN_MEMBER_ROLES]);

/** The schools a user administers (owner or admin member), archived ones included. */
export async function schoolsAdministeredBy(exec: Exec, userId: string) {
  return exec
    .select({ id: organization.id, name: organization.name, role: member.role })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(and(eq(member.userId, userId), schoolAdminMembership))
    .orderBy(organization.name);
}

export async function isSchoolAdminOf(exec: Exec, userId: string, schoolId: string): Promise<boolean> {
  const rows = await exec
    .select({ id: member.id })
    .from(member)
    .where(and(eq(member.userId, userId), eq(member.organizationId, schoolId), schoolAdminMembership))
    .limit(1);
  return rows.length > 0;
}

/** The schools a user mentors (a 'mentor' member), archived ones included. */
export async function schoolsMentoredBy(exec: Exec, userId: string) {
  return exec
    .select({ id: organization.id, name: organization.name })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(and(eq(member.userId, userId), eq(member.role, MENTOR_MEMBER_ROLE)))
    .orderBy(organization.name);
}

/** The user's school role in THIS school as the permission matrix names it, or null (a student, or no member). */
export async function schoolRoleOf(
  exec: Exec,
  userId: string,
  schoolId: string,
): Promise<'schoolAdmin' | 'mentor' | null> {
  const [row] = await exec
    .select({ role: member.role })
    .from(member)
    .where(and(eq(member.userId, userId), eq(member.organizationId, schoolId)))
    .limit(1);
  if (!row) return null;
  if (isSchoolAdminRole(row.role)) return 'schoolAdmin';
  return row.role === MENTOR_MEMBER_ROLE ? 'mentor' : null;
}

/** Whether the user administers any school (owner or admin member). */
export async function isSchoolAdmin(exec: Exec, userId: string): Promise<boolean> {
  return (await schoolsAdministeredBy(exec, userId)).length > 0;
}

/** The school a trader studies at (at most one), with what they share with it. */
export async function studentSchoolOf(
  exec: Exec,
  userId: string,
): Promise<{ id: string; name: string } | undefined> {
  const [row] = await exec
    .select({ id: organization.id, name: organization.name })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(and(eq(member.userId, userId), eq(member.role, STUDENT_MEMBER_ROLE)))
    .limit(1);
  return row;
}

/**
 * Admins and school admins are never held by the trial: they run the product or a school. The school-admin
 * membership is read only when the profile alone would restrict the user (the gate's hot path stays one query).
 */
export async function accessStatusOf(
  exec: Exec,
  u: { id: string; role?: string | null },
  profile: ProfileRow,
  now: Date,
  /**
   * Pass it when the caller already read the user's schools (/api/me), to skip the query; or a function that reads
   * it (the gate's cache), called only when needed.
   */
  schoolAdmin?: boolean | (() => Promise<boolean>),
): Promise<AccessStatus> {
  if (roleOf(u) === 'admin') return 'active';
  const status = accessStatus(profile, now);
  if (status === 'trial' || status === 'active') return status;
  const exempt =
    typeof schoolAdmin === 'function'
      ? await schoolAdmin()
      : (schoolAdmin ?? (await isSchoolAdmin(exec, u.id)));
  return exempt ? accessStatus(profile, now, true) : status;
}

export function toAccessDto(
  profile: ProfileRow,
  status: AccessStatus,
  now: Date,
  timezone: string,
): AccessDto {
  return {
    status,
    releasedAt: profile.releasedAt?.toISOString() ?? null,
    trialEndsAt: profile.trialEndsAt?.toISOString() ?? null,
    trialDaysLeft: profile.trialEndsAt ? trialDaysLeft(profile.trialEndsAt, now, timezone) : null,
    continuedUntil: profile.continuedUntil?.toISOString() ?? null,
    continuedIndefinitely: Boolean(profile.continuedAt && !profile.continuedUntil),
    continueRequestedAt: profile.continueRequestedAt?.toISOString() ?? null,
    readOnly: isReadOnly(status),
  };
}

export async function accessDtoOf(
  exec: Exec,
  u: { id: string; role?: string | null },
  profile: ProfileRow,
  now: Date,
  isSchoolAdmin?: boolean,
): Promise<AccessDto> {
  const [status, { timezone }] = await Promise.all([
    accessStatusOf(exec, u, profile, now, isSchoolAdmin),
    userToday(exec, u.id, now),
  ]);
  return toAccessDto(profile, status, now, timezone);
}

/**
 * Releases a user: access on, any revocation cleared. The first release starts the trial (ending at the local
 * midnight after its last day, in the trader's zone); a release after a revocation keeps the trial it had.
 */
export async function releaseProfile(tx: Tx, userId: string, now: Date): Promise<ProfileRow> {
  const [current] = await tx
    .select()
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1)
    .for('update');
  if (!current) throw new Error(`releaseProfile: no profile for ${userId}`);
  let trial: Partial<ProfileRow> = {};
  if (!current.releasedAt) {
    const [days, { timezone }] = await Promise.all([getTrialDays(tx), userToday(tx, userId, now)]);
    trial = { releasedAt: now, trialEndsAt: trialEndFor(now, timezone, days) };
  }
  const [row] = await tx
    .update(profiles)
    .set({ isAllowed: true, revokedAt: null, ...trial })
    .where(eq(profiles.userId, userId))
    .returning();
  if (!row) throw new Error('profile vanished');
  return row;
}

/**
 * Releases a pending user (not let in, and not revoked): a school's admin or mentor works in the app. An allowed or
 * revoked account is left as it is, as is a user without a profile.
 */
export async function releaseIfPending(tx: Tx, userId: string, now: Date): Promise<void> {
  const [p] = await tx
    .select({ isAllowed: profiles.isAllowed, revokedAt: profiles.revokedAt })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  if (p && !p.isAllowed && !p.revokedAt) await releaseProfile(tx, userId, now);
}

/** Continues an account until a local date (inclusive, in the trader's zone) or without end. */
export async function continueProfile(
  tx: Tx,
  userId: string,
  until: string | null,
  now: Date,
): Promise<ProfileRow> {
  const { timezone } = await userToday(tx, userId, now);
  const [row] = await tx
    .update(profiles)
    .set({
      continuedAt: now,
      continuedUntil: until ? continuationEndFor(until, timezone) : null,
      continueRequestedAt: null,
    })
    .where(eq(profiles.userId, userId))
    .returning();
  if (!row) throw new Error(`continueProfile: no profile for ${userId}`);
  return row;
}

export type { Sharing };

export const REQUIRE_ADMIN_TWO_FACTOR_KEY = 'requireAdminTwoFactor';

/** Whether admins must have two-factor on to use the admin area. Off until an admin turns it on. */
export async function adminTwoFactorRequired(exec: Db | Tx): Promise<boolean> {
  const [row] = await exec
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, REQUIRE_ADMIN_TWO_FACTOR_KEY))
    .limit(1);
  return row?.value === true;
}

/**
 * Whether `viewerId` administers or mentors the school `ownerId` studies at while the student shares everything
 * ('full') with it: the one way someone other than the owner may read a trader's journal (the school's student
 * detail, the mentor's reading of the journal, the screenshots of a trade). Read on every request, so a change of
 * sharing or a student leaving ends it at once.
 */
export async function sharesEverythingWith(
  exec: Pick<Db, 'execute'>,
  viewerId: string,
  ownerId: string,
): Promise<boolean> {
  if (viewerId === ownerId) return false;
  const readers = [...SCHOOL_ADMIN_MEMBER_ROLES, MENTOR_MEMBER_ROLE];
  const res = await exec.execute(sql`
    select 1 from ${member} s
      join ${profiles} p on p.user_id = s.user_id and p.school_sharing = 'full'
      join ${member} a on a.organization_id = s.organization_id and a.user_id = ${viewerId}
        and a.role in (${sql.join(
          readers.map((r) => sql`${r}`),
          sql`, `,
        )})
    where s.user_id = ${ownerId} and s.role = ${STUDENT_MEMBER_ROLE}
    limit 1`);
  return res.rows.length > 0;
}

import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { schoolInputSchema, schoolPatchSchema } from '@/shared/admin/contract';
import {
  MENTOR_MEMBER_ROLE,
  SCHOOL_ADMIN_MEMBER_ROLES,
  STUDENT_MEMBER_ROLE,
  type AppRole,
} from '@/shared/admin/permissions';
import type { SchoolDto } from '@/shared/schools/contract';
import type { Db } from '../../db/client';
import { member, organization, profiles, user } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { roleOf } from '../../user/role';
import { schoolRoleOf } from '../../user/access';
import type { Tx } from '../../db/tx';

type Exec = Db | Tx;
type SchoolRow = typeof organization.$inferSelect;
type SchoolInput = z.output<typeof schoolInputSchema>;
type SchoolPatch = z.output<typeof schoolPatchSchema>;

/** A fresh invite-link secret: 128 random bits as hex (unguessable; the old code stops working at once). */
export const newInviteCode = (): string => randomBytes(16).toString('hex');

export type SchoolRole = Extract<AppRole, 'admin' | 'schoolAdmin' | 'mentor'>;

/**
 * Who may act on a school: an admin (every school), a school admin or a mentor of THAT school; what each may do is
 * the permission matrix's. Anyone else, and any unknown id, gets the same 404 SCHOOL_NOT_FOUND, so a school's
 * existence never leaks.
 */
export async function schoolAccess(
  exec: Exec,
  caller: { id: string; role?: string | null },
  schoolId: string,
): Promise<{ school: SchoolRow; role: SchoolRole }> {
  const [school] = await exec.select().from(organization).where(eq(organization.id, schoolId)).limit(1);
  if (!school) throw new ApiError(404, 'SCHOOL_NOT_FOUND');
  if (roleOf(caller) === 'admin') return { school, role: 'admin' };
  const role = await schoolRoleOf(exec, caller.id, schoolId);
  if (role) return { school, role };
  throw new ApiError(404, 'SCHOOL_NOT_FOUND');
}

/** The SchoolDto of each school matching `where`, in three queries whatever the number of schools. */
export async function schoolDtos(exec: Exec, where: SQL | undefined): Promise<SchoolDto[]> {
  const rows = await exec.select().from(organization).where(where).orderBy(asc(organization.name));
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [counts, admins] = await Promise.all([
    exec
      .select({
        schoolId: member.organizationId,
        students: sql<number>`count(*)::int`,
        seatsUsed: sql<number>`(count(*) filter (where ${profiles.isAllowed}))::int`,
        pending: sql<number>`(count(*) filter (where not ${profiles.isAllowed} and ${profiles.revokedAt} is null))::int`,
      })
      .from(member)
      .innerJoin(profiles, eq(profiles.userId, member.userId))
      .where(and(inArray(member.organizationId, ids), eq(member.role, STUDENT_MEMBER_ROLE)))
      .groupBy(member.organizationId),
    exec
      .select({ schoolId: member.organizationId, userId: user.id, name: user.name, email: user.email })
      .from(member)
      .innerJoin(user, eq(user.id, member.userId))
      .where(and(inArray(member.organizationId, ids), inArray(member.role, [...SCHOOL_ADMIN_MEMBER_ROLES])))
      .orderBy(asc(user.name)),
  ]);
  const countOf = new Map(counts.map((c) => [c.schoolId, c]));
  return rows.map((r) => {
    const c = countOf.get(r.id);
    return {
      id: r.id,
      name: r.name,
      slug: r.slug,
      whatsapp: r.whatsapp,
      instagram: r.instagram,
      seatLimit: r.seatLimit,
      seatsUsed: c?.seatsUsed ?? 0,
      students: c?.students ?? 0,
      pendingStudents: c?.pending ?? 0,
      admins: admins
        .filter((a) => a.schoolId === r.id)
        .map(({ userId, name, email }) => ({ userId, name, email })),
      archivedAt: r.archivedAt?.toISOString() ?? null,
      inviteCode: r.inviteCode,
      createdAt: r.createdAt.toISOString(),
    };
  });
}

export async function schoolDto(exec: Exec, id: string): Promise<SchoolDto> {
  const [dto] = await schoolDtos(exec, eq(organization.id, id));
  if (!dto) throw new ApiError(404, 'SCHOOL_NOT_FOUND');
  return dto;
}

export function listSchools(db: Db, archived?: boolean): Promise<SchoolDto[]> {
  const where =
    archived === undefined
      ? undefined
      : archived
        ? isNotNull(organization.archivedAt)
        : isNull(organization.archivedAt);
  return schoolDtos(db, where);
}

/**
 * The schools a caller sees in their school area: every school for admins, the ones they administer or mentor
 * otherwise.
 */
export async function schoolsOf(db: Db, caller: { id: string; role?: string | null }): Promise<SchoolDto[]> {
  if (roleOf(caller) === 'admin') return schoolDtos(db, undefined);
  const roles = await db
    .select({ id: member.organizationId, role: member.role })
    .from(member)
    .where(
      and(
        eq(member.userId, caller.id),
        inArray(member.role, [...SCHOOL_ADMIN_MEMBER_ROLES, MENTOR_MEMBER_ROLE]),
      ),
    );
  if (!roles.length) return [];
  const dtos = await schoolDtos(
    db,
    inArray(
      organization.id,
      roles.map((r) => r.id),
    ),
  );
  const mentored = new Set(roles.filter((r) => r.role === MENTOR_MEMBER_ROLE).map((r) => r.id));
  return dtos.map((d) => (mentored.has(d.id) ? forMentor(d) : d));
}

/** A mentor does not invite (school.invite): the school's invite link is not theirs to see. */
export const forMentor = (dto: SchoolDto): SchoolDto => ({ ...dto, inviteCode: '' });

const slugTaken = () => new ApiError(409, 'SCHOOL_SLUG_TAKEN', { field: 'slug' });

async function assertSlugFree(tx: Tx, slug: string, exceptId?: string) {
  const [row] = await tx
    .select({ id: organization.id })
    .from(organization)
    .where(eq(organization.slug, slug))
    .limit(1);
  if (row && row.id !== exceptId) throw slugTaken();
}

/** A unique violation on the slug that slipped past the check (two creates at once) is still a 409. */
export async function onSlugRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const text = String((err as { cause?: unknown })?.cause ?? err);
    if (/organization_slug|slug/i.test(text) && /unique|duplicate/i.test(text)) throw slugTaken();
    throw err;
  }
}

export async function insertSchool(tx: Tx, input: SchoolInput): Promise<SchoolRow> {
  await assertSlugFree(tx, input.slug);
  const [row] = await tx
    .insert(organization)
    .values({
      id: randomUUID(),
      name: input.name,
      slug: input.slug,
      whatsapp: input.whatsapp ?? null,
      instagram: input.instagram ?? null,
      seatLimit: input.seatLimit ?? null,
      inviteCode: newInviteCode(),
    })
    .returning();
  if (!row) throw new Error('school insert returned nothing');
  return row;
}

/** PATCH semantics: a field left out stays as it is; null clears an optional field. */
export async function patchSchool(
  tx: Tx,
  id: string,
  patch: SchoolPatch,
): Promise<{ before: SchoolRow; after: SchoolRow }> {
  const [before] = await tx.select().from(organization).where(eq(organization.id, id)).for('update');
  if (!before) throw new ApiError(404, 'SCHOOL_NOT_FOUND');
  if (patch.slug !== undefined && patch.slug !== before.slug) await assertSlugFree(tx, patch.slug, id);
  const set: Partial<SchoolRow> = {};
  if (patch.name !== undefined) set.name = patch.name;
  if (patch.slug !== undefined) set.slug = patch.slug;
  if (patch.whatsapp !== undefined) set.whatsapp = patch.whatsapp;
  if (patch.instagram !== undefined) set.instagram = patch.instagram;
  if (patch.seatLimit !== undefined) set.seatLimit = patch.seatLimit;
  if (!Object.keys(set).length) return { before, after: before };
  const [after] = await tx.update(organization).set(set).where(eq(organization.id, id)).returning();
  if (!after) throw new ApiError(404, 'SCHOOL_NOT_FOUND');
  return { before, after };
}

/** The fields a PATCH changed, as {field: [before, after]} for the audit entry. */
export function changedFields(before: SchoolRow, after: SchoolRow): Record<string, [unknown, unknown]> {
  const keys = ['name', 'slug', 'whatsapp', 'instagram', 'seatLimit'] as const;
  const out: Record<string, [unknown, unknown]> = {};
  for (const k of keys) if (before[k] !== after[k]) out[k] = [before[k], after[k]];
  return out;
}

export async function setArchived(tx: Tx, id: string, archived: boolean, now: Date) {
  const [before] = await tx.select().from(organization).where(eq(organization.id, id)).for('update');
  if (!before) throw new ApiError(404, 'SCHOOL_NOT_FOUND');
  const archivedAt = archived ? (before.archivedAt ?? now) : null;
  const [after] = await tx
    .update(organization)
    .set({ archivedAt })
    .where(eq(organization.id, id))
    .returning();
  if (!after) throw new ApiError(404, 'SCHOOL_NOT_FOUND');
  return { before, after };
}

export async function regenerateInviteCode(tx: Tx, id: string): Promise<string> {
  const code = newInviteCode();
  await tx.update(organization).set({ inviteCode: code }).where(eq(organization.id, id));
  return code;
}

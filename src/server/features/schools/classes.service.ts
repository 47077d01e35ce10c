import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { STUDENT_MEMBER_ROLE } from '@/shared/admin/permissions';
import { challengeEndDate } from '@/shared/discipline/challenge-days';
import type { ClassChallengeDto, ClassDetailDto, ClassDto } from '@/shared/schools/classes-contract';
import type { Exec } from '../../db/tx';
import { classChallenges, member, schoolClasses, schoolClassMembers, user } from '../../db/schema';
import { ApiError } from '../../http/api-error';

export type ClassRow = typeof schoolClasses.$inferSelect;
type ClassChallengeRow = typeof classChallenges.$inferSelect;

export const challengeDto = (row: ClassChallengeRow): ClassChallengeDto => ({
  id: row.id,
  startDate: row.startDate,
  endDate: challengeEndDate(row.startDate),
  status: row.status,
});

/** The class `classId` of the school `schoolId`; any other id is the same 404, so another school's class never leaks. */
export async function classOf(
  exec: Pick<Exec, 'select'>,
  schoolId: string,
  classId: string,
): Promise<ClassRow> {
  if (!/^[0-9a-f-]{36}$/i.test(classId)) throw new ApiError(404, 'CLASS_NOT_FOUND');
  const [row] = await exec
    .select()
    .from(schoolClasses)
    .where(and(eq(schoolClasses.id, classId), eq(schoolClasses.schoolId, schoolId)))
    .limit(1);
  if (!row) throw new ApiError(404, 'CLASS_NOT_FOUND');
  return row;
}

export async function activeClassChallenge(
  exec: Pick<Exec, 'select'>,
  classId: string,
): Promise<ClassChallengeRow | undefined> {
  const [row] = await exec
    .select()
    .from(classChallenges)
    .where(and(eq(classChallenges.classId, classId), eq(classChallenges.status, 'active')))
    .limit(1);
  return row;
}

/** Every class of the school with its member counts and active challenge, in three queries. */
export async function listClasses(exec: Pick<Exec, 'select'>, schoolId: string): Promise<ClassDto[]> {
  const rows = await exec
    .select()
    .from(schoolClasses)
    .where(eq(schoolClasses.schoolId, schoolId))
    .orderBy(sql`${schoolClasses.archivedAt} is not null`, asc(schoolClasses.name));
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const counts = await exec
    .select({ classId: schoolClassMembers.classId, status: schoolClassMembers.status, n: count() })
    .from(schoolClassMembers)
    .where(inArray(schoolClassMembers.classId, ids))
    .groupBy(schoolClassMembers.classId, schoolClassMembers.status);
  const active = await exec
    .select()
    .from(classChallenges)
    .where(and(inArray(classChallenges.classId, ids), eq(classChallenges.status, 'active')));
  const challengeOf = new Map(active.map((c) => [c.classId, c]));
  const n = (classId: string, status: string) =>
    counts.find((c) => c.classId === classId && c.status === status)?.n ?? 0;
  return rows.map((r) => {
    const c = challengeOf.get(r.id);
    return {
      id: r.id,
      name: r.name,
      archived: r.archivedAt !== null,
      createdAt: r.createdAt.toISOString(),
      joined: n(r.id, 'joined'),
      invited: n(r.id, 'invited'),
      challenge: c ? challengeDto(c) : null,
    };
  });
}

export async function classDetail(
  exec: Pick<Exec, 'select'>,
  schoolId: string,
  classId: string,
): Promise<ClassDetailDto> {
  await classOf(exec, schoolId, classId);
  const dto = (await listClasses(exec, schoolId)).find((c) => c.id === classId);
  if (!dto) throw new ApiError(404, 'CLASS_NOT_FOUND');
  const members = await exec
    .select({
      userId: schoolClassMembers.userId,
      name: user.name,
      email: user.email,
      nickname: schoolClassMembers.nickname,
      status: schoolClassMembers.status,
      invitedAt: schoolClassMembers.invitedAt,
      joinedAt: schoolClassMembers.joinedAt,
    })
    .from(schoolClassMembers)
    .innerJoin(user, eq(user.id, schoolClassMembers.userId))
    .where(eq(schoolClassMembers.classId, classId))
    .orderBy(asc(user.name));
  return {
    ...dto,
    members: members.map((m) => ({
      ...m,
      invitedAt: m.invitedAt.toISOString(),
      joinedAt: m.joinedAt?.toISOString() ?? null,
    })),
  };
}

/** A unique-name race or repeat is the same 409 (the index is on lower(name) per school). */
async function onNameTaken<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const text = String((err as { cause?: unknown })?.cause ?? err);
    if (/school_classes_name_uq/.test(text) || (/unique|duplicate/i.test(text) && /name/i.test(text)))
      throw new ApiError(409, 'CLASS_NAME_TAKEN', { field: 'name' });
    throw err;
  }
}

export async function createClass(exec: Exec, schoolId: string, name: string, by: string): Promise<ClassRow> {
  const [taken] = await exec
    .select({ id: schoolClasses.id })
    .from(schoolClasses)
    .where(and(eq(schoolClasses.schoolId, schoolId), sql`lower(${schoolClasses.name}) = lower(${name})`))
    .limit(1);
  if (taken) throw new ApiError(409, 'CLASS_NAME_TAKEN', { field: 'name' });
  return onNameTaken(async () => {
    const [row] = await exec.insert(schoolClasses).values({ schoolId, name, createdBy: by }).returning();
    if (!row) throw new Error('class insert returned nothing');
    return row;
  });
}

export async function renameClass(exec: Exec, row: ClassRow, name: string): Promise<void> {
  const [taken] = await exec
    .select({ id: schoolClasses.id })
    .from(schoolClasses)
    .where(
      and(
        eq(schoolClasses.schoolId, row.schoolId),
        sql`lower(${schoolClasses.name}) = lower(${name})`,
        sql`${schoolClasses.id} <> ${row.id}`,
      ),
    )
    .limit(1);
  if (taken) throw new ApiError(409, 'CLASS_NAME_TAKEN', { field: 'name' });
  await onNameTaken(() => exec.update(schoolClasses).set({ name }).where(eq(schoolClasses.id, row.id)));
}

/** Archiving ends the class's active challenge; the students' runs go on as their own challenges. */
export async function archiveClass(exec: Exec, row: ClassRow, now: Date): Promise<boolean> {
  const done = await exec
    .update(schoolClasses)
    .set({ archivedAt: now })
    .where(and(eq(schoolClasses.id, row.id), isNull(schoolClasses.archivedAt)))
    .returning({ id: schoolClasses.id });
  await exec
    .update(classChallenges)
    .set({ status: 'ended', endedAt: now })
    .where(and(eq(classChallenges.classId, row.id), eq(classChallenges.status, 'active')));
  return done.length > 0;
}

/**
 * Invites students of the school (members with the student role) to the class. A student who declined or left is
 * invited again; an invited or joined one is left as is. Returns who was newly invited.
 */
export async function inviteToClass(
  exec: Exec,
  row: ClassRow,
  userIds: readonly string[],
  now: Date,
): Promise<{ userId: string; email: string }[]> {
  if (row.archivedAt) throw new ApiError(409, 'CLASS_ARCHIVED');
  const ids = [...new Set(userIds)];
  const students = await exec
    .select({ userId: member.userId, email: user.email })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(
      and(
        eq(member.organizationId, row.schoolId),
        eq(member.role, STUDENT_MEMBER_ROLE),
        inArray(member.userId, ids),
      ),
    );
  if (students.length !== ids.length) throw new ApiError(404, 'STUDENT_NOT_FOUND', { field: 'userIds' });
  const invited = await exec
    .insert(schoolClassMembers)
    .values(ids.map((userId) => ({ classId: row.id, userId, status: 'invited' as const, invitedAt: now })))
    .onConflictDoUpdate({
      target: [schoolClassMembers.classId, schoolClassMembers.userId],
      set: { status: 'invited', invitedAt: now, joinedAt: null, leftAt: null },
      setWhere: sql`${schoolClassMembers.status} in ('declined', 'left')`,
    })
    .returning({ userId: schoolClassMembers.userId });
  const newly = new Set(invited.map((r) => r.userId));
  return students.filter((s) => newly.has(s.userId));
}

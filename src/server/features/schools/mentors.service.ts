import { and, asc, eq } from 'drizzle-orm';
import { isSchoolAdminRole, MENTOR_MEMBER_ROLE } from '@/shared/admin/permissions';
import type { MentorDto } from '@/shared/schools/mentoring-contract';
import type { Db } from '../../db/client';
import { member, user } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { Tx } from '../../db/tx';
import { leaveSchoolClasses } from './class-challenges.service';

type Exec = Db | Tx;

/** The school's mentors, by name. */
export async function listMentors(exec: Exec, schoolId: string): Promise<MentorDto[]> {
  return exec
    .select({ userId: user.id, name: user.name, email: user.email })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, schoolId), eq(member.role, MENTOR_MEMBER_ROLE)))
    .orderBy(asc(user.name), asc(user.id));
}

/**
 * Makes a student of THIS school its mentor: the membership changes role (a mentor reads and comments; they no
 * longer study there, so their own journal stops being the school's to read). A school admin stays one
 * (409 ALREADY_SCHOOL_ADMIN); a mentor already is one (no change, `changed` false).
 */
export async function makeMentor(
  tx: Tx,
  schoolId: string,
  userId: string,
): Promise<{ mentor: MentorDto; changed: boolean }> {
  const [row] = await tx
    .select({ id: member.id, role: member.role, name: user.name, email: user.email })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, schoolId), eq(member.userId, userId)))
    .limit(1)
    .for('update', { of: member });
  if (!row) throw new ApiError(404, 'STUDENT_NOT_FOUND');
  const mentor = { userId, name: row.name, email: row.email };
  if (isSchoolAdminRole(row.role)) throw new ApiError(409, 'ALREADY_SCHOOL_ADMIN');
  if (row.role === MENTOR_MEMBER_ROLE) return { mentor, changed: false };
  await tx.update(member).set({ role: MENTOR_MEMBER_ROLE }).where(eq(member.id, row.id));
  // No longer a student there: off the school's class boards and class view, as on leaving the school.
  await leaveSchoolClasses(tx, userId, [schoolId]);
  return { mentor, changed: true };
}

/** Ends a mentor's place in the school (the membership goes: they read nothing of it from the next request). */
export async function removeMentor(tx: Tx, schoolId: string, userId: string): Promise<MentorDto> {
  const [row] = await tx
    .delete(member)
    .where(
      and(
        eq(member.organizationId, schoolId),
        eq(member.userId, userId),
        eq(member.role, MENTOR_MEMBER_ROLE),
      ),
    )
    .returning({ userId: member.userId });
  if (!row) throw new ApiError(404, 'MENTOR_NOT_FOUND');
  const [u] = await tx.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, userId));
  return { userId, name: u?.name ?? '', email: u?.email ?? '' };
}

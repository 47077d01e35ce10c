import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { MyClassDto } from '@/shared/schools/classes-contract';
import type { Exec } from '../../db/tx';
import {
  challenges,
  classChallenges,
  organization,
  schoolClasses,
  schoolClassMembers,
} from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { challengeDto } from './classes.service';

/** The student's invitations and classes (not the declined or left ones), with each class's active challenge. */
export async function myClasses(exec: Pick<Exec, 'select'>, userId: string): Promise<MyClassDto[]> {
  const rows = await exec
    .select({
      id: schoolClasses.id,
      name: schoolClasses.name,
      schoolName: organization.name,
      status: schoolClassMembers.status,
      nickname: schoolClassMembers.nickname,
    })
    .from(schoolClassMembers)
    .innerJoin(schoolClasses, eq(schoolClasses.id, schoolClassMembers.classId))
    .innerJoin(organization, eq(organization.id, schoolClasses.schoolId))
    .where(
      and(
        eq(schoolClassMembers.userId, userId),
        inArray(schoolClassMembers.status, ['invited', 'joined']),
        isNull(schoolClasses.archivedAt),
      ),
    )
    .orderBy(asc(schoolClasses.name));
  if (!rows.length) return [];
  const active = await exec
    .select()
    .from(classChallenges)
    .where(
      and(
        inArray(
          classChallenges.classId,
          rows.map((r) => r.id),
        ),
        eq(classChallenges.status, 'active'),
      ),
    );
  const runs = active.length
    ? await exec
        .select({ classChallengeId: challenges.classChallengeId })
        .from(challenges)
        .where(
          and(
            eq(challenges.userId, userId),
            inArray(
              challenges.classChallengeId,
              active.map((a) => a.id),
            ),
          ),
        )
    : [];
  return rows.map((r) => {
    const c = active.find((a) => a.classId === r.id);
    return {
      ...r,
      challenge: c ? challengeDto(c) : null,
      inChallenge: !!c && runs.some((x) => x.classChallengeId === c.id),
    };
  });
}

/** The student's membership of a class (any state), or 404 NOT_IN_CLASS. */
export async function membershipOf(exec: Pick<Exec, 'select'>, userId: string, classId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(classId)) throw new ApiError(404, 'NOT_IN_CLASS');
  const [row] = await exec
    .select({
      status: schoolClassMembers.status,
      nickname: schoolClassMembers.nickname,
      schoolId: schoolClasses.schoolId,
      name: schoolClasses.name,
      archivedAt: schoolClasses.archivedAt,
    })
    .from(schoolClassMembers)
    .innerJoin(schoolClasses, eq(schoolClasses.id, schoolClassMembers.classId))
    .where(and(eq(schoolClassMembers.userId, userId), eq(schoolClassMembers.classId, classId)))
    .limit(1);
  if (!row) throw new ApiError(404, 'NOT_IN_CLASS');
  return row;
}

export async function setMemberStatus(
  exec: Exec,
  classId: string,
  userId: string,
  status: 'joined' | 'declined' | 'left',
  now: Date,
  nickname?: string,
) {
  await exec
    .update(schoolClassMembers)
    .set({
      status,
      ...(status === 'joined' ? { joinedAt: now, leftAt: null } : {}),
      ...(status === 'left' ? { leftAt: now } : {}),
      ...(nickname !== undefined ? { nickname } : {}),
    })
    .where(and(eq(schoolClassMembers.classId, classId), eq(schoolClassMembers.userId, userId)));
}

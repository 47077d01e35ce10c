import { and, eq, inArray, sql } from 'drizzle-orm';
import { challengeEndDate } from '@/shared/discipline/challenge-days';
import { evaluateChallenge } from '@/shared/discipline/evaluate-challenge';
import { wallClock } from '@/shared/time/zoned-time';
import type { Db } from '../../db/client';
import type { Exec } from '../../db/tx';
import { challenges, classChallenges, schoolClasses, schoolClassMembers } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { loadDayFactsOf, loadWeekReviews } from '../../journal/challenge-facts';
import { settingsOf, zoneOr } from '../../user/trading-settings';

type ChallengeRow = typeof challenges.$inferSelect;
type ClassChallengeRow = typeof classChallenges.$inferSelect;

/**
 * Stores the result of each active challenge whose day 21 is already over in its trader's zone (as the challenge
 * page does on its next read), so it neither blocks nor joins a new run. Returns the ids settled.
 */
async function settleFinished(exec: Exec, rows: ChallengeRow[], now: Date): Promise<Set<string>> {
  const settings = await settingsOf(
    exec,
    rows.map((r) => r.userId),
  );
  const zoneOf = (userId: string) => zoneOr(settings.get(userId)?.timezone);
  const over = rows.filter((r) => challengeEndDate(r.startDate) < wallClock(now, zoneOf(r.userId)).date);
  if (!over.length) return new Set();
  const facts = await loadDayFactsOf(
    exec,
    over.map((r) => ({
      userId: r.userId,
      challengeId: r.id,
      from: r.startDate,
      to: challengeEndDate(r.startDate),
      timeZone: zoneOf(r.userId),
    })),
  );
  const reviews = await loadWeekReviews(
    exec as Db,
    over.map((r) => r.id),
  );
  for (const r of over) {
    const result = evaluateChallenge(
      { ...r, reviews: reviews.get(r.id) ?? {} },
      facts.get(r.userId) ?? new Map(),
      wallClock(now, zoneOf(r.userId)).date,
    );
    // Only while still active: a read of the challenge page storing it first wins, with the same result.
    await exec
      .update(challenges)
      .set({ status: result.status, daysPassed: result.daysPassed, endedAt: now })
      .where(and(eq(challenges.id, r.id), eq(challenges.status, 'active')));
  }
  return new Set(over.map((r) => r.id));
}

/**
 * Puts each student into the class challenge as THEIR challenge (one challenges row, so one evaluation, one XP):
 * without an active challenge they get one starting on the class's date; with an active challenge of their own
 * they keep it, and it is linked to the class (the board shows it with its own start); a run of another class's
 * challenge is left where it is. A challenge whose 21 days are over is settled first. Returns who was enrolled.
 */
export async function enrollInClassChallenge(
  exec: Exec,
  cc: ClassChallengeRow,
  userIds: readonly string[],
  now: Date,
): Promise<string[]> {
  if (!userIds.length) return [];
  const rows = await exec
    .select()
    .from(challenges)
    .where(and(inArray(challenges.userId, [...userIds]), eq(challenges.status, 'active')));
  const settled = await settleFinished(exec, rows, now);
  const active = rows.filter((r) => !settled.has(r.id));
  const own = active.filter((a) => a.classChallengeId === null).map((a) => a.id);
  if (own.length)
    await exec.update(challenges).set({ classChallengeId: cc.id }).where(inArray(challenges.id, own));
  const busy = new Set(active.map((a) => a.userId));
  const fresh = userIds.filter((u) => !busy.has(u));
  const inserted = fresh.length
    ? await exec
        .insert(challenges)
        .values(fresh.map((userId) => ({ userId, startDate: cc.startDate, classChallengeId: cc.id })))
        .onConflictDoNothing()
        .returning({ userId: challenges.userId })
    : [];
  return [
    ...active.filter((a) => a.classChallengeId === null || a.classChallengeId === cc.id).map((a) => a.userId),
    ...inserted.map((r) => r.userId),
  ];
}

/** Starts the class's challenge (one active per class) and enrolls every joined student. */
export async function startClassChallenge(
  exec: Exec,
  classId: string,
  startDate: string,
  by: string,
  now: Date,
): Promise<{ challenge: ClassChallengeRow; enrolled: string[] }> {
  const [cc] = await exec
    .insert(classChallenges)
    .values({ classId, startDate, createdBy: by })
    .onConflictDoNothing()
    .returning();
  if (!cc) throw new ApiError(409, 'CLASS_CHALLENGE_ACTIVE');
  const joined = await exec
    .select({ userId: schoolClassMembers.userId })
    .from(schoolClassMembers)
    .where(and(eq(schoolClassMembers.classId, classId), eq(schoolClassMembers.status, 'joined')));
  const enrolled = await enrollInClassChallenge(
    exec,
    cc,
    joined.map((j) => j.userId),
    now,
  );
  return { challenge: cc, enrolled };
}

/**
 * Takes the student's run off the class (leaving the class challenge, the class or the school): the run goes on as
 * their own challenge, with every day they earned, and leaves the board.
 */
export async function detachRuns(exec: Exec, userId: string, classIds: readonly string[]): Promise<number> {
  if (!classIds.length) return 0;
  const detached = await exec
    .update(challenges)
    .set({ classChallengeId: null })
    .where(
      and(
        eq(challenges.userId, userId),
        inArray(
          challenges.classChallengeId,
          exec
            .select({ id: classChallenges.id })
            .from(classChallenges)
            .where(inArray(classChallenges.classId, [...classIds])),
        ),
      ),
    )
    .returning({ id: challenges.id });
  return detached.length;
}

/** Leaving the school: every class membership of that school goes, and the runs become the student's own. */
export async function leaveSchoolClasses(exec: Exec, userId: string, schoolIds: readonly string[]) {
  if (!schoolIds.length) return;
  const classes = await exec
    .select({ id: schoolClasses.id })
    .from(schoolClasses)
    .where(inArray(schoolClasses.schoolId, [...schoolIds]));
  const ids = classes.map((c) => c.id);
  if (!ids.length) return;
  await detachRuns(exec, userId, ids);
  await exec
    .delete(schoolClassMembers)
    .where(and(eq(schoolClassMembers.userId, userId), inArray(schoolClassMembers.classId, ids)));
}

/** Ends the class's active challenge: the runs go on as the students' own challenges, still shown on the board. */
export async function endClassChallenge(exec: Exec, classId: string, now: Date): Promise<void> {
  const ended = await exec
    .update(classChallenges)
    .set({ status: 'ended', endedAt: now })
    .where(and(eq(classChallenges.classId, classId), eq(classChallenges.status, 'active')))
    .returning({ id: classChallenges.id });
  if (!ended.length) throw new ApiError(404, 'CLASS_CHALLENGE_NOT_FOUND');
}

/** The student leaves the class's active challenge: their run goes on as their own challenge. */
export async function leaveClassChallenge(exec: Exec, userId: string, classId: string): Promise<void> {
  const detached = await exec
    .update(challenges)
    .set({ classChallengeId: null })
    .where(
      and(
        eq(challenges.userId, userId),
        eq(challenges.status, 'active'),
        sql`${challenges.classChallengeId} in (select id from class_challenges where class_id = ${classId} and status = 'active')`,
      ),
    )
    .returning({ id: challenges.id });
  if (!detached.length) throw new ApiError(404, 'NOT_IN_CLASS_CHALLENGE');
}

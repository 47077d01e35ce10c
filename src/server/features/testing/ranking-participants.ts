import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { STUDENT_MEMBER_ROLE } from '@/shared/admin/permissions';
import { ACHIEVEMENTS } from '@/shared/gamification/achievements';
import { xpAtLevelStart } from '@/shared/gamification/rules';
import { addDays } from '@/shared/time/calendar-date';
import { DEFAULT_TIMEZONE, wallClock } from '@/shared/time/zoned-time';
import type { Db } from '../../db/client';
import { gamificationState, member, profiles, rankingMembers, user, userAchievements } from '../../db/schema';
import { refreshRankingScore } from '../ranking/score-cache';
import { writeScoreDays, type ScoreDay } from '../ranking/score-days';

/**
 * POST /api/testing/ranking/participants: `count` released traders (no password: they never sign in) who already
 * take part in the ranking, so an e2e board reaches BOARD_MIN_PARTICIPANTS. Each has 30 days of gamification_days
 * ending today (São Paulo, the fixture clock) with varied, deterministic counts — hence varied scores, some tied —
 * a level, a few achievements, and an opted-in ranking_members row with the nickname `<tag>-NN` (01, 02, …). `eligible: false` gives
 * them too little activity to be listed (5 days, 1 trade each). `schoolId` makes them students of that school.
 */
export const rankingParticipantsSchema = z.object({
  count: z.number().int().min(1).max(60),
  /** Part of each nickname: letters, digits, '_' or '.', so `<tag>-NN` is a valid nickname. */
  tag: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.]{1,15}$/),
  schoolId: z.string().min(1).optional(),
  eligible: z.boolean().default(true),
});
export type RankingParticipantsInput = z.output<typeof rankingParticipantsSchema>;

/** Participant `i`'s day `d` (0 = 29 days ago): counts that vary by participant, so do the scores. */
function participantDay(i: number, d: number, day: string): ScoreDay {
  const trades = 1 + ((i + d) % 3);
  const withStop = trades - (d % ((i % 7) + 2) === 0 ? 1 : 0);
  const withinRisk = trades - (d % ((i % 5) + 3) === 0 ? 1 : 0);
  const journaled = trades - ((d + i) % ((i % 4) + 2) === 0 ? 1 : 0);
  const checklistPassed = withStop === trades && withinRisk === trades;
  return { day, trades, withStop, withinRisk, journaled, checklistPassed };
}

export async function createRankingParticipants(db: Db, input: RankingParticipantsInput, now: Date) {
  const today = wallClock(now, DEFAULT_TIMEZONE).date;
  const people = Array.from({ length: input.count }, (_, i) => {
    const nn = String(i + 1).padStart(2, '0');
    return {
      i,
      id: randomUUID(),
      nickname: `${input.tag}-${nn}`,
      name: `Participante ${input.tag} ${nn}`,
      email: `${input.tag.toLowerCase()}-${nn}-${randomUUID().slice(0, 8)}@example.test`,
    };
  });
  await db.transaction(async (tx) => {
    await tx
      .insert(user)
      .values(
        people.map((p) => ({ id: p.id, name: p.name, email: p.email, emailVerified: true, role: 'user' })),
      );
    await tx.insert(profiles).values(
      people.map((p) => ({
        userId: p.id,
        displayName: p.name,
        fullName: p.name,
        isAllowed: true,
        releasedAt: now,
        continuedAt: now,
      })),
    );
    if (input.schoolId) {
      await tx.insert(member).values(
        people.map((p) => ({
          id: randomUUID(),
          organizationId: input.schoolId ?? '',
          userId: p.id,
          role: STUDENT_MEMBER_ROLE,
        })),
      );
    }
    const days = input.eligible
      ? Array.from({ length: 30 }, (_, d) => d)
      : Array.from({ length: 5 }, (_, d) => 25 + d);
    await writeScoreDays(
      tx,
      people.flatMap((p) =>
        days.map((d) => {
          const day = addDays(today, d - 29);
          return input.eligible
            ? { userId: p.id, ...participantDay(p.i, d, day) }
            : {
                userId: p.id,
                day,
                trades: 1,
                withStop: 1,
                withinRisk: 1,
                journaled: 1,
                checklistPassed: true,
              };
        }),
      ),
    );
    await tx.insert(gamificationState).values(
      people.map((p) => {
        const level = 1 + (p.i % 6);
        return { userId: p.id, xp: xpAtLevelStart(level), level, announcedLevel: level, evaluatedOn: today };
      }),
    );
    // A few of the catalogue's achievements each (0–4), so the boards' counts vary too.
    const unlocked = people.flatMap((p) =>
      ACHIEVEMENTS.slice(0, p.i % 5).map((a) => ({ userId: p.id, achievementId: a.id, unlockedAt: now })),
    );
    if (unlocked.length) await tx.insert(userAchievements).values(unlocked);
    await tx
      .insert(rankingMembers)
      .values(people.map((p) => ({ userId: p.id, nickname: p.nickname, optedIn: true, joinedAt: now })));
    for (const p of people) await refreshRankingScore(tx, p.id, today);
  });
  return { nicknames: people.map((p) => p.nickname), userIds: people.map((p) => p.id) };
}

import { eq, sql } from 'drizzle-orm';
import type {
  OwnScoreDto,
  RankingBoardDto,
  RankingMeDto,
  RankingPeriod,
  RankingRowDto,
  RankingScope,
} from '@/shared/gamification/contract';
import { BOARD_MIN_PARTICIPANTS, BOARD_TOP_N, levelName } from '@/shared/gamification/rules';
import { STUDENT_MEMBER_ROLE } from '@/shared/admin/permissions';
import type { Db } from '../../db/client';
import { rankingMembers } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { studentSchoolOf } from '../access/access.service';
import { userToday } from '../trades/trading-settings';
import { ownWindowSums, refreshRankingScore, refreshStaleScores } from './score-cache';
import { disciplineScore } from './score-formula.tmp';

/*
 * The opt-in ranking (ADR 014). What leaves this file for anyone but the trader themselves is a RankingRowDto and
 * nothing more: a nickname chosen to be shown, a level, a 0–100 score and an achievements count. No id, name,
 * email, money or trade count of another person is ever selected for a board.
 */

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return (e.cause?.code ?? e.code) === '23505';
};

async function ownScore(db: Db, userId: string, today: string): Promise<OwnScoreDto> {
  const sums = await ownWindowSums(db, userId, today);
  const s = disciplineScore(sums);
  return {
    score: s.score,
    eligible: s.eligible,
    parts: s.parts,
    trades: sums.trades,
    activeDays: sums.activeDays,
  };
}

/** The trader's own ranking page: nickname and opt-in, their school, their 30-day score computed live. */
export async function getRankingMe(db: Db, userId: string, now: Date): Promise<RankingMeDto> {
  const { today } = await userToday(db, userId, now);
  const [[member], school, score30d] = await Promise.all([
    db
      .select({ nickname: rankingMembers.nickname, optedIn: rankingMembers.optedIn })
      .from(rankingMembers)
      .where(eq(rankingMembers.userId, userId))
      .limit(1),
    studentSchoolOf(db, userId),
    ownScore(db, userId, today),
  ]);
  return {
    nickname: member?.nickname ?? null,
    optedIn: member?.optedIn ?? false,
    school: school ?? null,
    score30d,
  };
}

/**
 * Chooses (or changes) the nickname and opts in; the scores are computed at once. A nickname another member holds
 * in any letter case is a 409 NICKNAME_TAKEN (the unique index decides, so two people choosing it at the same
 * moment cannot both get it).
 */
export async function joinRanking(
  db: Db,
  userId: string,
  nickname: string,
  now: Date,
): Promise<RankingMeDto> {
  const { today } = await userToday(db, userId, now);
  try {
    await db.transaction(async (tx) => {
      await tx
        .insert(rankingMembers)
        .values({ userId, nickname, optedIn: true, joinedAt: now })
        .onConflictDoUpdate({
          target: rankingMembers.userId,
          set: {
            nickname,
            optedIn: true,
            // Joining again restarts the membership; a change of nickname while in keeps the date.
            joinedAt: sql`case when ${rankingMembers.optedIn} then ${rankingMembers.joinedAt} else ${now.toISOString()}::timestamptz end`,
          },
        });
      await refreshRankingScore(tx, userId, today);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError(409, 'NICKNAME_TAKEN', { field: 'nickname' });
    throw err;
  }
  return getRankingMe(db, userId, now);
}

/** Leaves every board at once (the next read no longer lists them); the nickname is kept for a return. */
export async function leaveRanking(db: Db, userId: string, now: Date): Promise<RankingMeDto> {
  await db.update(rankingMembers).set({ optedIn: false }).where(eq(rankingMembers.userId, userId));
  return getRankingMe(db, userId, now);
}

type BoardRow = {
  user_id: string;
  nickname: string;
  score: number;
  level: number;
  achievements: number;
};

const toRow = (r: BoardRow, position: number, viewerId: string): RankingRowDto => ({
  position,
  nickname: r.nickname,
  level: Number(r.level),
  levelName: levelName(Number(r.level)),
  score: Number(r.score),
  achievements: Number(r.achievements),
  isMe: r.user_id === viewerId,
});

/**
 * A board: the opted-in members eligible for the period (on a school board, that school's students), shown only
 * with BOARD_MIN_PARTICIPANTS of them; the top BOARD_TOP_N by score, then nickname, positions by competition
 * ranking (ties share one); and the viewer's own line wherever they stand. Stale 30-day windows are refreshed
 * first (once a day), so the board is then a few indexed reads of the cached scores.
 */
export async function getBoard(
  db: Db,
  viewerId: string,
  scope: RankingScope,
  period: RankingPeriod,
  now: Date,
): Promise<RankingBoardDto> {
  let school: { id: string; name: string } | undefined;
  if (scope === 'school') {
    school = await studentSchoolOf(db, viewerId);
    if (!school) throw new ApiError(404, 'NOT_IN_SCHOOL');
  }
  if (period === '30d') await refreshStaleScores(db, now);

  const score = period === '30d' ? sql.raw('r.score_30d') : sql.raw('r.score_all');
  const eligible = period === '30d' ? sql.raw('r.eligible_30d') : sql.raw('r.eligible_all');
  const inScope = school
    ? sql`join member m on m.user_id = r.user_id and m.organization_id = ${school.id} and m.role = ${STUDENT_MEMBER_ROLE}`
    : sql``;
  const rowColumns = sql`r.user_id, r.nickname, ${score}::float8 as score, coalesce(gs.level, 1) as level,
    (select count(*)::int from user_achievements ua where ua.user_id = r.user_id) as achievements`;

  const [meRes, topRes] = await Promise.all([
    // The viewer's own line, their status, how many participants and how many stand above them: one read.
    db.execute<BoardRow & { opted_in: boolean; eligible: boolean; participants: number; above: number }>(sql`
      with board as (
        select r.user_id, ${score} as score from ranking_members r ${inScope}
        where r.opted_in and ${eligible}
      ), me as (
        select ${rowColumns}, r.opted_in, ${eligible} as eligible
        from ranking_members r left join gamification_state gs on gs.user_id = r.user_id
        where r.user_id = ${viewerId}
      )
      select me.*,
        (select count(*)::int from board) as participants,
        (select count(*)::int from board b where b.score > me.score) as above
      from (select 1) one left join me on true`),
    db.execute<BoardRow>(sql`
      select ${rowColumns}
      from ranking_members r ${inScope} left join gamification_state gs on gs.user_id = r.user_id
      where r.opted_in and ${eligible}
      order by ${score} desc, lower(r.nickname) collate "C", r.nickname collate "C"
      limit ${BOARD_TOP_N}`),
  ]);

  const meRow = meRes.rows[0];
  const participants = Number(meRow?.participants ?? 0);
  const available = participants >= BOARD_MIN_PARTICIPANTS;
  const myStatus: RankingBoardDto['myStatus'] =
    !meRow?.user_id || !meRow.opted_in
      ? 'not-opted-in'
      : !meRow.eligible || meRow.score === null
        ? 'not-eligible'
        : 'ranked';

  // Competition ranking: everyone above a row comes before it in score order, so a row's position is one more
  // than the index of the first row with its score.
  const top: RankingRowDto[] = [];
  if (available) {
    let position = 0;
    topRes.rows.forEach((r, i) => {
      if (i === 0 || Number(r.score) !== Number(topRes.rows[i - 1]?.score)) position = i + 1;
      top.push(toRow(r, position, viewerId));
    });
  }
  const me =
    myStatus === 'ranked' && meRow
      ? (top.find((r) => r.isMe) ?? toRow(meRow, Number(meRow.above) + 1, viewerId))
      : null;

  return {
    scope,
    period,
    schoolName: school?.name ?? null,
    participants,
    minParticipants: BOARD_MIN_PARTICIPANTS,
    available,
    top,
    me,
    myStatus,
  };
}

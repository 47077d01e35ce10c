import { eq, sql, type SQL } from 'drizzle-orm';
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
import { studentSchoolOf } from '../../user/access';
import { catchUpLedger } from '../../ledger/catch-up';
import { userToday } from '../../user/trading-settings';
import { ensureFreshWindows, ownWindowSums, refreshRankingScore } from './score-cache';
import { disciplineScore } from '@/shared/gamification/score';

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
  // A trader never evaluated (history from before the gamification) or last evaluated on an earlier day gets their
  // day records first, as the gamification page does: the own score reads them.
  await catchUpLedger(db, userId, now);
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
  if (period === '30d') await ensureFreshWindows(db, now);

  // Column names chosen here, never from input.
  const score = sql.raw(period === '30d' ? 'score_30d' : 'score_all');
  const eligible = sql.raw(period === '30d' ? 'eligible_30d' : 'eligible_all');
  const inScope = school
    ? sql`join member m on m.user_id = r.user_id and m.organization_id = ${school.id} and m.role = ${STUDENT_MEMBER_ROLE}`
    : sql``;
  // The board's rows: on the global board, a read of the period's partial index (opted in and eligible, by score).
  const onBoard = sql`from ranking_members r ${inScope} where r.opted_in and r.${eligible}`;
  const achievements = (alias: string) =>
    sql`(select count(*)::int from user_achievements ua where ua.user_id = ${sql.raw(alias)}.user_id)`;
  // Score, then nickname (case-insensitive, byte order: the same on every database's collation).
  const order = (alias: string, scoreColumn: SQL) => {
    const a = sql.raw(alias);
    return sql`${a}.${scoreColumn} desc, lower(${a}.nickname) collate "C", ${a}.nickname collate "C"`;
  };

  const [meRes, topRes] = await Promise.all([
    // The viewer's own line and status, how many take part and how many stand above the viewer: one row, always.
    db.execute<
      BoardRow & { opted_in: boolean | null; eligible: boolean | null; participants: number; above: number }
    >(sql`
      select v.user_id, v.nickname, v.${score}::float8 as score, v.opted_in, v.${eligible} as eligible,
        coalesce(gs.level, 1) as level, ${achievements('v')} as achievements,
        (select count(*)::int ${onBoard}) as participants,
        (select count(*)::int ${onBoard} and r.${score} > v.${score}) as above
      from (select 1) one
      left join ranking_members v on v.user_id = ${viewerId}
      left join gamification_state gs on gs.user_id = v.user_id`),
    // The top: only rows scoring at least the BOARD_TOP_N-th score (an index range, ties at the cut included), then
    // ordered by nickname inside a score; levels and achievements are read for those rows only.
    db.execute<BoardRow>(sql`
      select t.user_id, t.nickname, t.score, coalesce(gs.level, 1) as level, ${achievements('t')} as achievements
      from (
        select r.user_id, r.nickname, r.${score}::float8 as score, r.${score} as score_order
        ${onBoard}
          and r.${score} >= coalesce(
            (select r.${score} ${onBoard} order by r.${score} desc offset ${BOARD_TOP_N - 1} limit 1), 0)
        order by ${order('r', score)}
        limit ${BOARD_TOP_N}
      ) t
      left join gamification_state gs on gs.user_id = t.user_id
      order by ${order('t', sql.raw('score_order'))}`),
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

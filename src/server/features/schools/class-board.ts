import { desc, eq, and } from 'drizzle-orm';
import { addDays, daysBetween } from '@/shared/time/calendar-date';
import { challengeEndDate } from '@/shared/discipline/challenge-days';
import { CHALLENGE_DAYS, type ChallengeDto } from '@/shared/discipline/contract';
import { evaluateChallenge } from '@/shared/discipline/evaluate-challenge';
import type { DayFacts } from '@/shared/discipline/evaluate-day';
import type { AdminBoardRowDto, NeedsWordReason } from '@/shared/schools/classes-contract';
import { wallClock } from '@/shared/time/zoned-time';
import type { Db } from '../../db/client';
import { challenges, classChallenges, schoolClassMembers } from '../../db/schema';
import { loadDayFactsOf, loadWeekReviews } from '../../journal/challenge-facts';
import { settingsOf, zoneOr } from '../../user/trading-settings';

type ChallengeRow = typeof challenges.$inferSelect;
type ClassChallengeRow = typeof classChallenges.$inferSelect;

export interface EvaluatedRun {
  userId: string;
  nickname: string;
  row: ChallengeRow;
  timezone: string;
  today: string;
  evaluated: ChallengeDto;
  facts: Map<string, DayFacts>;
}

/**
 * Every run of the class challenge by its joined students, evaluated as the personal challenge page does (the
 * kernel's fact reader and the shared evaluation), in a fixed number of queries whatever the class's size.
 */
export async function classRuns(db: Db, cc: ClassChallengeRow, now: Date): Promise<EvaluatedRun[]> {
  const rows = await db
    .select({ run: challenges, nickname: schoolClassMembers.nickname })
    .from(challenges)
    .innerJoin(
      schoolClassMembers,
      and(
        eq(schoolClassMembers.userId, challenges.userId),
        eq(schoolClassMembers.classId, cc.classId),
        eq(schoolClassMembers.status, 'joined'),
      ),
    )
    .where(eq(challenges.classChallengeId, cc.id))
    .orderBy(challenges.userId, desc(challenges.createdAt));
  // A student's latest run of this class challenge only.
  const latest = rows.filter((r, i) => i === 0 || rows[i - 1]?.run.userId !== r.run.userId);
  if (!latest.length) return [];
  const settings = await settingsOf(
    db,
    latest.map((r) => r.run.userId),
  );
  const windows = latest.map(({ run }) => {
    const timeZone = zoneOr(settings.get(run.userId)?.timezone);
    return {
      userId: run.userId,
      challengeId: run.id,
      from: run.startDate,
      to: challengeEndDate(run.startDate),
      timeZone,
    };
  });
  const facts = await loadDayFactsOf(db, windows);
  const reviews = await loadWeekReviews(
    db,
    latest.map((r) => r.run.id),
  );
  return latest.map(({ run, nickname }, i) => {
    const timezone = windows[i]?.timeZone ?? zoneOr(undefined);
    const today = wallClock(now, timezone).date;
    const f = facts.get(run.userId) ?? new Map<string, DayFacts>();
    const evaluated = evaluateChallenge(
      {
        id: run.id,
        startDate: run.startDate,
        customRules: run.customRules,
        status: run.status,
        daysPassed: run.daysPassed,
        reviews: reviews.get(run.id) ?? {},
      },
      f,
      today,
    );
    return {
      userId: run.userId,
      nickname: nickname ?? 'Aluno',
      row: run,
      timezone,
      today,
      evaluated,
      facts: f,
    };
  });
}

const journaledOn = (f: DayFacts | undefined) =>
  !!f && (f.trades.length > 0 || f.planCreatedAt !== null || !!f.marks?.didNotTrade);

/**
 * Who needs a word: two days in a row not met (the last two days over), or no journal (no trade, no plan, no
 * 'Não operei') on each of the last 3 days before today, all of them days of the run — only while it is active.
 */
export function needsWord(run: EvaluatedRun): NeedsWordReason[] {
  if (run.evaluated.status !== 'active' || run.today < run.row.startDate) return [];
  const out: NeedsWordReason[] = [];
  const over = run.evaluated.days.filter((d) => d.day < run.today);
  const [a, b] = over.slice(-2);
  if (a?.state === 'failed' && b?.state === 'failed') out.push('two-failed-days');
  // Only days of the run: a challenge that started yesterday has nothing to say yet.
  const last3 = [1, 2, 3].map((n) => addDays(run.today, -n));
  if (last3.every((d) => d >= run.row.startDate && !journaledOn(run.facts.get(d))))
    out.push('no-journal-3-days');
  return out;
}

export function boardRow(run: EvaluatedRun, classStart: string): AdminBoardRowDto {
  const started = run.today >= run.row.startDate;
  return {
    userId: run.userId,
    nickname: run.nickname,
    you: false,
    status: run.evaluated.status,
    day: started ? Math.min(CHALLENGE_DAYS, daysBetween(run.row.startDate, run.today) + 1) : 0,
    daysPassed: run.evaluated.daysPassed,
    streak: run.evaluated.streak,
    ownStart: run.row.startDate !== classStart,
    needsWord: needsWord(run),
  };
}

/** The board of the class's latest challenge (active or ended), best first. */
export async function classBoard(db: Db, classId: string, now: Date) {
  const [cc] = await db
    .select()
    .from(classChallenges)
    .where(eq(classChallenges.classId, classId))
    .orderBy(desc(classChallenges.createdAt))
    .limit(1);
  if (!cc) return { cc: null, rows: [] as AdminBoardRowDto[] };
  const runs = await classRuns(db, cc, now);
  const rows = runs
    .map((r) => boardRow(r, cc.startDate))
    .sort(
      (x, y) => y.daysPassed - x.daysPassed || y.streak - x.streak || x.nickname.localeCompare(y.nickname),
    );
  return { cc, rows };
}

import { eq, sql, type SQL } from 'drizzle-orm';
import type { DisciplineScore, ScoreSums } from '@/shared/gamification/engine-types';
import { SCORE_WINDOW_DAYS } from '@/shared/gamification/rules';
import { rankingMembers } from '../../db/schema';
import { localTodaySql, userToday } from '../../user/trading-settings';
import { disciplineScore } from '@/shared/gamification/score';
import type { Exec } from '../../db/tx';

/*
 * The ranking's cached scores (ADR 014). SQL only SUMS a trader's gamification_days (the columns kept apart for
 * this); the score itself is the engine's one pure function, `disciplineScore`, so the board, the trader's own
 * figure and the tests can never disagree about the formula.
 */

/**
 * The score's input sums over the days `d` matching `filter`, as one JSON object (SumsRow): an aggregate, used with
 * GROUP BY or over one user's days. A day is active when it has trades.
 */
export const sumsJson = (filter: SQL = sql`true`) => sql`json_build_object(
  'trades', coalesce(sum(d.trades) filter (where ${filter}), 0),
  'active_days', count(*) filter (where d.trades > 0 and ${filter}),
  'checklist_days', count(*) filter (where d.trades > 0 and d.checklist_passed and ${filter}),
  'with_stop', coalesce(sum(d.with_stop) filter (where ${filter}), 0),
  'within_risk', coalesce(sum(d.within_risk) filter (where ${filter}), 0),
  'journaled', coalesce(sum(d.journaled) filter (where ${filter}), 0))`;

export interface SumsRow {
  trades: number;
  active_days: number;
  checklist_days: number;
  with_stop: number;
  within_risk: number;
  journaled: number;
}

export const toSums = (r: SumsRow): ScoreSums => ({
  trades: Number(r.trades),
  activeDays: Number(r.active_days),
  checklistDays: Number(r.checklist_days),
  withStop: Number(r.with_stop),
  withinRisk: Number(r.within_risk),
  journaled: Number(r.journaled),
});

/** The first day of the 30-day window ending on `today` (inclusive), as SQL. */
const windowStart = (today: SQL | string) => sql`(${today}::date - ${SCORE_WINDOW_DAYS - 1}::int)`;

/** A trader's own sums over the 30 days ending `today` (whether or not they take part in the ranking). */
export async function ownWindowSums(exec: Exec, userId: string, today: string): Promise<ScoreSums> {
  const res = await exec.execute<{ sums: SumsRow }>(sql`
    select ${sumsJson()} as sums from gamification_days d
    where d.user_id = ${userId} and d.day between ${windowStart(today)} and ${today}::date`);
  const row = res.rows[0];
  if (!row) throw new Error('an aggregate always answers one row');
  return toSums(row.sums);
}

/** numeric(4,1) text for a score, as the column stores it. */
const scoreText = (s: DisciplineScore) => s.score.toFixed(1);

/**
 * Recomputes the trader's cached discipline scores (ranking_members: 30 days ending `today`, and all time) from
 * gamification_days. Run by the ledger's ranking follow-up after every gamification refresh of the user (ADR 032)
 * and when they join; a no-op (one primary-key read) for a trader who never chose a nickname.
 */
export async function refreshRankingScore(exec: Exec, userId: string, today: string): Promise<void> {
  if (await isRankingMember(exec, userId)) await refreshMemberScore(exec, userId, today);
}

/** A member's scores, at their local today of `now` (the caller checked isRankingMember). */
export async function refreshMemberScoreAt(exec: Exec, userId: string, now: Date): Promise<void> {
  const { today } = await userToday(exec, userId, now);
  await refreshMemberScore(exec, userId, today);
}

/** The trader chose a nickname (has a ranking_members row): only members have a cached score. */
export async function isRankingMember(exec: Exec, userId: string): Promise<boolean> {
  const [member] = await exec
    .select({ userId: rankingMembers.userId })
    .from(rankingMembers)
    .where(eq(rankingMembers.userId, userId))
    .limit(1);
  return member !== undefined;
}

async function refreshMemberScore(exec: Exec, userId: string, today: string): Promise<void> {
  const inWindow = sql`d.day between ${windowStart(today)} and ${today}::date`;
  const res = await exec.execute<{ w: SumsRow; a: SumsRow }>(sql`
    select ${sumsJson(inWindow)} as w, ${sumsJson()} as a
    from gamification_days d where d.user_id = ${userId}`);
  const row = res.rows[0];
  if (!row) return;
  const window = disciplineScore(toSums(row.w));
  const all = disciplineScore(toSums(row.a));
  await exec
    .update(rankingMembers)
    .set({
      score30d: scoreText(window),
      eligible30d: window.eligible,
      scoreAll: scoreText(all),
      eligibleAll: all.eligible,
      windowEnd: today,
    })
    .where(eq(rankingMembers.userId, userId));
}

/**
 * The 30-day window moves with the calendar: before a board is read, the opted-in members whose cached window does
 * not end on their local today (their trading time zone, at `now`) are recomputed — one grouped query for all of
 * them and one batch UPDATE, never one query per member. On a day already refreshed this is a single read that
 * finds nothing. The all-time score does not depend on the date, so it is left as the last write made it.
 *
 * A member's own write may refresh their row meanwhile: the UPDATE skips rows whose window already ends where
 * ours does, so an older sum never overwrites a newer one.
 *
 * Returns how many members were recomputed.
 */
export async function refreshStaleScores(exec: Exec, now: Date): Promise<number> {
  const localToday = localTodaySql(now);
  const res = await exec.execute<{ user_id: string; today: string; sums: SumsRow }>(sql`
    with stale as (
      select r.user_id, ${localToday} as today
      from ranking_members r left join trading_settings ts on ts.user_id = r.user_id
      where r.opted_in and r.window_end is distinct from ${localToday}
    )
    select s.user_id, s.today::text as today, ${sumsJson()} as sums
    from stale s
    left join gamification_days d
      on d.user_id = s.user_id and d.day between ${windowStart(sql`s.today`)} and s.today
    group by s.user_id, s.today`);
  if (res.rows.length === 0) return 0;
  const updates = res.rows.map((r) => {
    const s = disciplineScore(toSums(r.sums));
    return { user_id: r.user_id, score: scoreText(s), eligible: s.eligible, window_end: r.today };
  });
  await exec.execute(sql`
    update ranking_members r
    set score_30d = v.score, eligible_30d = v.eligible, window_end = v.window_end, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb)
      as v(user_id text, score numeric, eligible boolean, window_end date)
    where r.user_id = v.user_id and r.window_end is distinct from v.window_end`);
  return updates.length;
}

/*
 * Every time zone's midnight falls on a quarter hour of UTC, so once the windows were checked at `t` no local day
 * can change before the next quarter hour: until then a board skips the check (per database, per process). A
 * clock moved back or forward (tests, the e2e's per-user clocks) falls outside the span and checks again.
 */
const QUARTER_HOUR_MS = 15 * 60_000;
const checkedSpan = new WeakMap<object, { from: number; until: number }>();

/** refreshStaleScores at most once per quarter hour of the clock (what a board read calls). */
export async function ensureFreshWindows(exec: Exec, now: Date): Promise<number> {
  const t = now.getTime();
  const span = checkedSpan.get(exec);
  if (span && t >= span.from && t < span.until) return 0;
  const refreshed = await refreshStaleScores(exec, now);
  checkedSpan.set(exec, { from: t, until: (Math.floor(t / QUARTER_HOUR_MS) + 1) * QUARTER_HOUR_MS });
  return refreshed;
}

/**
 * Recomputes every member's cached scores, both periods, in one grouped query and one batch UPDATE: for a change
 * of the formula or of the stored days made outside the refresh (a migration, the bench's seed). Members taking
 * part or not alike, so a return to the ranking finds a right score too.
 */
export async function recomputeAllScores(exec: Exec, now: Date): Promise<number> {
  const localToday = localTodaySql(now);
  const res = await exec.execute<{ user_id: string; today: string; w: SumsRow; a: SumsRow }>(sql`
    with members as (
      select r.user_id, ${localToday} as today
      from ranking_members r left join trading_settings ts on ts.user_id = r.user_id
    )
    select m.user_id, m.today::text as today,
      ${sumsJson(sql`d.day between ${windowStart(sql`m.today`)} and m.today`)} as w, ${sumsJson()} as a
    from members m left join gamification_days d on d.user_id = m.user_id
    group by m.user_id, m.today`);
  if (res.rows.length === 0) return 0;
  const updates = res.rows.map((r) => {
    const w = disciplineScore(toSums(r.w));
    const a = disciplineScore(toSums(r.a));
    return {
      user_id: r.user_id,
      score_30d: scoreText(w),
      eligible_30d: w.eligible,
      score_all: scoreText(a),
      eligible_all: a.eligible,
      window_end: r.today,
    };
  });
  await exec.execute(sql`
    update ranking_members r
    set score_30d = v.score_30d, eligible_30d = v.eligible_30d, score_all = v.score_all,
      eligible_all = v.eligible_all, window_end = v.window_end, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb)
      as v(user_id text, score_30d numeric, eligible_30d boolean, score_all numeric, eligible_all boolean,
        window_end date)
    where r.user_id = v.user_id`);
  return updates.length;
}

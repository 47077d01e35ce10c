import { desc, eq, sql } from 'drizzle-orm';
import { addDays } from '@/shared/time/calendar-date';
import { challengeEndDate } from '@/shared/discipline/challenge-days';
import { isPassedState } from '@/shared/discipline/evaluate-day';
import { RULE_BREAK_KINDS, type RuleBreakKind } from '@/shared/risk/contract';
import { LIMIT_BREAK_KINDS, type ClassViewDto, type ClassWeekDto } from '@/shared/schools/classes-contract';
import { weekOf } from '@/shared/time/weeks';
import type { Db } from '../../db/client';
import { classChallenges } from '../../db/schema';
import { textArray } from '../../db/sql-arrays';
import { classRuns } from './class-board';

interface ViewRow extends Record<string, unknown> {
  k: 'trade' | 'journal' | 'plan' | 'break';
  week: string | null;
  kind: string | null;
  a: number | string;
  b: number | string;
  c: number | string;
  d: number | string;
}

const SHARING = `('summary', 'full')`;

/**
 * The class's process, week by week (ISO weeks of the students' own local dates: a trade's trade_date, a plan's or
 * review's day), from the joined students who are still students of the school and share at least 'Resumo'; the
 * ones who share nothing are only counted. Two statements read the whole class set-based (its students, then one
 * aggregate over all of them): no query per student.
 * Definitions (docs/metrics.md): journaled = a trade or a daily review that week; used stops = traded and every
 * trade had a stop (or came from a file without a stop column); within limits = traded and no trade broke a limit
 * rule of the risk plan; broke rules = at least one trade with a rule break, counted per kind too.
 */
async function studentsOf(db: Db, classId: string) {
  const res = await db.execute<{ user_id: string; shares: boolean }>(sql`
    select m.user_id, coalesce(p.school_sharing, 'none') in ${sql.raw(SHARING)} as shares
    from school_class_members m
    join school_classes c on c.id = m.class_id
    join member sm on sm.user_id = m.user_id and sm.organization_id = c.school_id and sm.role = 'member'
    left join profiles p on p.user_id = m.user_id
    where m.class_id = ${classId} and m.status = 'joined'
  `);
  const sharing = res.rows.filter((r) => r.shares).map((r) => r.user_id);
  return { sharing, notSharing: res.rows.length - sharing.length };
}

async function processWeeks(db: Db, ids: readonly string[], from: string, to: string) {
  if (!ids.length) return [];
  const users = textArray(ids);
  const limits = textArray(LIMIT_BREAK_KINDS);
  // A trade's local date is within a day of its UTC instant whatever the zone (±14 h): the opened_at bound lets the
  // (user_id, opened_at) index cut the year down to the weeks asked; trade_date decides.
  const result = await db.execute<ViewRow>(sql`
    with tr as (
      select t.user_id, t.trade_date - (extract(isodow from t.trade_date)::int - 1) as week,
             t.stop_price is not null or t.stop_unknown as has_stop, t.rule_breaks
      from trades t
      where t.user_id = any(${users}::text[])
        and t.opened_at >= ${from}::date - 2 and t.opened_at < ${to}::date + 3
        and t.trade_date between ${from} and ${to}
    ),
    trade_weeks as (
      select user_id, week, bool_and(has_stop) as all_stops,
             bool_or(rule_breaks && ${limits}::text[]) as over_limit,
             bool_or(cardinality(rule_breaks) > 0) as broke
      from tr group by user_id, week
    ),
    review_weeks as (
      select distinct r.user_id, r.day - (extract(isodow from r.day)::int - 1) as week
      from daily_reviews r
      where r.user_id = any(${users}::text[]) and r.day between ${from} and ${to}
    ),
    plan_weeks as (
      select distinct pl.user_id, pl.day - (extract(isodow from pl.day)::int - 1) as week
      from daily_plans pl
      where pl.user_id = any(${users}::text[]) and pl.day between ${from} and ${to}
    ),
    break_weeks as (
      select distinct tr.user_id, tr.week, k.kind
      from tr cross join lateral unnest(tr.rule_breaks) as k(kind)
    )
    select 'trade' as k, week::text as week, null::text as kind, count(*) as a,
           count(*) filter (where all_stops) as b, count(*) filter (where not over_limit) as c,
           count(*) filter (where broke) as d
    from trade_weeks group by week
    union all
    select 'journal', week::text, null, count(distinct user_id), 0, 0, 0
    from (select user_id, week from trade_weeks union select user_id, week from review_weeks) j group by week
    union all
    select 'plan', week::text, null, count(*), 0, 0, 0 from plan_weeks group by week
    union all
    select 'break', week::text, kind, count(*), 0, 0, 0 from break_weeks group by week, kind
  `);
  return result.rows;
}

const emptyWeek = (week: string): ClassWeekDto => ({
  week,
  journaled: 0,
  wrotePlan: 0,
  traded: 0,
  usedStops: 0,
  withinLimits: 0,
  brokeRules: 0,
  ruleBreaks: {},
  challengeDaysPassed: 0,
  challengeDaysFailed: 0,
});

/** The class view of `weeks` ISO weeks ending with the week of `today` (the reader's day). */
export async function classView(
  db: Db,
  cls: { id: string; name: string },
  today: string,
  weeks: number,
  now: Date,
): Promise<ClassViewDto> {
  const lastWeek = weekOf(today).start;
  const firstWeek = addDays(lastWeek, -7 * (weeks - 1));
  const to = addDays(lastWeek, 6);
  const students = await studentsOf(db, cls.id);
  const rows = await processWeeks(db, students.sharing, firstWeek, to);
  const byWeek = new Map<string, ClassWeekDto>();
  for (let i = 0; i < weeks; i++) {
    const w = addDays(firstWeek, 7 * i);
    byWeek.set(w, emptyWeek(w));
  }
  for (const r of rows) {
    const w = r.week ? byWeek.get(r.week.slice(0, 10)) : undefined;
    if (!w) continue;
    if (r.k === 'trade') {
      w.traded = Number(r.a);
      w.usedStops = Number(r.b);
      w.withinLimits = Number(r.c);
      w.brokeRules = Number(r.d);
    } else if (r.k === 'journal') w.journaled = Number(r.a);
    else if (r.k === 'plan') w.wrotePlan = Number(r.a);
    else if (r.k === 'break' && RULE_BREAK_KINDS.includes(r.kind as RuleBreakKind))
      w.ruleBreaks[r.kind as RuleBreakKind] = Number(r.a);
  }
  await addChallengeDays(db, cls.id, new Set(students.sharing), byWeek, now);
  return {
    classId: cls.id,
    className: cls.name,
    sharing: students.sharing.length,
    notSharing: students.notSharing,
    weeks: [...byWeek.values()],
  };
}

/** The class challenge's days over, passed or failed, per ISO week (the runs of sharing students only). */
async function addChallengeDays(
  db: Db,
  classId: string,
  sharingIds: ReadonlySet<string>,
  byWeek: Map<string, ClassWeekDto>,
  now: Date,
) {
  const challengesOfClass = await db
    .select()
    .from(classChallenges)
    .where(eq(classChallenges.classId, classId))
    .orderBy(desc(classChallenges.createdAt));
  const weeks = [...byWeek.keys()];
  const from = weeks[0] ?? '';
  const to = addDays(weeks[weeks.length - 1] ?? '', 6);
  // Only the challenges whose 21 days meet the weeks shown (one or two, for a class that runs one at a time).
  const meeting = challengesOfClass.filter(
    (cc) => cc.startDate <= to && challengeEndDate(cc.startDate) >= from,
  );
  if (!meeting.length || !sharingIds.size) return;
  for (const cc of meeting) {
    const runs = await classRuns(db, cc, now);
    for (const run of runs) {
      if (!sharingIds.has(run.userId)) continue;
      for (const d of run.evaluated.days) {
        if (d.day >= run.today) continue;
        const w = byWeek.get(weekOf(d.day).start);
        if (!w) continue;
        if (isPassedState(d.state)) w.challengeDaysPassed++;
        else if (d.state === 'failed') w.challengeDaysFailed++;
      }
    }
  }
}

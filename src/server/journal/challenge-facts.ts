import { and, asc, between, count, inArray } from 'drizzle-orm';
import { groupFactsByDay, type DayFacts, type FactRows } from '@/shared/discipline/evaluate-day';
import type { Db } from '../db/client';
import { breathingPauses, challengeDayMarks, challengeWeekReviews, dailyPlans, trades } from '../db/schema';

/** One user's window of local days and the challenge whose marks count in it (none: no marks). */
export interface FactsWindow {
  userId: string;
  challengeId: string | null;
  from: string;
  to: string;
}

/**
 * The stored facts of each user's local days `from`…`to` (one window per user), in four queries whatever the
 * number of users: the trades (only the columns the checklist reads; a trade's day is its trade_date, the local
 * date written in the user's zone), the daily plans, the challenges' marks and the breathing pauses counted per
 * day. Each source is read once over the union of the windows, then cut per user.
 */
export async function loadFactRowsOf(
  db: Pick<Db, 'select'>,
  windows: readonly FactsWindow[],
): Promise<Map<string, FactRows>> {
  const out = new Map<string, FactRows>();
  if (!windows.length) return out;
  const userIds = windows.map((w) => w.userId);
  const challengeIds = windows.flatMap((w) => (w.challengeId ? [w.challengeId] : []));
  const from = windows.reduce((m, w) => (w.from < m ? w.from : m), windows[0]?.from ?? '');
  const to = windows.reduce((m, w) => (w.to > m ? w.to : m), '');
  // One after another: the gamification refresh calls this inside a transaction, whose single connection must not
  // be handed several queries at once (node-postgres warns, and will refuse).
  const tradeRows = await db
    .select({
      userId: trades.userId,
      day: trades.tradeDate,
      openedAt: trades.openedAt,
      ruleBreaks: trades.ruleBreaks,
      emotion: trades.emotion,
      notes: trades.notes,
    })
    .from(trades)
    .where(and(inArray(trades.userId, userIds), between(trades.tradeDate, from, to)));
  const planRows = await db
    .select({ userId: dailyPlans.userId, day: dailyPlans.day, createdAt: dailyPlans.createdAt })
    .from(dailyPlans)
    .where(and(inArray(dailyPlans.userId, userIds), between(dailyPlans.day, from, to)));
  const markRows = challengeIds.length
    ? await db
        .select({
          challengeId: challengeDayMarks.challengeId,
          day: challengeDayMarks.day,
          rulesDone: challengeDayMarks.rulesDone,
          didNotTrade: challengeDayMarks.didNotTrade,
        })
        .from(challengeDayMarks)
        .where(
          and(inArray(challengeDayMarks.challengeId, challengeIds), between(challengeDayMarks.day, from, to)),
        )
    : [];
  const pauseRows = await db
    .select({ userId: breathingPauses.userId, day: breathingPauses.day, count: count() })
    .from(breathingPauses)
    .where(and(inArray(breathingPauses.userId, userIds), between(breathingPauses.day, from, to)))
    .groupBy(breathingPauses.userId, breathingPauses.day);

  const windowOf = new Map(windows.map((w) => [w.userId, w]));
  const ofChallenge = new Map(windows.flatMap((w) => (w.challengeId ? [[w.challengeId, w] as const] : [])));
  for (const w of windows) out.set(w.userId, { trades: [], plans: [], marks: [], pauses: [] });
  const inWindow = (w: FactsWindow | undefined, day: string) =>
    w !== undefined && day >= w.from && day <= w.to;
  for (const { userId, ...t } of tradeRows) {
    const w = windowOf.get(userId);
    if (inWindow(w, t.day)) out.get(userId)?.trades.push({ ...t, openedAt: t.openedAt.getTime() });
  }
  for (const p of planRows)
    if (inWindow(windowOf.get(p.userId), p.day))
      out.get(p.userId)?.plans.push({ day: p.day, createdAt: p.createdAt.getTime() });
  for (const { challengeId, ...m } of markRows) {
    const w = ofChallenge.get(challengeId);
    if (w && inWindow(w, m.day)) out.get(w.userId)?.marks.push(m);
  }
  for (const { userId, ...p } of pauseRows)
    if (inWindow(windowOf.get(userId), p.day)) out.get(userId)?.pauses.push(p);
  return out;
}

/** loadFactRowsOf, grouped by each user's local day (their zone places a trade without a stored day). */
export async function loadDayFactsOf(
  db: Pick<Db, 'select'>,
  windows: readonly (FactsWindow & { timeZone: string })[],
): Promise<Map<string, Map<string, DayFacts>>> {
  const rows = await loadFactRowsOf(db, windows);
  const out = new Map<string, Map<string, DayFacts>>();
  for (const w of windows) {
    const r = rows.get(w.userId);
    out.set(w.userId, r ? groupFactsByDay(r, w.timeZone) : new Map());
  }
  return out;
}

/** One user's facts of the local days `from`…`to`, grouped by day (loadDayFactsOf for a single window). */
export async function loadDayFacts(
  db: Pick<Db, 'select'>,
  userId: string,
  challengeId: string | null,
  from: string,
  to: string,
  timeZone: string,
): Promise<Map<string, DayFacts>> {
  const facts = await loadDayFactsOf(db, [{ userId, challengeId, from, to, timeZone }]);
  return facts.get(userId) ?? new Map();
}

/** Week (1–3) → answers, for each of the challenges. */
export async function loadWeekReviews(
  db: Db,
  challengeIds: string[],
): Promise<Map<string, Partial<Record<number, string[]>>>> {
  const byChallenge = new Map<string, Partial<Record<number, string[]>>>();
  if (!challengeIds.length) return byChallenge;
  const rows = await db
    .select({
      challengeId: challengeWeekReviews.challengeId,
      week: challengeWeekReviews.week,
      answers: challengeWeekReviews.answers,
    })
    .from(challengeWeekReviews)
    .where(inArray(challengeWeekReviews.challengeId, challengeIds))
    .orderBy(asc(challengeWeekReviews.week));
  for (const r of rows) {
    const reviews = byChallenge.get(r.challengeId) ?? {};
    reviews[r.week] = r.answers as string[];
    byChallenge.set(r.challengeId, reviews);
  }
  return byChallenge;
}

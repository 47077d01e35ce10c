import { eq } from 'drizzle-orm';
import { evaluateAchievements } from '@/shared/gamification/achievements';
import { levelForXp } from '@/shared/gamification/rules';
import type { Db } from '../../db/client';
import { gamificationState } from '../../db/schema';
import { createLogger, type Logger } from '../../logger';
import { notifyTradesChanged } from '../../realtime/trade-events';
import { ledgerWrite } from '../../ledger/ledger-write';
import { userToday } from '../../user/trading-settings';
import { settleAchievements } from './achievements';
import { evaluateChallenges } from './challenge-xp';
import { loadDayRecords, refreshDays, staleDays } from './day-records';
import { announced, type GamificationEventInput, insertEvents } from './events';
import { evaluateGoals, loadGoals, settleGoals } from './goals';
import { ledgerTotal, ofSources, reconcileLedger } from './ledger';
import type { Exec } from '../../db/tx';
import { inheritTradeLocks, lockUserTrades } from '../../db/trade-lock';

/** The ledger sources that belong to a challenge as a whole (all reconciled at every refresh: they are few). */
const CHALLENGE_SOURCES = [
  'challenge-day',
  'challenge-week',
  'weekly-review',
  'challenge-completed',
] as const;

let logger: Pick<Logger, 'error'> | undefined;
/** The app's logger (createApp sets it): a failed refresh is logged, never thrown at the write. Returns the last. */
export function setGamificationLogger(
  l: Pick<Logger, 'error'> | undefined,
): Pick<Logger, 'error'> | undefined {
  const previous = logger;
  logger = l;
  return previous;
}

type Tx = Exec & Pick<Db, 'transaction'>;

/**
 * Re-evaluates a trader's gamification after a write changed their facts (ADR 014): the day records of `days`
 * ('all' = every day the trader has facts on; none = only what depends on the whole), then the challenge XP, the
 * goals, the level, the achievements (the ranking score is the ledger's next follow-up). Idempotent: running it
 * again changes nothing.
 *
 * Called inside the write's transaction where there is one (the XP commits with the facts), else right after the
 * write. It never makes the write fail: it runs in a savepoint (or its own transaction), an error is logged and the
 * next evaluation repairs the derived rows. Serialised per user by the trade writes' advisory lock.
 */
export async function refreshGamification(
  exec: Exec,
  userId: string,
  now: Date,
  days?: readonly string[] | 'all',
): Promise<void> {
  // Inside the caller's transaction the NOTIFY goes on that transaction (after the savepoint), so the caller's own
  // NOTIFY of the same transaction is recognised as the same write (trade-events.ts) and counted once.
  const inCallerTx = 'rollback' in exec;
  try {
    let changed = false;
    // A transaction's .transaction() is a SAVEPOINT (drizzle); a Db's is a transaction of its own.
    await (exec as Tx).transaction(async (tx) => {
      if (inCallerTx) inheritTradeLocks(exec, tx);
      await lockUserTrades(tx, userId);
      changed = await refreshLocked(tx, userId, now, days);
      if (changed && !inCallerTx) await notifyTradesChanged(tx, userId);
    });
    if (changed && inCallerTx) await notifyTradesChanged(exec, userId);
  } catch (err) {
    (logger ?? createLogger('error')).error({ err, userId }, 'gamification refresh failed');
  }
}

/**
 * Lazy re-evaluation for a read: a trader whose last evaluation was on an earlier local day (a challenge day is
 * over, a goal's period ended) or who was never evaluated (every day since the feature came) is refreshed first.
 */
export async function refreshIfStale(db: Db, userId: string, now: Date): Promise<void> {
  const { today } = await userToday(db, userId, now);
  const [state] = await db
    .select({ evaluatedOn: gamificationState.evaluatedOn })
    .from(gamificationState)
    .where(eq(gamificationState.userId, userId))
    .limit(1);
  // Through the ledger, so the ranking score (a follow-up of its own) is recomputed with the XP.
  if (!state?.evaluatedOn || state.evaluatedOn < today)
    await ledgerWrite(db, { userId, now }, async (_tx, change) => change.facts());
}

async function refreshLocked(
  tx: Exec,
  userId: string,
  now: Date,
  days: readonly string[] | 'all' | undefined,
): Promise<boolean> {
  const { today, timezone } = await userToday(tx, userId, now);
  const [state] = await tx
    .select()
    .from(gamificationState)
    .where(eq(gamificationState.userId, userId))
    .limit(1);

  // Never evaluated: every day with a fact (the facts written before this feature included).
  let wanted: readonly string[] | 'all' | undefined = state ? days : 'all';
  if (wanted !== 'all' && state?.evaluatedOn && state.evaluatedOn < today)
    wanted = [...(wanted ?? []), ...(await staleDays(tx, userId, state.evaluatedOn, today))];
  if (wanted === 'all' || wanted?.length) await refreshDays(tx, userId, wanted, today, timezone);

  const challenges = await evaluateChallenges(tx, userId, today, timezone);
  await reconcileLedger(tx, userId, ofSources(CHALLENGE_SOURCES), challenges.entries);

  const records = await loadDayRecords(tx, userId);
  const goalRows = await loadGoals(tx, userId);
  const told = await announced(tx, userId);
  const goals = evaluateGoals(goalRows, records, today, challenges.completedOn);
  const settled = await settleGoals(tx, userId, goals, now, told.goals);
  await reconcileLedger(tx, userId, ofSources(['goal']), settled.entries);

  // The level first: some achievements read it.
  const level = levelForXp(await ledgerTotal(tx, userId));
  const progress = evaluateAchievements({
    days: records,
    challenges: challenges.summaries,
    goalsMet: goals.filter((g) => g.progress.met).length,
    level: level.level,
  });
  const events: GamificationEventInput[] = [
    ...settled.events,
    ...(await settleAchievements(tx, userId, progress, now, told.achievements)),
  ];

  let announcedLevel = Math.max(state?.announcedLevel ?? 1, told.level);
  if (level.level > announcedLevel) {
    events.push({ kind: 'level-up', level: level.level, levelName: level.name });
    announcedLevel = level.level;
  }
  const values = { xp: level.xp, level: level.level, announcedLevel, evaluatedOn: today };
  await tx
    .insert(gamificationState)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: gamificationState.userId, set: values });
  await insertEvents(tx, userId, events);
  // Some callers (breathing, the review, the challenge) do not notify: an event or an XP change must wake every
  // open stream, so the other tabs' badge and page follow (a pause's +5 XP makes no event).
  return events.length > 0 || (state?.xp ?? 0) !== level.xp;
}

import { sql } from 'drizzle-orm';
import { CHALLENGE_DAYS } from '@/shared/discipline/contract';
import { challengeOverview } from '../features/discipline/challenge.service';
import { refreshIfStale } from '../features/gamification/refresh';
import { refreshStaleScores } from '../features/ranking/score-cache';
import { localTodaySql } from '../user/trading-settings';
import type { JobDefinition } from './runner';

/*
 * The challenge's result, a day's XP, goals whose period ended and achievements that need a day to be over are
 * derived on read (ADR 012, 014): without this job a trader who does not open the app keeps a finished challenge
 * "active" and misses the announcement until the next visit, and boards rank yesterday's windows. Every time zone's
 * midnight falls on a quarter hour of UTC, hence the schedule. Each step is the same function a read calls, so the
 * job adds no second definition of any rule, and re-running it changes nothing.
 *
 * "Active" traders are those with a live session: an account nobody uses is settled on its next visit, as before,
 * rather than re-evaluated every day forever. USERS_PER_RUN bounds one run; the rest are taken at the next one.
 */
export const USERS_PER_RUN = 500;

const localToday = localTodaySql;

export function dailyCloseJob(clock: () => Date = () => new Date()): JobDefinition {
  return {
    name: 'daily-close',
    schedule: '*/15 * * * *',
    leaseMs: 5 * 60_000,
    runAtStart: true,
    async run({ db, signal, logger }) {
      const now = clock();
      // Challenges whose day 21 is over: stored as completed or failed, as the challenge page would.
      const ended = await db.execute<{ user_id: string }>(sql`
        select c.user_id from challenges c left join trading_settings ts on ts.user_id = c.user_id
        where c.status = 'active' and c.start_date + ${CHALLENGE_DAYS - 1}::integer < ${localToday(now)}
        limit ${USERS_PER_RUN}`);
      let challengesClosed = 0;
      for (const { user_id: userId } of ended.rows) {
        if (signal.aborted) break;
        await challengeOverview({ db, userId, now: () => now });
        challengesClosed++;
      }

      // Traders whose last evaluation was on an earlier local day: the day that ended earns its XP, goals settle,
      // achievements and level-ups are announced (and reach open tabs through the feed).
      const stale = await db.execute<{ user_id: string }>(sql`
        select g.user_id from gamification_state g left join trading_settings ts on ts.user_id = g.user_id
        where (g.evaluated_on is null or g.evaluated_on < ${localToday(now)})
          and exists (select 1 from session s where s.user_id = g.user_id and s.expires_at > now())
        order by g.evaluated_on nulls first
        limit ${USERS_PER_RUN}`);
      let tradersRefreshed = 0;
      for (const { user_id: userId } of stale.rows) {
        if (signal.aborted) break;
        try {
          await refreshIfStale(db, userId, now);
        } catch (err) {
          // One trader's bad data must not hold back everyone after them.
          logger.error({ err, userId }, 'daily close of a trader failed');
        }
        tradersRefreshed++;
      }

      // Ranking windows that moved with the day (what a board read does at most once per quarter hour).
      const scoresRefreshed = signal.aborted ? 0 : await refreshStaleScores(db, now);
      return { challengesClosed, tradersRefreshed, scoresRefreshed };
    },
  };
}

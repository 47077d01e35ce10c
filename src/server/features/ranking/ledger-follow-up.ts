import type { LedgerFollowUp } from '../../ledger/ledger-write';
import { createLogger, type Logger } from '../../logger';
import { isRankingMember, refreshMemberScoreAt } from './score-cache';

/**
 * The trader's cached ranking score, from the day records the gamification refresh just wrote. In a savepoint: a
 * failure is logged and rolls back the score alone, never the write nor its XP.
 */
export function rankingFollowUp(logger?: Pick<Logger, 'error'>): LedgerFollowUp {
  return {
    name: 'ranking',
    order: 30,
    async run(tx, { userId, now, factDays }) {
      // A trader outside the ranking pays one primary-key read, no savepoint.
      if (factDays === null || !(await isRankingMember(tx, userId))) return;
      try {
        await tx.transaction((sp) => refreshMemberScoreAt(sp, userId, now));
      } catch (err) {
        (logger ?? createLogger('error')).error({ err, userId }, 'ranking score refresh failed');
      }
    },
  };
}

import type { LedgerFollowUp } from '../../ledger/ledger-write';
import { refreshGamification } from './refresh';

/**
 * XP, goals, level and achievements of the days the write touched (ADR 014), after the rule breaks they read. In a
 * savepoint: a failure is logged and rolls back the refresh alone, never the write (the next refresh repairs it).
 */
export const gamificationFollowUp: LedgerFollowUp = {
  name: 'gamification',
  order: 20,
  async run(tx, { userId, now, factDays }) {
    if (factDays !== null) await refreshGamification(tx, userId, now, factDays);
  },
};

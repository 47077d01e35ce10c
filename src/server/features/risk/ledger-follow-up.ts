import type { LedgerFollowUp } from '../../ledger/ledger-write';
import { reevaluateAccount, reevaluateDays, reevaluateUserDays } from './evaluate';

/**
 * Rule breaks and today's alerts are derived from the trades (ADR 012): judged again in the write's transaction,
 * so a failure here fails the write (the trades never stand with breaks that do not match them).
 */
export const riskFollowUp: LedgerFollowUp = {
  name: 'risk',
  order: 10,
  async run(tx, { userId, now, tradeDays, accounts, userDays }) {
    if (tradeDays.length) await reevaluateDays(tx, userId, tradeDays, now);
    for (const accountId of accounts) await reevaluateAccount(tx, userId, accountId, now);
    if (userDays.length) await reevaluateUserDays(tx, userId, userDays, now);
  },
};

import type { LedgerFollowUp } from '../ledger/ledger-write';
import { notifyTradesChanged } from './trade-events';

/**
 * Open dashboards and every process's dashboard cache learn that the user's trades changed: a NOTIFY in the write's
 * transaction, delivered at its commit and never for a write that rolled back (trade-events.ts).
 */
export const notifyFollowUp: LedgerFollowUp = {
  name: 'notify',
  order: 40,
  async run(tx, { userId, announce }) {
    if (announce) await notifyTradesChanged(tx, userId);
  },
};

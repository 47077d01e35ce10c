import { isIsoDateText } from '@/shared/time/calendar-date';
import type { LedgerChanges, LedgerFollowUp } from '../ledger/ledger-write';
import { notifyColumnsChanged } from '../realtime/column-events';

/**
 * The trade days whose rows a write may have changed: the days it marked (trades, judged, the user's days, the
 * facts'), or null (any day) when it re-judged a whole account, marked everything or marked no day at all.
 */
function columnsScope(changes: LedgerChanges): readonly string[] | null {
  if (changes.accounts.length || changes.factDays === 'all') return null;
  const days = [...changes.tradeDays.map((d) => d.day), ...changes.userDays, ...(changes.factDays ?? [])];
  // A day the database might read differently than its text (or not at all) counts as any day.
  return days.length && days.every(isIsoDateText) ? days : null;
}

/**
 * Every process's cache of trade columns learns which days a write touched (columns-cache.ts). First of the
 * follow-ups, so its notification precedes any trades_changed one of the same transaction.
 */
export const columnsFollowUp: LedgerFollowUp = {
  name: 'columns',
  order: 0,
  async run(tx, changes) {
    await notifyColumnsChanged(tx, changes.userId, columnsScope(changes));
  },
};

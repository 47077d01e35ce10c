import type { RuleBreakKind } from '@/shared/risk/contract';
import type { DayTrade } from '@/shared/risk/rule-breaks';
import type { LedgerTx } from './ledger-write';

/** A trade about to be inserted (not stored yet): what the day's judgement needs of it, and its local day. */
export interface IncomingTrade extends DayTrade {
  day: string;
}

/**
 * Judges trades before their INSERT (the import: the same breaks as a re-evaluation after it, without reading the
 * rows back): the account's `days` with the incoming trades added; returns the breaks of each incoming trade by id.
 * Undefined: not this user's account.
 */
export type IncomingJudge = (
  tx: LedgerTx,
  userId: string,
  accountId: string,
  days: readonly string[],
  incoming: readonly IncomingTrade[],
  now: Date,
) => Promise<Map<string, RuleBreakKind[]> | undefined>;

let judge: IncomingJudge | undefined;

/** The rule-break judge, registered by the composition root (ledger-follow-ups.ts) beside the follow-ups. */
export function registerIncomingJudge(fn: IncomingJudge): void {
  judge = fn;
}

export function judgeIncoming(...args: Parameters<IncomingJudge>): ReturnType<IncomingJudge> {
  if (!judge) throw new Error('judgeIncoming before the judge was registered (composeLedger)');
  return judge(...args);
}

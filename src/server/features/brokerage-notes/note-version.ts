import { createHash } from 'node:crypto';
import type { NoteExecution, NoteSummary } from '@/shared/brokerage-notes/contract';
import { toDecimal } from '@/shared/trading/decimal';

/** What a broker's correction can change: the summary's figures and the executions. */
export type NoteFigures = Omit<NoteSummary, 'warnings'> & { executions: readonly NoteExecution[] };

const COST_KEYS = [
  'brokerageCents',
  'exchangeFeesCents',
  'registrationFeeCents',
  'settlementFeeCents',
  'issCents',
  'operationalFeeCents',
  'otherCostsCents',
] as const;

/**
 * A note version's fingerprint: equal for the same figures however they were read (a price stored as numeric(20,8)
 * and the parser's '128450.00' are one price), different when any figure or execution differs. The layout's own
 * texts (broker name, page count, warnings) are not figures: they follow from them or from the print. Nor is an
 * execution's instrument: the reader derives it from the printed title (the Bovespa name table), so a reader that
 * learns a name must not make the same note look corrected.
 */
export function noteVersion(n: NoteFigures): string {
  const canonical = [
    n.businessValueCents,
    n.dayTradeResultCents,
    COST_KEYS.map((k) => n.costs[k]),
    n.totalCostsCents,
    n.irrfDayTradeCents,
    n.irrfDayTradeBaseCents,
    n.netTotalCents,
    n.executions.map((e) => [
      e.side,
      e.symbol,
      e.maturity,
      e.quantity,
      toDecimal(e.price).toFixed(8),
      e.valueCents,
      e.dayTrade,
    ]),
  ];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('base64url');
}

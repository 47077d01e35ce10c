import { RULE_BREAK_KINDS, type RuleBreakKind } from '@/shared/risk/contract';
import { type TradeDto } from '@/shared/trading/api-contract';
import { toDecimal } from '@/shared/trading/decimal';
import { isEmotion } from '@/shared/trading/emotions';
import type { TradeAttachmentSummary } from '@/shared/attachments/contract';
import { asc, inArray, sql } from 'drizzle-orm';
import { brokerageNotes, playbooks, tradeAttachments, trades } from '../db/schema';
import type { Exec } from '../db/tx';

type TradeRow = typeof trades.$inferSelect;

/** The columns a TradeDto needs (never user_id, fingerprint or timestamps the client does not show). */
export const tradeDtoColumns = {
  id: trades.id,
  accountId: trades.accountId,
  importId: trades.importId,
  tradeDate: trades.tradeDate,
  tradeTime: trades.tradeTime,
  exitDate: trades.exitDate,
  exitTime: trades.exitTime,
  side: trades.side,
  contracts: trades.contracts,
  instrument: trades.instrument,
  contractMonth: trades.contractMonth,
  contractYear: trades.contractYear,
  entryPrice: trades.entryPrice,
  exitPrice: trades.exitPrice,
  mep: trades.mep,
  men: trades.men,
  stopPrice: trades.stopPrice,
  stopUnknown: trades.stopUnknown,
  costs: trades.costs,
  pointValue: trades.pointValue,
  currency: trades.currency,
  pnl: trades.pnl,
  emotion: trades.emotion,
  notes: trades.notes,
  tags: trades.tags,
  ruleBreaks: trades.ruleBreaks,
  ruleBreakNote: trades.ruleBreakNote,
  playbookId: trades.playbookId,
  criteriaMet: trades.criteriaMet,
  // One index lookup per row of a page; the name follows a rename without touching the trades.
  playbookName: sql<
    string | null
  >`(select ${playbooks.name} from ${playbooks} where ${playbooks.id} = ${trades.playbookId})`,
  createdAt: trades.createdAt,
  // Read only for a trade whose costs are its day's brokerage notes' share: the notes' numbers. Written out with the
  // table's name: drizzle leaves a column in a select's sql unqualified, which inside the subquery would name the
  // note's own column (every note of every user would match).
  costsNote: sql<
    string | null
  >`case when "trades"."costs_from_note" then (select string_agg(bn.note_number, ', ' order by bn.note_number) from ${brokerageNotes} bn where bn.user_id = "trades"."user_id" and bn.account_id = "trades"."account_id" and bn.trade_date = "trades"."trade_date") end`,
};
export type TradeDtoRow = Pick<
  TradeRow,
  Exclude<keyof typeof tradeDtoColumns, 'playbookName' | 'costsNote'>
> & {
  playbookName: string | null;
  costsNote?: string | null;
};

const BREAK_ORDER = new Map<string, number>(RULE_BREAK_KINDS.map((k, i) => [k, i]));
/** The stored kinds, known ones only, in the order a badge lists them (whatever order the detector wrote). */
const ruleBreaksOf = (stored: readonly string[]): RuleBreakKind[] =>
  stored
    .filter((k): k is RuleBreakKind => BREAK_ORDER.has(k))
    .sort((a, b) => (BREAK_ORDER.get(a) ?? 0) - (BREAK_ORDER.get(b) ?? 0));

// numeric(20,8) reads back as '125000.00000000': the DTO carries the shortest exact text.
const exact = (v: string): string => toDecimal(v).toString();
const exactOrNull = (v: string | null): string | null => (v === null ? null : exact(v));

/** The URL of a screenshot's thumbnail (the attachments feature serves it to the owner and who may read). */
export const attachmentThumbUrl = (id: string) => `/api/attachments/${id}/thumb`;

/** The screenshots of a page of trades, in their order, in one query (not one per trade). */
export async function attachmentSummariesOf(
  exec: Exec,
  tradeIds: readonly string[],
): Promise<Map<string, TradeAttachmentSummary[]>> {
  const byTrade = new Map<string, TradeAttachmentSummary[]>();
  if (!tradeIds.length) return byTrade;
  const rows = await exec
    .select({ id: tradeAttachments.id, tradeId: tradeAttachments.tradeId, caption: tradeAttachments.caption })
    .from(tradeAttachments)
    .where(inArray(tradeAttachments.tradeId, [...new Set(tradeIds)]))
    .orderBy(asc(tradeAttachments.tradeId), asc(tradeAttachments.position));
  for (const r of rows) {
    const list = byTrade.get(r.tradeId) ?? [];
    list.push({ id: r.id, thumbUrl: attachmentThumbUrl(r.id), caption: r.caption });
    byTrade.set(r.tradeId, list);
  }
  return byTrade;
}

/** TradeDtos of a page of rows, each with its screenshots (one query for the page). */
export async function toTradeDtos(exec: Exec, rows: readonly TradeDtoRow[]): Promise<TradeDto[]> {
  const attachments = await attachmentSummariesOf(
    exec,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toTradeDto(r, attachments.get(r.id) ?? []));
}

export const toTradeDto = (r: TradeDtoRow, attachments: TradeAttachmentSummary[] = []): TradeDto => ({
  id: r.id,
  accountId: r.accountId,
  importId: r.importId,
  date: r.tradeDate,
  time: r.tradeTime,
  // Present only when stored: a same-day trade's DTO stays as it was before the exit was kept.
  ...(r.exitDate ? { exitDate: r.exitDate } : {}),
  ...(r.exitTime ? { exitTime: r.exitTime } : {}),
  type: r.side,
  contracts: r.contracts,
  instrument: r.instrument,
  contractMonth: r.contractMonth,
  contractYear: r.contractYear,
  entry: exact(r.entryPrice),
  exit: exact(r.exitPrice),
  mep: exactOrNull(r.mep),
  men: exactOrNull(r.men),
  stop: exactOrNull(r.stopPrice),
  stopUnknown: r.stopUnknown && r.stopPrice === null,
  costs: toDecimal(r.costs).toFixed(2),
  // Present only when the costs are a brokerage note's share: the rest of the DTOs stay as they were.
  ...(r.costsNote ? { costsNote: r.costsNote } : {}),
  pointValue: exact(r.pointValue),
  currency: r.currency,
  pnl: toDecimal(r.pnl).toFixed(2),
  emotion: r.emotion && isEmotion(r.emotion) ? r.emotion : null,
  notes: r.notes,
  tags: r.tags,
  ruleBreaks: ruleBreaksOf(r.ruleBreaks),
  ruleBreakNote: r.ruleBreakNote,
  playbook: r.playbookId && r.playbookName !== null ? { id: r.playbookId, name: r.playbookName } : null,
  criteriaMet: r.playbookId ? r.criteriaMet : [],
  createdAt: r.createdAt.toISOString(),
  attachments,
});

import { and, arrayContains, asc, desc, eq, gt, gte, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { NO_PLAYBOOK } from '@/shared/playbooks/contract';
import type { z } from 'zod';
import { type TradeListResponse, type tradeListQuerySchema } from '@/shared/trading/api-contract';
import { toDecimal } from '@/shared/trading/decimal';
import { type ExportTrade } from '@/shared/trading/export';
import { normalizeSymbol } from '@/shared/trading/instruments';
import type { Db } from '../../db/client';
import { tradingAccounts, trades } from '../../db/schema';
import { nearEventOf, nearEventsOf } from '../../journal/near-event';
import { isUuid } from '../../user/trading-accounts';
import { toTradeDto, toTradeDtos, tradeDtoColumns } from '../../journal/trade-dto';

export type TradeListFilters = z.output<typeof tradeListQuerySchema>;

/** The WHERE of the list, its totals and the export: always scoped to the user first. */
export function tradeFilters(userId: string, q: TradeListFilters): SQL | undefined {
  return and(
    eq(trades.userId, userId),
    q.from ? gte(trades.tradeDate, q.from) : undefined,
    q.to ? lte(trades.tradeDate, q.to) : undefined,
    // A malformed account id matches nothing rather than failing the uuid cast.
    q.accountId ? (isUuid(q.accountId) ? eq(trades.accountId, q.accountId) : sql`false`) : undefined,
    // 'WINZ25' finds the WIN trades: trades store the instrument root.
    q.instrument ? eq(trades.instrument, normalizeSymbol(q.instrument).root) : undefined,
    q.type ? eq(trades.side, q.type) : undefined,
    q.emotion ? eq(trades.emotion, q.emotion) : undefined,
    q.result === 'gain' ? gt(trades.pnl, '0') : q.result === 'loss' ? lt(trades.pnl, '0') : undefined,
    q.tag ? arrayContains(trades.tags, [q.tag]) : undefined,
    // 'any' is served by the partial index on trades that broke a rule (trades_user_breaks_idx).
    q.ruleBreak === 'any'
      ? sql`cardinality(${trades.ruleBreaks}) > 0`
      : q.ruleBreak
        ? arrayContains(trades.ruleBreaks, [q.ruleBreak])
        : undefined,
    // Matched on the user's own trades: another user's playbook id (or a malformed one) selects nothing.
    q.playbookId === NO_PLAYBOOK
      ? isNull(trades.playbookId)
      : q.playbookId
        ? isUuid(q.playbookId)
          ? eq(trades.playbookId, q.playbookId)
          : sql`false`
        : undefined,
  );
}

// 'date' sorts by the entry instant, which follows (trade_date, trade_time) and is served by the
// (user_id, opened_at) index. 'account' sorts by the account's name.
const SORT_COLUMNS = {
  date: trades.openedAt,
  instrument: trades.instrument,
  type: trades.side,
  contracts: trades.contracts,
  entry: trades.entryPrice,
  exit: trades.exitPrice,
  pnl: trades.pnl,
  emotion: trades.emotion,
  account: sql`(select ${tradingAccounts.name} from ${tradingAccounts} where ${tradingAccounts.id} = ${trades.accountId})`,
} as const;

/** Sort column then id in the same direction: rows with equal values keep one order across pages. */
export function tradeOrder(q: Pick<TradeListFilters, 'sort' | 'dir'>): SQL[] {
  const by = q.dir === 'asc' ? asc : desc;
  // Nulls (no emotion) go last in both directions, so they do not crowd the first page of a desc sort.
  const nulls = q.sort === 'emotion' ? sql` nulls last` : sql``;
  return [sql`${by(SORT_COLUMNS[q.sort])}${nulls}`, by(trades.id)];
}

export async function listTrades(db: Db, userId: string, q: TradeListFilters): Promise<TradeListResponse> {
  const where = tradeFilters(userId, q);
  const [rows, totals] = await Promise.all([
    db
      .select(tradeDtoColumns)
      .from(trades)
      .where(where)
      .orderBy(...tradeOrder(q))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({
        currency: trades.currency,
        count: sql<number>`count(*)::int`,
        wins: sql<number>`(count(*) filter (where ${trades.pnl} > 0))::int`,
        losses: sql<number>`(count(*) filter (where ${trades.pnl} < 0))::int`,
        pnl: sql<string>`coalesce(sum(${trades.pnl}), 0)::text`,
        costs: sql<string>`coalesce(sum(${trades.costs}), 0)::text`,
      })
      .from(trades)
      .where(where)
      .groupBy(trades.currency)
      .orderBy(trades.currency),
  ]);
  // The page's near-event tags: one query for the page's rows, after it (inside the page's query, PostgreSQL would
  // run the lookup for every row the sort reads, not only the 50 it keeps).
  const [near, dtos] = await Promise.all([
    nearEventsOf(
      db,
      rows.map((r) => r.id),
    ),
    toTradeDtos(db, rows),
  ]);
  return {
    items: dtos.map((dto) => ({ ...dto, ...nearEventOf(near.get(dto.id)) })),
    page: q.page,
    pageSize: q.pageSize,
    total: totals.reduce((n, t) => n + Number(t.count), 0),
    totals: totals.map((t) => ({
      currency: t.currency,
      count: Number(t.count),
      wins: Number(t.wins),
      losses: Number(t.losses),
      pnl: toDecimal(t.pnl).toFixed(2),
      costs: toDecimal(t.costs).toFixed(2),
    })),
  };
}

/** The whole filtered set, in the list's order, shaped for export.ts. */
export async function exportTrades(db: Db, userId: string, q: TradeListFilters): Promise<ExportTrade[]> {
  const rows = await db
    .select({ ...tradeDtoColumns, fingerprint: trades.fingerprint })
    .from(trades)
    .where(tradeFilters(userId, q))
    .orderBy(...tradeOrder(q));
  // Same vocabulary as the DTO (toTradeDto is the one row mapper); the export writes absent values as undefined.
  return rows.map((r) => {
    const { contractMonth, contractYear, mep, men, stop, emotion, notes, ...rest } = toTradeDto(r);
    return {
      ...rest,
      contractMonth: contractMonth ?? undefined,
      contractYear: contractYear ?? undefined,
      mep: mep ?? undefined,
      men: men ?? undefined,
      stop: stop ?? undefined,
      emotion: emotion ?? undefined,
      notes: notes ?? undefined,
      fingerprint: r.fingerprint ?? undefined,
    };
  });
}

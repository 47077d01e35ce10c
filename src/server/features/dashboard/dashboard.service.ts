import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TradingSettings } from '@/shared/trading/api-contract';
import type { DashboardData, dashboardQuerySchema, MetricTrade } from '@/shared/trading/dashboard-contract';
import { toDecimal } from '@/shared/trading/decimal';
import { type Emotion, EMOTIONS, isEmotion } from '@/shared/trading/emotions';
import { normalizeSymbol } from '@/shared/trading/instruments';
import { buildDashboardOfColumns, currencyCounts } from '@/shared/trading/metrics';
import { resolvePeriod } from '@/shared/time/periods';
import type { Db } from '../../db/client';
import { tradingAccounts, trades } from '../../db/schema';
import { getTradingSettings } from '../trades/trading-settings';
import { toTradeDto, tradeDtoColumns } from '../trades/trades.service';
import { isUuid } from '../trading-accounts/trading-accounts.service';
import { metricColumns, weekdayOf } from './metric-columns';

export type DashboardQueryOut = z.output<typeof dashboardQuerySchema>;
type Currency = 'BRL' | 'USD';

/** The last trades the dashboard lists (spec: "the last 10 trades of the period"). */
export const LAST_TRADES = 10;

const cents = (money: string) => Math.round(toDecimal(money).mul(100).toNumber());

/**
 * The period's trades as one text value, one line per trade in (opened_at, id) order: `epoch seconds | date | time |
 * instrument | side | currency | pnl | costs | exit − entry | mep | men | |entry − stop| × point value × contracts |
 * broke a rule (1/0) | emotion` (`metricLine`; the reports read it too). One aggregated value instead of 10,000 rows is several times faster on PGlite (its per-row cost
 * dominates), and the text of numeric values is exact; the arithmetic that needs exactness is done here in SQL.
 */
export const metricLine = sql<string>`concat_ws('|',
  date_part('epoch', ${trades.openedAt}), ${trades.tradeDate}, ${trades.tradeTime}, ${trades.instrument},
  ${trades.side}, ${trades.currency}, ${trades.pnl}, ${trades.costs}, ${trades.exitPrice} - ${trades.entryPrice},
  coalesce(${trades.mep}::text, ''), coalesce(${trades.men}::text, ''),
  coalesce((abs(${trades.entryPrice} - ${trades.stopPrice}) * ${trades.pointValue} * ${trades.contracts})::text, ''),
  case when cardinality(${trades.ruleBreaks}) > 0 then '1' else '0' end,
  coalesce(${trades.emotion}, ''))`;
const metricLines = sql<
  string | null
>`string_agg(${metricLine}, E'\n' order by ${trades.openedAt}, ${trades.id})`;

const toCents = (text: string) => Math.round(Number(text) * 100);

/**
 * The engine compares these per trade (currency, side, emotion, day): the app's own string constants, and one
 * string per day shared by its trades, compare by identity instead of character by character.
 */
const CANONICAL = new Map<string, string>(
  ['BRL', 'USD', 'compra', 'venda', ...EMOTIONS].map((value) => [value, value]),
);
const canonical = (value: string): string => CANONICAL.get(value) ?? value;
let lastDate = '';
let lastWeekday = 0;

/** One line of `metricLines` → MetricTrade (money in cents; points as numbers). */
export function parseMetricLine(line: string): MetricTrade {
  const f = line.split('|');
  const [epoch, rawDate, time, instrument, rawSide, currency, pnl, costs, diff, mep, men, risk, broke] =
    f as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
  const emotion = f.slice(13).join('|');
  const riskCents = risk ? Number(risk) * 100 : 0;
  // Lines come in time order: a day's trades are consecutive, so one comparison finds the day's shared string.
  if (rawDate !== lastDate) {
    lastDate = rawDate;
    lastWeekday = weekdayOf(rawDate);
  }
  const side = canonical(rawSide);
  return {
    openedAt: Math.round(Number(epoch) * 1000),
    date: lastDate,
    hour: Number(time.slice(0, 2)),
    weekday: lastWeekday,
    instrument,
    side: side as MetricTrade['side'],
    currency: canonical(currency) as MetricTrade['currency'],
    pnl: toCents(pnl),
    costs: toCents(costs),
    points: side === 'compra' ? Number(diff) : -Number(diff),
    mep: mep ? Number(mep) : null,
    men: men ? Number(men) : null,
    // No stop, or a stop at the entry (zero distance), is "no risk defined".
    risk: riskCents > 0 ? riskCents : null,
    emotion: emotion && isEmotion(emotion) ? (canonical(emotion) as Emotion) : null,
    broke: broke === '1',
  };
}

/** What every request reads first (cheap): the settings, the accounts and the resolved period. */
export interface DashboardContext {
  timezone: string;
  breakevenTolerance: number;
  accounts: { id: string; currency: Currency; startingCapital: string }[];
  account: { id: string; currency: Currency; startingCapital: string } | undefined;
  period: { from: string | null; to: string | null };
  instrument: string | undefined;
  /** Everything the figures depend on besides the trades themselves: the cache's key. */
  key: string;
}

/**
 * The period (resolved in the user's time zone at `now`) and the account, which must be the user's own: another
 * user's (or a malformed) id is "not found", never their data.
 */
/** The accounts the dashboard's context reads (and the request cache keeps per user). */
export function dashboardAccounts(db: Db, userId: string) {
  return db
    .select({
      id: tradingAccounts.id,
      currency: tradingAccounts.currency,
      startingCapital: tradingAccounts.startingCapital,
    })
    .from(tradingAccounts)
    .where(eq(tradingAccounts.userId, userId))
    .orderBy(tradingAccounts.id);
}

export async function dashboardContext(
  db: Db,
  userId: string,
  q: DashboardQueryOut,
  now: Date,
  /** The user's settings and accounts when the caller has them (the request cache), else they are read here. */
  loaded?: { settings: TradingSettings; accounts: Awaited<ReturnType<typeof dashboardAccounts>> },
): Promise<{ ok: true; ctx: DashboardContext } | { ok: false; reason: 'account-not-found' }> {
  const [settings, accounts] = loaded
    ? [loaded.settings, loaded.accounts]
    : await Promise.all([getTradingSettings(db, userId), dashboardAccounts(db, userId)]);
  const account = q.accountId ? accounts.find((a) => a.id === q.accountId) : undefined;
  if (q.accountId && (!isUuid(q.accountId) || !account)) return { ok: false, reason: 'account-not-found' };
  const period = resolvePeriod(q.preset, q, settings.timezone, now);
  const instrument = q.instrument ? normalizeSymbol(q.instrument).root : undefined;
  const breakevenTolerance = cents(settings.breakevenTolerance);
  const key = JSON.stringify([
    q.preset,
    period.from,
    period.to,
    account?.id ?? null,
    instrument ?? null,
    q.currency ?? null,
    settings.timezone,
    breakevenTolerance,
    accounts.map((a) => [a.id, a.currency, a.startingCapital]),
  ]);
  return {
    ok: true,
    ctx: { timezone: settings.timezone, breakevenTolerance, accounts, account, period, instrument, key },
  };
}

/**
 * The dashboard over the context's filters: the currency (asked for, else the account's, else the one with most
 * trades in the filtered set) and the engine's figures over that currency's trades only — never mixed.
 */
export async function computeDashboard(
  db: Db,
  userId: string,
  q: DashboardQueryOut,
  ctx: DashboardContext,
): Promise<DashboardData> {
  const { account, period } = ctx;
  const where = and(
    eq(trades.userId, userId),
    period.from ? gte(trades.tradeDate, period.from) : undefined,
    period.to ? lte(trades.tradeDate, period.to) : undefined,
    account ? eq(trades.accountId, account.id) : undefined,
    ctx.instrument ? eq(trades.instrument, ctx.instrument) : undefined,
  );

  const [agg] = await db.select({ lines: metricLines }).from(trades).where(where);
  // Straight into columns (ADR 021 addendum): no object and no string per trade.
  const columns = metricColumns(agg?.lines ?? null);

  const [brl, usd] = currencyCounts(columns);
  const counts: Record<Currency, number> = { BRL: brl, USD: usd };
  const currencies = (['BRL', 'USD'] as const).filter((c) => counts[c] > 0);
  // Ties go to BRL (the first listed): the same choice on every request.
  const currency: Currency =
    q.currency ?? account?.currency ?? (counts.USD > counts.BRL ? 'USD' : (currencies[0] ?? 'BRL'));

  const startingCapital = account
    ? cents(account.startingCapital)
    : ctx.accounts
        .filter((a) => a.currency === currency)
        .reduce((sum, a) => sum + cents(a.startingCapital), 0);

  const lastRows = await db
    .select(tradeDtoColumns)
    .from(trades)
    .where(and(where, eq(trades.currency, currency)))
    .orderBy(desc(trades.openedAt), desc(trades.id))
    .limit(LAST_TRADES);

  // The engine keeps only the rows of `currency`.
  const built = buildDashboardOfColumns(columns, {
    currency,
    startingCapital,
    breakevenTolerance: ctx.breakevenTolerance,
  });
  return {
    period: { preset: q.preset, from: period.from, to: period.to, timezone: ctx.timezone },
    currencies,
    currency,
    startingCapital,
    ...built,
    lastTrades: lastRows.map(toTradeDto),
  };
}

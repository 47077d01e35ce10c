import { and, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { NO_PLAYBOOK } from '@/shared/playbooks/contract';
import type { z } from 'zod';
import type { TradingSettings } from '@/shared/trading/api-contract';
import type { dashboardQuerySchema } from '@/shared/trading/dashboard-contract';
import { normalizeSymbol } from '@/shared/trading/instruments';
import { resolvePeriod } from '@/shared/time/periods';
import type { Db } from '../db/client';
import { trades, tradingAccounts } from '../db/schema';
import { getTradingSettings } from '../user/trading-settings';
import { isUuid } from '../user/trading-accounts';
import { cents } from './cents';

export type DashboardQueryOut = z.output<typeof dashboardQuerySchema>;
type Currency = 'BRL' | 'USD';

/** What every request reads first (cheap): the settings, the accounts and the resolved period. */
export interface DashboardContext {
  timezone: string;
  breakevenTolerance: number;
  accounts: { id: string; currency: Currency; startingCapital: string }[];
  account: { id: string; currency: Currency; startingCapital: string } | undefined;
  period: { from: string | null; to: string | null };
  instrument: string | undefined;
  /** A playbook's id (the trades recorded with it) or NO_PLAYBOOK (those without one); undefined: every trade. */
  playbookId: string | undefined;
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
    q.playbookId ?? null,
    q.currency ?? null,
    settings.timezone,
    breakevenTolerance,
    accounts.map((a) => [a.id, a.currency, a.startingCapital]),
  ]);
  return {
    ok: true,
    ctx: {
      timezone: settings.timezone,
      breakevenTolerance,
      accounts,
      account,
      period,
      instrument,
      playbookId: q.playbookId,
      key,
    },
  };
}

/**
 * The trades a context selects: the user's, in `range` (the period unless the caller reads wider), of its account,
 * instrument and playbook. A playbook id is matched on the user's own trades only, so another user's id (or a
 * malformed one) selects nothing, never their data.
 */
export function contextTrades(
  userId: string,
  ctx: DashboardContext,
  range: { from: string | null; to: string | null } = ctx.period,
): SQL | undefined {
  const playbook = ctx.playbookId;
  return and(
    eq(trades.userId, userId),
    range.from ? gte(trades.tradeDate, range.from) : undefined,
    range.to ? lte(trades.tradeDate, range.to) : undefined,
    ctx.account ? eq(trades.accountId, ctx.account.id) : undefined,
    ctx.instrument ? eq(trades.instrument, ctx.instrument) : undefined,
    playbook === undefined
      ? undefined
      : playbook === NO_PLAYBOOK
        ? isNull(trades.playbookId)
        : isUuid(playbook)
          ? eq(trades.playbookId, playbook)
          : sql`false`,
  );
}

/** The currency of the figures: asked for, else the account's, else the one with most trades (ties: BRL). */
export function figuresCurrency(
  counts: Record<Currency, number>,
  asked: Currency | undefined,
  ctx: DashboardContext,
): { currency: Currency; currencies: Currency[] } {
  const currencies = (['BRL', 'USD'] as const).filter((c) => counts[c] > 0);
  const currency: Currency =
    asked ?? ctx.account?.currency ?? (counts.USD > counts.BRL ? 'USD' : (currencies[0] ?? 'BRL'));
  return { currency, currencies };
}

/** Starting capital (cents) behind the drawdown %: the account's, or the sum of the user's accounts in `currency`. */
export function startingCapitalOf(ctx: DashboardContext, currency: Currency): number {
  return ctx.account
    ? cents(ctx.account.startingCapital)
    : ctx.accounts
        .filter((a) => a.currency === currency)
        .reduce((sum, a) => sum + cents(a.startingCapital), 0);
}

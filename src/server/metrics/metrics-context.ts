import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TradingSettings } from '@/shared/trading/api-contract';
import type { dashboardQuerySchema } from '@/shared/trading/dashboard-contract';
import { normalizeSymbol } from '@/shared/trading/instruments';
import { resolvePeriod } from '@/shared/time/periods';
import type { Db } from '../db/client';
import { tradingAccounts } from '../db/schema';
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

import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { DEFAULT_TIMEZONE, wallClock } from '@/shared/time/zoned-time';
import { type TradingSettings } from '@/shared/trading/api-contract';
import type { tradingSettingsPatchSchema } from '@/shared/trading/settings-contract';
import type { Db } from '../db/client';
import { tradingSettings, user } from '../db/schema';

/**
 * The user's today: the local day of their time zone (trading settings), never the server's. The one reading of it
 * on the server (the 'Hoje' panel, alerts, the daily routine, the challenge, breathing pauses); takes a transaction
 * too, so a write reads it under its own lock.
 */
export async function userToday(
  exec: Pick<Db, 'select'>,
  userId: string,
  now: Date,
): Promise<{ today: string; timezone: string }> {
  const timezone = await userZone(exec, userId);
  return { today: wallClock(now, timezone).date, timezone };
}

/** The user's time zone: the one of their trading settings, the default until they choose one. */
export async function userZone(exec: Pick<Db, 'select'>, userId: string): Promise<string> {
  const [row] = await exec
    .select({ timezone: tradingSettings.timezone })
    .from(tradingSettings)
    .where(eq(tradingSettings.userId, userId))
    .limit(1);
  return zoneOr(row?.timezone);
}

/**
 * Each user's zone and breakeven tolerance in one query, the defaults for those without trading settings (as
 * getTradingSettings reads them): for lists of users (a school's students, a notice's recipients).
 */
export async function settingsOf(
  exec: Pick<Db, 'select'>,
  userIds: readonly string[],
): Promise<Map<string, { timezone: string; breakevenTolerance: string }>> {
  const ids = [...new Set(userIds)];
  const rows = ids.length
    ? await exec
        .select({
          userId: tradingSettings.userId,
          timezone: tradingSettings.timezone,
          breakevenTolerance: tradingSettings.breakevenTolerance,
        })
        .from(tradingSettings)
        .where(inArray(tradingSettings.userId, ids))
    : [];
  const stored = new Map(rows.map((r) => [r.userId, r]));
  return new Map(
    ids.map((id) => {
      const row = stored.get(id);
      return [id, { timezone: zoneOr(row?.timezone), breakevenTolerance: row?.breakevenTolerance ?? '0.00' }];
    }),
  );
}

/** Each user's time zone in one query (the default for those who have not chosen one). */
export async function zonesOf(
  exec: Pick<Db, 'select'>,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  const settings = await settingsOf(exec, userIds);
  return new Map([...settings].map(([id, s]) => [id, s.timezone]));
}

/**
 * The zone of each address's user (lower-cased keys), the default for an address with no account or no settings:
 * a mail's recipients are addresses (the configured admins may have no account yet).
 */
export async function zonesOfEmails(
  exec: Pick<Db, 'select'>,
  emails: readonly string[],
): Promise<Map<string, string>> {
  const keys = [...new Set(emails.map((e) => e.toLowerCase()))];
  const rows = keys.length
    ? await exec
        .select({ email: sql<string>`lower(${user.email})`, timezone: tradingSettings.timezone })
        .from(user)
        .innerJoin(tradingSettings, eq(tradingSettings.userId, user.id))
        .where(inArray(sql`lower(${user.email})`, keys))
    : [];
  const stored = new Map(rows.map((r) => [r.email, r.timezone]));
  return new Map(keys.map((k) => [k, zoneOr(stored.get(k))]));
}

/** A stored zone, or the default for a user who has no trading settings row (an outer join's null). */
export const zoneOr = (timezone: string | null | undefined): string => timezone ?? DEFAULT_TIMEZONE;

/** Each user's today in SQL, for a query that joins trading_settings as `ts` (outer: no row → the default zone). */
export const localTodaySql = (now: Date) =>
  sql`(${now.toISOString()}::timestamptz at time zone coalesce(ts.timezone, ${DEFAULT_TIMEZONE}))::date`;

export async function getTradingSettings(db: Db, userId: string): Promise<TradingSettings> {
  const [row] = await db
    .select({
      timezone: tradingSettings.timezone,
      breakevenTolerance: tradingSettings.breakevenTolerance,
      costsPerContract: tradingSettings.costsPerContract,
    })
    .from(tradingSettings)
    .where(eq(tradingSettings.userId, userId))
    .limit(1);
  return {
    timezone: zoneOr(row?.timezone),
    breakevenTolerance: row?.breakevenTolerance ?? '0.00',
    costsPerContract: (row?.costsPerContract as Record<string, string> | undefined) ?? {},
  };
}

export async function updateTradingSettings(
  db: Db,
  userId: string,
  patch: z.output<typeof tradingSettingsPatchSchema>,
): Promise<TradingSettings> {
  const next = { ...(await getTradingSettings(db, userId)), ...patch };
  await db
    .insert(tradingSettings)
    .values({ userId, ...next })
    .onConflictDoUpdate({ target: tradingSettings.userId, set: next });
  return getTradingSettings(db, userId);
}

import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { fieldErrorMessages } from '@/shared/i18n/errors';
import { settingsMessages } from '@/shared/i18n/settings';
import { isValidTimeZone, wallClock } from '@/shared/time/zoned-time';
import { type TradingSettings } from '@/shared/trading/api-contract';
import { parseNumber } from '@/shared/numbers';
import { currentUser, type GateEnv } from '../../auth/gate';
import type { Db } from '../../db/client';
import { tradingSettings } from '../../db/schema';
import { validate } from '../../http/validation';

export const DEFAULT_TIMEZONE = 'America/Sao_Paulo';

// breakeven_tolerance is numeric(18,2): a longer amount would make PostgreSQL throw, so it is a field error.
const MAX_MONEY = /^\d{1,16}\.\d{2}$/;

const money = (message: string) =>
  z.string().transform((v, ctx) => {
    const d = parseNumber(v);
    if (!d || d.sign() < 0 || !MAX_MONEY.test(d.toFixed(2))) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return d.toFixed(2);
  });

/** PATCH body: any subset of the settings, each checked (a zone Intl does not know would break every trade). */
export const tradingSettingsPatchSchema = z.object({
  timezone: z.string().trim().refine(isValidTimeZone, settingsMessages.invalidTimezone).optional(),
  breakevenTolerance: money(settingsMessages.invalidTolerance).optional(),
  costsPerContract: z
    .record(
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z][A-Z0-9]{0,9}$/, fieldErrorMessages.invalidSymbol),
      money(settingsMessages.invalidCost),
    )
    .optional(),
});

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
  const [row] = await exec
    .select({ timezone: tradingSettings.timezone })
    .from(tradingSettings)
    .where(eq(tradingSettings.userId, userId))
    .limit(1);
  const timezone = row?.timezone ?? DEFAULT_TIMEZONE;
  return { today: wallClock(now, timezone).date, timezone };
}

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
    timezone: row?.timezone ?? DEFAULT_TIMEZONE,
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

/** /api/trading-settings */
export function tradingSettingsRoutes({ db }: { db: Db }) {
  return new Hono<GateEnv>()
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await getTradingSettings(db, currentUser(c).id));
    })
    .patch('/', validate('json', tradingSettingsPatchSchema), async (c) =>
      c.json(await updateTradingSettings(db, currentUser(c).id, c.req.valid('json'))),
    );
}

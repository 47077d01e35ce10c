import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { z } from 'zod';
import { wallClock } from '@/shared/time/zoned-time';
import { type TradingSettings } from '@/shared/trading/api-contract';
import { tradingSettingsPatchSchema } from '@/shared/trading/settings-contract';
import { currentUser, type GateEnv } from '../../auth/gate';
import type { Db } from '../../db/client';
import { tradingSettings } from '../../db/schema';
import { validate } from '../../http/validation';

export const DEFAULT_TIMEZONE = 'America/Sao_Paulo';

export { tradingSettingsPatchSchema };

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

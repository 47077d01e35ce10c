import { Hono } from 'hono';
import { tradingSettingsPatchSchema } from '@/shared/trading/settings-contract';
import { currentUser, type GateEnv } from '../../auth/gate';
import type { Db } from '../../db/client';
import { validate } from '../../http/validation';
import { getTradingSettings, updateTradingSettings } from '../../user/trading-settings';

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

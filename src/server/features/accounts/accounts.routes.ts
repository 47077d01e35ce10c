import { Hono } from 'hono';
import { emailExistsQuerySchema, whatsappRequiredSchema } from '@/shared/account/contract';
import { setupUpdateSchema } from '@/shared/account/setup';
import { currentUser, type GateEnv } from '../../auth/gate';
import type { RateLimiter } from '../../auth/rate-limit';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { clientIp } from '../../http/client-ip';
import { validate } from '../../http/validation';
import { emailExists, ensureProfile, meResponse, setWhatsapp, updateSetup } from '../../user/profile';

export interface AccountsDeps {
  db: Db;
  now: () => Date;
  rateLimiter: RateLimiter;
  trustProxy: boolean;
}

/** /api/me: the signed-in user (pending or not) and their profile. */
export function meRoutes({ db, now }: AccountsDeps) {
  return (
    new Hono<GateEnv>()
      .get('/', async (c) => {
        const u = currentUser(c);
        const profile = await ensureProfile(db, u);
        c.header('Cache-Control', 'no-store');
        return c.json(await meResponse(db, u, profile, now()));
      })
      .patch('/whatsapp', validate('json', whatsappRequiredSchema), async (c) => {
        const u = currentUser(c);
        const profile = await setWhatsapp(db, u, c.req.valid('json').whatsapp);
        return c.json(await meResponse(db, u, profile, now()));
      })
      // The first-run setup's place: the step reached, or finished/skipped.
      .patch('/setup', validate('json', setupUpdateSchema), async (c) => {
        const u = currentUser(c);
        const profile = await updateSetup(db, u, c.req.valid('json'));
        return c.json(await meResponse(db, u, profile, now()));
      })
  );
}

/** Public account look-ups, rate limited per client address. */
export function publicAccountRoutes({ db, rateLimiter, trustProxy }: AccountsDeps) {
  return new Hono<GateEnv>().get(
    '/email-exists',
    // The limit comes first: a malformed query counts as an attempt too.
    async (c, next) => {
      const limit = await rateLimiter.consume(`email-exists:${clientIp(c, trustProxy)}`, {
        window: 60,
        max: 30,
      });
      if (!limit.allowed) {
        c.header('Retry-After', String(limit.retryAfter ?? 60));
        throw new ApiError(429, 'RATE_LIMITED');
      }
      await next();
    },
    validate('query', emailExistsQuerySchema),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ exists: await emailExists(db, c.req.valid('query').email) });
    },
  );
}

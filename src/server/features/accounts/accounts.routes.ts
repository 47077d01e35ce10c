import { Hono } from 'hono';
import { emailExistsQuerySchema, whatsappRequiredSchema } from '@/shared/account/contract';
import { currentUser, type GateEnv } from '../../auth/gate';
import { RATE_LIMITED_MESSAGE, type RateLimiter } from '../../auth/rate-limit';
import type { Db } from '../../db/client';
import { clientIp } from '../../http/client-ip';
import { jsonBody, parseOr400 } from '../../http/validation';
import { emailExists, ensureProfile, meResponse, setWhatsapp } from './accounts.service';

export interface AccountsDeps {
  db: Db;
  rateLimiter: RateLimiter;
  trustProxy: boolean;
}

/** /api/me: the signed-in user (pending or not) and their profile. */
export function meRoutes({ db }: AccountsDeps) {
  return new Hono<GateEnv>()
    .get('/', async (c) => {
      const u = currentUser(c);
      const profile = await ensureProfile(db, u);
      c.header('Cache-Control', 'no-store');
      return c.json(meResponse(u, profile));
    })
    .patch('/whatsapp', async (c) => {
      const parsed = parseOr400(c, whatsappRequiredSchema, await jsonBody(c));
      if (!parsed.ok) return parsed.response;
      const u = currentUser(c);
      const profile = await setWhatsapp(db, u, parsed.data.whatsapp);
      return c.json(meResponse(u, profile));
    });
}

/** Public account look-ups, rate limited per client address. */
export function publicAccountRoutes({ db, rateLimiter, trustProxy }: AccountsDeps) {
  return new Hono<GateEnv>().get('/email-exists', async (c) => {
    const limit = await rateLimiter.consume(`email-exists:${clientIp(c, trustProxy)}`, {
      window: 60,
      max: 30,
    });
    if (!limit.allowed) {
      c.header('Retry-After', String(limit.retryAfter ?? 60));
      return c.json({ code: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE }, 429);
    }
    const parsed = parseOr400(c, emailExistsQuerySchema, { email: c.req.query('email') ?? '' });
    if (!parsed.ok) return parsed.response;
    c.header('Cache-Control', 'no-store');
    return c.json({ exists: await emailExists(db, parsed.data.email) });
  });
}

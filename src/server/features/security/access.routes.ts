import { isAPIError } from 'better-auth/api';
import { Hono, type Context } from 'hono';
import { FRESH_SESSION_MS, setPasswordSchema } from '@/shared/security/contract';
import type { Auth } from '../../auth/auth';
import { currentUser, type GateEnv } from '../../auth/gate';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { validate } from '../../http/validation';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/types';
import { endOtherSessions, endSession, listSessions, securityOverview } from './access.service';
import { notifySecurityChange } from '../../auth/security-notify';
import { waysIn } from '../../auth/ways-in';

export interface SecurityAccessDeps {
  db: Db;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
  now: () => Date;
}

function currentSession(c: Context<GateEnv>) {
  const s = c.get('session');
  if (!s) throw new Error('currentSession() on a route the gate did not guard');
  return s.session;
}

/**
 * /api/me/security: how the account signs in, a first password for a Google-only account, and the sessions. Under
 * /api/me, so a pending user secures their account too. Every query is by the session's user.
 */
export function securityAccessRoutes(deps: SecurityAccessDeps) {
  const { db, auth, now } = deps;
  return new Hono<GateEnv>()
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await securityOverview(db, currentUser(c).id));
    })
    .post('/password', validate('json', setPasswordSchema), async (c) => {
      const u = currentUser(c);
      // Like better-auth's own rule for unlinking: a session signed in long ago (perhaps left open on a shared
      // computer) cannot add a way in; a fresh sign-in proves the owner is here.
      if (now().getTime() - new Date(currentSession(c).createdAt).getTime() >= FRESH_SESSION_MS)
        throw new ApiError(403, 'SESSION_NOT_FRESH');
      if ((await waysIn(db, u.id)).hasPassword) throw new ApiError(409, 'PASSWORD_ALREADY_SET');
      try {
        await auth.api.setPassword({
          body: { newPassword: c.req.valid('json').newPassword },
          headers: c.req.raw.headers,
        });
      } catch (err) {
        // Two requests at once: the other one set it first.
        if (isAPIError(err) && err.body?.code === 'PASSWORD_ALREADY_SET')
          throw new ApiError(409, 'PASSWORD_ALREADY_SET');
        throw err;
      }
      await notifySecurityChange(deps, u.id, 'password-set');
      return c.json(await securityOverview(db, u.id));
    })
    .get('/sessions', async (c) => {
      c.header('Cache-Control', 'no-store');
      const sessions = await listSessions(db, currentUser(c).id, currentSession(c).id, now());
      return c.json({ sessions });
    })
    .post('/sessions/end-others', async (c) => {
      return c.json({ ended: await endOtherSessions(db, currentUser(c).id, currentSession(c).id) });
    })
    .delete('/sessions/:id', async (c) => {
      await endSession(db, currentUser(c).id, c.req.param('id'), currentSession(c).id);
      return c.json({ ended: 1 });
    });
}

import { Hono } from 'hono';
import { z } from 'zod';
import { currentUser, type GateEnv } from '../../auth/gate';
import type { Db } from '../../db/client';
import { validate } from '../../http/validation';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/types';
import { meResponse } from '../../user/profile';
import { requestContinuation } from './continue-request.service';

export interface ContinueRequestDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
  adminEmails: string[];
  now: () => Date;
}

/** The body is empty: who asks is the session. `strict` so a stray field is a 400, not silently ignored. */
const continueRequestBodySchema = z.object({}).strict();

/**
 * POST /api/me/continue-request: under /api/me (the 'user' gate), so a read-only trader reaches it; the service
 * refuses anyone who is not read-only with 409 CONTINUE_NOT_NEEDED. Answers the new MeResponse.
 */
export function continueRequestRoutes(deps: ContinueRequestDeps) {
  return new Hono<GateEnv>().post('/', validate('json', continueRequestBodySchema), async (c) => {
    const u = currentUser(c);
    const now = deps.now();
    const profile = await requestContinuation(deps, u, now);
    return c.json(await meResponse(deps.db, u, profile, now));
  });
}

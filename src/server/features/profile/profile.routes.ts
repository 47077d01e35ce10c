import { Hono } from 'hono';
import {
  emailChangeCallbackPath,
  emailChangeSchema,
  profileUpdateSchema,
} from '@/shared/account/profile-contract';
import type { Auth } from '../../auth/auth';
import { currentUser, type GateEnv } from '../../auth/gate';
import type { RateLimiter } from '../../auth/rate-limit';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { validate } from '../../http/validation';
import { emailExists, meResponse } from '../../user/profile';
import { updateProfile } from './profile.service';

export interface ProfileDeps {
  db: Db;
  auth: Auth;
  rateLimiter: RateLimiter;
  now: () => Date;
}

/** A few changes an hour is plenty for a person; more is someone mailing links at strangers' addresses. */
export const EMAIL_CHANGE_LIMIT = { window: 60 * 60, max: 5 };

/**
 * /api/me/profile and /api/me/email: the signed-in user's own data, whatever their access state (the
 * gate's /api/me rule). Every write acts on the session's user only.
 */
export function profileRoutes({ db, auth, rateLimiter, now }: ProfileDeps) {
  return new Hono<GateEnv>()
    .patch('/profile', validate('json', profileUpdateSchema), async (c) => {
      const u = currentUser(c);
      const { profile, name } = await updateProfile(db, u, c.req.valid('json'));
      return c.json(await meResponse(db, { ...u, name }, profile, now()));
    })
    .post('/email', validate('json', emailChangeSchema), async (c) => {
      const u = currentUser(c);
      const { email } = c.req.valid('json');
      if (email === u.email.toLowerCase()) throw new ApiError(400, 'EMAIL_UNCHANGED', { field: 'email' });
      // Counted per account before the look-up: the answer says whether an address has an account.
      const limit = await rateLimiter.consume(`email-change:${u.id}`, EMAIL_CHANGE_LIMIT);
      if (!limit.allowed) {
        c.header('Retry-After', String(limit.retryAfter ?? EMAIL_CHANGE_LIMIT.window));
        throw new ApiError(429, 'RATE_LIMITED');
      }
      // better-auth answers a taken address with a silent success (and no mail): the trader would wait for a
      // link that never comes. The sign-up form already says when an email is in use, so saying it here leaks
      // nothing new.
      if (await emailExists(db, email)) throw new ApiError(409, 'EMAIL_TAKEN', { field: 'email' });
      // The link goes to the new address (auth.ts: sendVerificationEmail); opening it changes the email and
      // tells the old one (afterEmailVerification).
      await auth.api.changeEmail({
        body: { newEmail: email, callbackURL: emailChangeCallbackPath },
        headers: c.req.raw.headers,
      });
      return c.json({ pendingEmail: email }, 202);
    });
}

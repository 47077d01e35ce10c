import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { isAPIError } from 'better-auth/api';
import { wallClock } from '@/shared/time/zoned-time';
import { deleteAccountSchema } from '@/shared/privacy/contract';
import type { Auth } from '../../auth/auth';
import { currentUser, type GateEnv } from '../../auth/gate';
import type { RateLimiter } from '../../auth/rate-limit';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { validate } from '../../http/validation';
import type { Logger } from '../../logger';
import { drainBlobDeletions } from '../../jobs/attachment-blobs';
import type { Mailer } from '../../mail/types';
import type { BlobStore } from '../../storage/blob-store';
import { getTradingSettings } from '../../user/trading-settings';
import { deleteAccount, deletionStatus, hasPassword, recentUntil } from './delete-account.service';
import { exportZip } from './export.service';
import { notifyAccountDeleted } from './notify-deleted';

export interface PrivacyDeps {
  db: Db;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  rateLimiter: RateLimiter;
  appUrl: string;
  adminEmails: string[];
  now: () => Date;
  /** The screenshots' store: the export includes the images, a deletion removes them. */
  blobs?: BlobStore;
}

/** Wrong passwords allowed per account before the deletion form waits (the sign-in form has its own limit). */
const PASSWORD_RULE = { window: 15 * 60, max: 5 };

function sessionOf(c: Parameters<typeof currentUser>[0]) {
  const session = c.get('session');
  if (!session) throw new Error('privacy routes need the gate');
  return session;
}

/**
 * The LGPD rights of the signed-in user, under /api/me (any session: pending, revoked and read-only accounts too):
 * GET /export streams the zip of everything held about them; GET /account-deletion says what deleting asks for;
 * POST /account-deletion deletes the account, after the typed email and a re-authentication.
 */
export function privacyRoutes(deps: PrivacyDeps) {
  const { db, auth, logger } = deps;
  return new Hono<GateEnv>()
    .get('/export', async (c) => {
      const u = currentUser(c);
      const now = deps.now();
      const { timezone } = await getTradingSettings(db, u.id);
      const stream = exportZip(db, { id: u.id, email: u.email }, now, undefined, deps.blobs);
      c.header('Content-Type', 'application/zip');
      c.header(
        'Content-Disposition',
        `attachment; filename="mctrading-meus-dados-${wallClock(now, timezone).date}.zip"`,
      );
      c.header('Cache-Control', 'no-store');
      logger.info({ userId: u.id }, 'data export started');
      return c.body(stream);
    })
    .get('/account-deletion', async (c) => {
      const session = sessionOf(c);
      c.header('Cache-Control', 'no-store');
      return c.json(
        await deletionStatus(db, session.user, session.session.createdAt, deps.now(), deps.adminEmails),
      );
    })
    .post('/account-deletion', validate('json', deleteAccountSchema), async (c) => {
      const session = sessionOf(c);
      const u = session.user;
      const input = c.req.valid('json');
      if (input.email.toLowerCase() !== u.email.toLowerCase())
        throw new ApiError(400, 'ACCOUNT_DELETE_EMAIL_MISMATCH', { field: 'email' });
      if (await hasPassword(db, u.id)) {
        if (!input.password)
          throw new ApiError(400, 'ACCOUNT_DELETE_PASSWORD_REQUIRED', { field: 'password' });
        const limit = await deps.rateLimiter.consume(`account-deletion:${u.id}`, PASSWORD_RULE);
        if (!limit.allowed) {
          c.header('Retry-After', String(limit.retryAfter ?? PASSWORD_RULE.window));
          throw new ApiError(429, 'RATE_LIMITED');
        }
        try {
          await auth.api.verifyPassword({ body: { password: input.password }, headers: c.req.raw.headers });
        } catch (err) {
          if (isAPIError(err))
            throw new ApiError(403, 'ACCOUNT_DELETE_WRONG_PASSWORD', { field: 'password' });
          throw err;
        }
      } else if (recentUntil(session.session.createdAt) <= deps.now()) {
        // A passkey or Google account has no password to type: a sign-in of the last minutes stands for it.
        throw new ApiError(403, 'ACCOUNT_DELETE_REAUTH');
      }

      const deleted = await deleteAccount(db, u.id, deps.adminEmails);
      logger.info({ userId: deleted.id }, 'account deleted by its owner');
      // The screenshots' files, queued with the rows' deletion; what fails here the 'attachment-blobs' job retries.
      if (deps.blobs)
        await drainBlobDeletions(db, deps.blobs).catch((err: unknown) =>
          logger.warn({ err }, 'attachment blobs left for the retry job'),
        );
      await notifyAccountDeleted(deps, deleted, deps.now());
      // The sessions are gone with the user; the browser forgets its cookies too.
      const { authCookies } = await auth.$context;
      for (const cookie of [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken])
        deleteCookie(c, cookie.name, { path: '/', secure: cookie.attributes.secure });
      return c.json({ deleted: true });
    });
}

import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { profiles } from '../db/schema';
import { ensureProfile } from '../user/profile';
import { zonesOfEmails } from '../user/trading-settings';
import { notifyNewUser } from './new-user-notice';
import type { Logger } from '../logger';
import {
  accountLockedEmail,
  confirmationEmail,
  magicLinkEmail,
  recoveryEmail,
  signInBlockedEmail,
} from '../mail/templates';
import type { Mailer } from '../mail/types';
import { notifySecurityChange } from './security-notify';
import { emailChangeEmail } from '../mail/email-change-templates';
import { createAuth } from './auth';
import { createRateLimiter } from './rate-limit';

export interface AuthSetupDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  logger: Logger;
}

/** better-auth wired to our mail, profiles and database-backed rate limiter. */
/** The zone of an account's owner, by their address (the hooks name the owner by email). */
const zoneOfAddress = async (db: Db, email: string) =>
  (await zonesOfEmails(db, [email])).get(email.toLowerCase());

export function setupAuth(deps: AuthSetupDeps) {
  const { config, db, mailer, logger } = deps;
  const rateLimiter = createRateLimiter(db, config.rateLimitScale);
  const auth = createAuth({
    ...deps,
    hooks: {
      rateLimiter,
      sendConfirmation: (user, url) =>
        mailer.send(confirmationEmail({ to: user.email, name: user.name, url })),
      sendRecovery: (user, url) => mailer.send(recoveryEmail({ to: user.email, name: user.name, url })),
      sendMagicLink: (email, url) => mailer.send(magicLinkEmail({ to: email, url })),
      sendEmailChange: (user, url) => mailer.send(emailChangeEmail({ to: user.email, name: user.name, url })),
      emailChanged: (userId, { from, to }) =>
        notifySecurityChange({ db, mailer, logger, appUrl: config.appUrl }, userId, 'email-changed', {
          to: from,
          detail: `Novo email: ${to}`,
        }),
      accountLocked: async (owner, { until }) =>
        mailer.send(
          accountLockedEmail({
            to: owner.email,
            name: owner.name,
            until,
            appUrl: config.appUrl,
            timeZone: await zoneOfAddress(db, owner.email),
          }),
        ),
      addressBlocked: async (owner, { until, address }) =>
        mailer.send(
          signInBlockedEmail({
            to: owner.email,
            name: owner.name,
            until,
            address,
            appUrl: config.appUrl,
            timeZone: await zoneOfAddress(db, owner.email),
          }),
        ),
      securityChanged: (userId, change) =>
        notifySecurityChange({ db, mailer, logger, appUrl: config.appUrl }, userId, change),
      signedIn: async (userId) => {
        await db.update(profiles).set({ lastSignInAt: new Date() }).where(eq(profiles.userId, userId));
      },
      userCreated: async (user) => {
        const profile = await ensureProfile(db, user);
        // Not awaited: the notice must never slow down or fail the sign-up.
        void notifyNewUser(deps, {
          user_id: user.id,
          email: user.email,
          display_name: profile.displayName,
          full_name: profile.fullName,
          created_at: user.createdAt.toISOString(),
        }).catch((err: unknown) => logger.error({ err }, 'notify-new-user failed'));
      },
    },
  });
  return { auth, rateLimiter, config };
}

import { passkey } from '@better-auth/passkey';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, genericOAuth, jwt, magicLink, organization, twoFactor } from 'better-auth/plugins';
import { ac, roles } from './permissions';
import { errorMessage } from '@/shared/i18n/errors';
import type { Config } from '../config';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/types';
import { accountSignInLimit } from './account-limit';
import { betterAuthLogger } from './auth-logger';
import { emailChangeOf, tokenOfRequest } from './email-change';
import type { AuthHooks } from './auth-hooks';
import { passkeyRemovalRefusal, unlinkRefusal } from './ways-in';
import { googleLinkedBy, SECURITY_ROUTES, twoFactorEnabledBy } from './security-events';
import { challengeMagicLinkSignIn } from './second-factor-challenge';
import { twoFactorAttemptLimit } from './two-factor-attempts';
import { guardSecurityRoute, type SecondFactorApi } from './security-guards';
import { RECOVERY_CODE_COUNT } from '@/shared/security/limits';

export interface AuthDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  logger: Logger;
  hooks: AuthHooks;
}

export const AUTH_BASE_PATH = '/api/auth';
/** Header the app sets from the socket's address before better-auth reads it (clients cannot spoof it). */
export const CLIENT_IP_HEADER = 'x-mct-client-ip';

export function createAuth({ config, db, hooks, logger }: AuthDeps) {
  const appUrl = new URL(config.appUrl);
  // The guards verify codes through the instance's own API, which exists only once it is built.
  const bound: { api?: SecondFactorApi } = {};
  const boundApi = () => {
    if (!bound.api) throw new Error('better-auth used before it was built');
    return bound.api;
  };
  const auth = betterAuth({
    appName: 'MCTrading',
    baseURL: config.appUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    logger: betterAuthLogger(logger),
    trustedOrigins: [config.appUrl],
    database: drizzleAdapter(db, { provider: 'pg', schema, usePlural: false }),
    user: {
      additionalFields: {
        whatsapp: { type: 'string', required: false, input: true },
      },
      // /profile's email change: confirmed through a link mailed to the new address (no
      // sendChangeEmailConfirmation, which would ask the old address first); the old one is told afterwards.
      changeEmail: { enabled: true },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, url }) => hooks.sendRecovery(user, url),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      // The same callback sends a sign-up's confirmation and an email change's link (to the new address).
      sendVerificationEmail: ({ user, url, token }) =>
        emailChangeOf(token) ? hooks.sendEmailChange(user, url) : hooks.sendConfirmation(user, url),
      // Called once the change is written: the old address learns of it (and can react if it was not them).
      afterEmailVerification: async (user, request) => {
        const change = emailChangeOf(tokenOfRequest(request));
        if (change) await hooks.emailChanged(user.id, change);
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    account: {
      // better-auth's "never the last account" rule does not know passkeys: hooks.before applies ours instead
      // (unlinkRefusal: the password stays, Google goes only while a password or a passkey remains).
      accountLinking: { enabled: true, trustedProviders: ['google'], allowUnlinkingAll: true },
    },
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      customStorage: hooks.rateLimiter,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 60 * 10, max: 5 },
        '/request-password-reset': { window: 60 * 10, max: 5 },
        '/sign-in/magic-link': { window: 60 * 10, max: 5 },
        '/send-verification-email': { window: 60 * 10, max: 5 },
        // Also limited per account in /api/me/email, the app's way in; this covers calls straight to better-auth.
        '/change-email': { window: 60 * 60, max: 5 },
        // Guessing the current password from a stolen session.
        '/change-password': { window: 60, max: 10 },
        // Per address; a sign-in challenge also ends on its 5th wrong code (two-factor-attempts.ts), and better-auth
        // locks the account's second factor for 15 minutes after 10 in a row.
        '/two-factor/verify-totp': { window: 60, max: 10 },
        '/two-factor/verify-backup-code': { window: 60, max: 10 },
        // Turning two-factor off takes the password and a code: both are guesses an attacker would repeat.
        '/two-factor/disable': { window: 60, max: 5 },
        '/passkey/verify-authentication': { window: 60, max: 20 },
        // Public key material, as cacheable as a static file. /.well-known/jwks.json reaches it without a client
        // address, so a limit here would be one bucket shared by every caller: one busy client could starve all.
        '/jwks': false,
      },
    },
    advanced: {
      cookiePrefix: 'mct',
      useSecureCookies: appUrl.protocol === 'https:',
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // A change link opened after someone else took the address would fail on the unique email (a 500): send the
        // trader back to /profile with a reason instead.
        if (ctx.path === '/verify-email') {
          const change = emailChangeOf(typeof ctx.query?.token === 'string' ? ctx.query.token : null);
          if (!change || !(await ctx.context.internalAdapter.findUserByEmail(change.to))) return;
          const back = typeof ctx.query?.callbackURL === 'string' ? ctx.query.callbackURL : '/profile';
          throw ctx.redirect(`${back}${back.includes('?') ? '&' : '?'}error=EMAIL_TAKEN`);
        }
        // Never leave an account with no way in (ways-in.ts).
        if (ctx.path === '/unlink-account') {
          const accountId = (ctx.body as { accountId?: unknown } | undefined)?.accountId;
          const session = await getSessionFromCtx(ctx);
          // Without a session or an id, better-auth refuses the request itself.
          if (!session || typeof accountId !== 'string') return;
          const refusal = await unlinkRefusal(db, session.user.id, accountId);
          if (refusal) throw new APIError('BAD_REQUEST', { code: refusal, message: errorMessage(refusal) });
        }
        await guardSecurityRoute(ctx as never, boundApi, {
          passkeyRemovalRefusal: (userId, passkeyId) => passkeyRemovalRefusal(db, userId, passkeyId),
        });
      }),
      // The owner is told of every security change made through better-auth's routes.
      after: createAuthMiddleware(async (ctx) => {
        await challengeMagicLinkSignIn(ctx as never);
        const change = SECURITY_ROUTES[ctx.path];
        if (!change || isAPIError(ctx.context.returned)) return;
        const userId = ctx.context.newSession?.user.id ?? ctx.context.session?.user.id;
        if (userId) await hooks.securityChanged(userId, change);
      }),
    },
    databaseHooks: {
      account: {
        create: {
          after: async (created) => {
            if (googleLinkedBy(created.providerId))
              await hooks.securityChanged(created.userId, 'google-linked');
          },
        },
      },
      session: {
        create: {
          after: async (session) => {
            await hooks.signedIn(session.userId);
          },
        },
      },
      user: {
        update: {
          after: async (updated, ctx) => {
            if (twoFactorEnabledBy(ctx?.path, (updated as { twoFactorEnabled?: unknown }).twoFactorEnabled))
              await hooks.securityChanged(updated.id, 'two-factor-enabled');
          },
        },
        create: {
          before: async (user) => ({
            data: {
              ...user,
              role: config.adminEmails.includes(user.email.toLowerCase()) ? 'admin' : 'user',
            },
          }),
          after: async (user) => {
            await hooks.userCreated(user as typeof user & { whatsapp?: string | null });
          },
        },
      },
    },
    plugins: [
      accountSignInLimit({
        rateLimiter: hooks.rateLimiter,
        accountLocked: hooks.accountLocked,
        addressBlocked: hooks.addressBlocked,
      }),
      magicLink({
        expiresIn: 60 * 15,
        sendMagicLink: ({ email, url }) => hooks.sendMagicLink(email, url),
      }),
      passkey({ rpID: appUrl.hostname, rpName: 'MCTrading', origin: config.appUrl }),
      twoFactor({ issuer: 'MCTrading', backupCodeOptions: { amount: RECOVERY_CODE_COUNT } }),
      // Ends a sign-in's challenge on its fifth wrong code and says so (the plugin says it only on the sixth try).
      twoFactorAttemptLimit(),
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      // Schools are organizations (ADR 013). Its HTTP routes are closed in handler.ts: our /api/admin/schools
      // and /api/schools authorise with the shared matrix and audit every action; the tables are the plugin's.
      organization({
        ac,
        roles: { owner: roles.schoolAdmin, admin: roles.schoolAdmin, member: roles.trader },
        allowUserToCreateOrganization: false,
      }),
      jwt({
        jwks: { keyPairConfig: { alg: 'EdDSA', crv: 'Ed25519' } },
        // Otherwise every session lookup (the gate's included) reads the keys, decrypts one and signs a token for a
        // `set-auth-jwt` header no client reads; tokens come from /api/auth/token when asked for.
        disableSettingJwtHeader: true,
      }),
      genericOAuth({
        config: config.google
          ? [
              {
                providerId: 'google',
                clientId: config.google.clientId,
                clientSecret: config.google.clientSecret,
                discoveryUrl: config.google.discoveryUrl,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
              },
            ]
          : [],
      }),
    ],
  });
  bound.api = auth.api;
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;

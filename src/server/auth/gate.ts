import type { Context, MiddlewareHandler } from 'hono';
import { ACCESS_PENDING } from '@/shared/account/contract';
import { errorMessages } from '@/shared/i18n/errors';
import type { Db } from '../db/client';
import { isReadOnly } from '@/shared/account/access';
import { accessStatusOf } from '../features/access/access.service';
import { adminTwoFactorRequired } from '../features/admin/app-settings.service';
import { ensureProfile, roleOf } from '../features/accounts/accounts.service';
import type { Auth } from './auth';

export type SessionData = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
export type SessionUser = SessionData['user'];

export type GateEnv = {
  Variables: {
    requestId: string;
    session: SessionData | null;
  };
};

/** Which rule guards a path under /api. Anything not listed needs an allowed profile: the default is closed. */
export type Access = 'public' | 'user' | 'admin' | 'allowed';

const rules: { prefix: string; access: Access }[] = [
  { prefix: '/api/auth', access: 'public' },
  { prefix: '/api/health', access: 'public' },
  { prefix: '/api/public', access: 'public' },
  { prefix: '/api/testing', access: 'public' },
  // Pending users must reach their own profile: it is how the client learns it is pending, and how they
  // complete it.
  { prefix: '/api/me', access: 'user' },
  { prefix: '/api/admin', access: 'admin' },
];

export function accessFor(path: string): Access {
  for (const r of rules) {
    if (path === r.prefix || path.startsWith(r.prefix + '/')) return r.access;
  }
  return 'allowed';
}

export const UNAUTHENTICATED = { code: 'UNAUTHENTICATED', message: errorMessages.UNAUTHENTICATED } as const;
export const PENDING = { code: ACCESS_PENDING, message: errorMessages.ACCESS_PENDING } as const;
export const FORBIDDEN = { code: 'FORBIDDEN', message: errorMessages.FORBIDDEN } as const;
export const TRIAL_EXPIRED = { code: 'TRIAL_EXPIRED', message: errorMessages.TRIAL_EXPIRED } as const;
export const ADMIN_TWO_FACTOR_REQUIRED = {
  code: 'ADMIN_TWO_FACTOR_REQUIRED',
  message: errorMessages.ADMIN_TWO_FACTOR_REQUIRED,
} as const;

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Writes a read-only account still makes: leaving the ranking takes the trader off every board (privacy). */
export const READ_ONLY_WRITES: ReadonlySet<string> = new Set(['/api/ranking/leave']);

/**
 * The access gate for every /api route: 401 for anonymous callers, 403 ACCESS_PENDING for users whose profile is
 * not allowed (read on every request, so a release or revocation takes effect at once), 403 for non-admins on
 * admin routes (and 403 ADMIN_TWO_FACTOR_REQUIRED for admins without two-factor when the setting asks for it), and 403 TRIAL_EXPIRED for writes once the trial is over without a continuation (ADR 013): the
 * trader still reads and exports everything, and /api/me (where 'Continuar' lives) stays open.
 */
export function accessGate(
  auth: Auth,
  db: Db,
  /** False for a path no route answers: it gets the plain 404, whoever asks. */
  isRoutedPath: (path: string) => boolean,
  now: () => Date = () => new Date(),
  /** The e2e clock learns whose request this is (see src/server/clock.ts); absent in production. */
  bindClockUser?: (userId: string) => void,
): MiddlewareHandler<GateEnv> {
  return async (c, next) => {
    const access = accessFor(c.req.path);
    if (access === 'public' || !isRoutedPath(c.req.path)) return next();
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    c.set('session', session);
    if (!session) return c.json(UNAUTHENTICATED, 401);
    bindClockUser?.(session.user.id);
    if (access === 'user') return next();
    if (access === 'admin') {
      if (roleOf(session.user) !== 'admin') return c.json(FORBIDDEN, 403);
      // The setting locks the admin area only: enrolling (/api/auth/two-factor/*, /profile) stays open, so an admin
      // caught by it, the last one included, fixes it themselves.
      if (!session.user.twoFactorEnabled && (await adminTwoFactorRequired(db)))
        return c.json(ADMIN_TWO_FACTOR_REQUIRED, 403);
      return next();
    }
    const profile = await ensureProfile(db, session.user);
    const status = await accessStatusOf(db, session.user, profile, now());
    if (status === 'pending' || status === 'revoked') return c.json(PENDING, 403);
    if (isReadOnly(status) && !READ_METHODS.has(c.req.method) && !READ_ONLY_WRITES.has(c.req.path))
      return c.json(TRIAL_EXPIRED, 403);
    return next();
  };
}

/** The signed-in user of a request that passed the gate. */
export function currentUser(c: Context<GateEnv>): SessionUser {
  const session = c.get('session');
  if (!session) throw new Error('currentUser() on a route the gate did not guard');
  return session.user;
}

/** Matches a path against the routes a Hono app has registered (not its middleware or catch-all). */
export function routedPathMatcher(routes: () => { path: string; method: string }[], prefix: string) {
  let patterns: RegExp[] | undefined;
  return (path: string): boolean => {
    patterns ??= routes()
      .filter((r) => r.path !== '/*' && r.path !== '*')
      .map((r) => {
        const source = (prefix + r.path)
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/\/\*$/, '(?:/.*)?')
          .replace(/:[A-Za-z0-9_]+/g, '[^/]+');
        return new RegExp(`^${source}/?$`);
      });
    return patterns.some((p) => p.test(path));
  };
}

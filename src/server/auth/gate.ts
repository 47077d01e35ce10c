import type { Context, MiddlewareHandler } from 'hono';
import { ACCESS_PENDING } from '@/shared/account/contract';
import { errorMessages } from '@/shared/i18n/errors';
import type { Db } from '../db/client';
import { isReadOnly } from '@/shared/account/access';
import { accessStatusOf, adminTwoFactorRequired, isSchoolAdmin } from '../user/access';
import { ensureProfile } from '../user/profile';
import { roleOf } from '../user/role';
import type { RequestCache } from '../cache/request-cache';
import { AUTH_BASE_PATH, type Auth } from './auth';

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
/** better-auth's reads; its other GET routes (email and magic-link verification, OAuth callbacks) write. */
const AUTH_READS: ReadonlySet<string> = new Set(
  ['/get-session', '/jwks', '/token', '/list-sessions', '/list-accounts', '/ok'].map(
    (p) => AUTH_BASE_PATH + p,
  ),
);

/** A request that may change what the request cache holds (any row of any user: admins change others' rows). */
const mayWrite = (method: string, path: string) =>
  !READ_METHODS.has(method) ||
  ((path === AUTH_BASE_PATH || path.startsWith(AUTH_BASE_PATH + '/')) && !AUTH_READS.has(path));

/** A ban (better-auth's admin fields, set by the CLI or by SQL) ends access at once, sessions or not. */
export function isBanned(u: { banned?: boolean | null; banExpires?: Date | string | null }, now: Date) {
  return !!u.banned && (!u.banExpires || new Date(u.banExpires).getTime() > now.getTime());
}
/**
 * Writes a read-only account still makes (route patterns, as the routers declare them): leaving always works —
 * the ranking takes the trader off every board, and a class or its challenge off the class's board (privacy).
 */
export const READ_ONLY_WRITES: ReadonlySet<string> = new Set([
  '/api/ranking/leave',
  '/api/classes/:classId/leave',
  '/api/classes/:classId/challenge/leave',
]);
const READ_ONLY_WRITE_PATTERNS = [...READ_ONLY_WRITES].map(
  (route) => new RegExp(`^${route.replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`),
);
/** True when a request path is one of READ_ONLY_WRITES' routes. */
const isReadOnlyWrite = (path: string) => READ_ONLY_WRITE_PATTERNS.some((re) => re.test(path));

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
  /** The process's request-path cache (ADR 020); without it every request reads the database. */
  cache?: RequestCache,
): MiddlewareHandler<GateEnv> {
  const guard: MiddlewareHandler<GateEnv> = async (c, next) => {
    const access = accessFor(c.req.path);
    if (access === 'public' || !isRoutedPath(c.req.path)) return next();
    const load = () => auth.api.getSession({ headers: c.req.raw.headers });
    // The cache is keyed by the whole Cookie header: only a header better-auth verified before can hit.
    const session =
      cache && !c.req.header('authorization')
        ? await cache.session(c.req.header('cookie'), load)
        : await load();
    c.set('session', session);
    if (!session || isBanned(session.user, now())) return c.json(UNAUTHENTICATED, 401);
    const user = session.user;
    bindClockUser?.(user.id);
    if (access === 'user') return next();
    if (access === 'admin') {
      if (roleOf(user) !== 'admin') return c.json(FORBIDDEN, 403);
      // The setting locks the admin area only: enrolling (/api/auth/two-factor/*, /profile) stays open, so an admin
      // caught by it, the last one included, fixes it themselves.
      if (!user.twoFactorEnabled) {
        const required = cache
          ? await cache.global('adminTwoFactorRequired', () => adminTwoFactorRequired(db))
          : await adminTwoFactorRequired(db);
        if (required) return c.json(ADMIN_TWO_FACTOR_REQUIRED, 403);
      }
      return next();
    }
    const profile = cache
      ? await cache.user(user.id, 'profile', () => ensureProfile(db, user))
      : await ensureProfile(db, user);
    const schoolAdmin = cache
      ? () => cache.user(user.id, 'schoolAdmin', () => isSchoolAdmin(db, user.id))
      : undefined;
    const status = await accessStatusOf(db, user, profile, now(), schoolAdmin);
    if (status === 'pending' || status === 'revoked') return c.json(PENDING, 403);
    if (isReadOnly(status) && !READ_METHODS.has(c.req.method) && !isReadOnlyWrite(c.req.path))
      return c.json(TRIAL_EXPIRED, 403);
    return next();
  };
  if (!cache) return guard;
  return async (c, next) => {
    if (!mayWrite(c.req.method, c.req.path)) return guard(c, next);
    const res = await guard(c, next);
    // The response waits until this process has heard of every change the request made (any user's), so the next
    // request here, whoever sends it, never sees a cached row from before it.
    await cache.settle();
    return res;
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

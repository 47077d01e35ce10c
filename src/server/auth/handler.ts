import type { Context } from 'hono';
import { errorMessage } from '@/shared/i18n/errors';
import { clientIp } from '../http/client-ip';
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, type Auth } from './auth';
import { RATE_LIMITED_MESSAGE } from './rate-limit';

/**
 * better-auth's own routes. The client's address is set from the socket (or a trusted proxy) so its rate limits
 * cannot be dodged with a forged header, and its 429 is answered in Portuguese.
 */
/**
 * better-auth plugin routes we do not serve: the admin plugin's (role changes, bans, impersonation) and the
 * organization plugin's (a member could list every member of a school). /api/admin and /api/schools do that work,
 * authorised by the shared permission matrix and written to the audit log (ADR 013).
 */
const CLOSED_PREFIXES = [`${AUTH_BASE_PATH}/admin/`, `${AUTH_BASE_PATH}/organization/`];

export function authHandler(auth: Auth, trustProxy: boolean) {
  return async (c: Context) => {
    if (CLOSED_PREFIXES.some((p) => c.req.path.startsWith(p))) {
      return c.json({ code: 'NOT_FOUND', message: errorMessage('NOT_FOUND') }, 404);
    }
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c, trustProxy));
    const request = new Request(c.req.raw, { headers });
    const res = await auth.handler(request);
    if (res.status === 429) {
      const retryAfter = res.headers.get('x-retry-after') ?? res.headers.get('retry-after') ?? '60';
      return c.json({ code: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE }, 429, {
        'Retry-After': retryAfter,
      });
    }
    return res;
  };
}

/** Public keys for tokens issued to API clients, at the conventional address. */
export function jwksHandler(auth: Auth) {
  return async (c: Context) => {
    const url = new URL(`${AUTH_BASE_PATH}/jwks`, c.req.url);
    const res = await auth.handler(new Request(url, { headers: { accept: 'application/json' } }));
    return new Response(res.body, {
      status: res.status,
      headers: { 'content-type': 'application/json', 'cache-control': 'public, max-age=300' },
    });
  };
}

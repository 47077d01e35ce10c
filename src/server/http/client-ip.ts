import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The caller's address for rate limits: the socket's, or, when the operator says one trusted proxy sits in front
 * (TRUST_PROXY), the address that proxy appended: the LAST X-Forwarded-For entry. Earlier entries are written by
 * the client and could be forged to dodge every limit. Requests made in-process (tests) have no socket.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

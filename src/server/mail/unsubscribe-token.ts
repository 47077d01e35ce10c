import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The Monday mail's "parar de receber" link works without signing in (RFC 8058's one click): it carries the user id
 * and an HMAC of it under the server's secret, for this purpose only. It does not expire: an old mail's link must
 * still stop the mail; it can do nothing but that.
 */
const PURPOSE = 'weekly-review-mail-unsubscribe:';

const mac = (secret: string, userId: string) =>
  createHmac('sha256', secret)
    .update(PURPOSE + userId)
    .digest('base64url');

export function unsubscribeToken(secret: string, userId: string): string {
  return `${Buffer.from(userId).toString('base64url')}.${mac(secret, userId)}`;
}

/** The user a token was made for, or null for a token this server did not sign. */
export function userOfUnsubscribeToken(secret: string, token: string): string | null {
  const [id, sig, extra] = token.split('.');
  if (!id || !sig || extra !== undefined) return null;
  const userId = Buffer.from(id, 'base64url').toString('utf8');
  const expected = Buffer.from(mac(secret, userId));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

/**
 * better-auth's email change (user.changeEmail, no confirmation by the old address): `/change-email` mails a
 * verification link to the NEW address through the same `sendVerificationEmail` as a sign-up's confirmation, and
 * `/verify-email` applies the change. What tells the two apart is the link's token, a JWT whose payload carries
 * `{email: old, updateTo: new, requestType: 'change-email-verification'}`. Decoding it here never trusts it:
 * better-auth verifies the signature before it changes anything; this only picks the mail to send and the
 * address to warn.
 */
export interface EmailChange {
  from: string;
  to: string;
}

export function emailChangeOf(token: string | null | undefined): EmailChange | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (claims.requestType !== 'change-email-verification') return null;
    const { email: from, updateTo: to } = claims;
    return typeof from === 'string' && typeof to === 'string' ? { from, to } : null;
  } catch {
    return null;
  }
}

/** The token of a /verify-email request (its query), for the hooks that only get the request. */
export const tokenOfRequest = (request: Request | undefined): string | null => {
  if (!request) return null;
  try {
    return new URL(request.url).searchParams.get('token');
  } catch {
    return null;
  }
};

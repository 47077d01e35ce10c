import { describe, expect, it } from 'vitest';
import { emailChangeOf, tokenOfRequest } from './email-change';

const jwt = (claims: Record<string, unknown>) =>
  ['e30', Buffer.from(JSON.stringify(claims)).toString('base64url'), 'assinatura'].join('.');

describe('emailChangeOf', () => {
  it("reads the addresses of an email change's verification token", () => {
    const token = jwt({
      email: 'velho@x.test',
      updateTo: 'novo@x.test',
      requestType: 'change-email-verification',
    });
    expect(emailChangeOf(token)).toEqual({ from: 'velho@x.test', to: 'novo@x.test' });
    expect(
      emailChangeOf(tokenOfRequest(new Request(`http://app.test/api/auth/verify-email?token=${token}`))),
    ).toEqual({ from: 'velho@x.test', to: 'novo@x.test' });
  });

  it("is null for a sign-up's confirmation, the old address's confirmation step, or garbage", () => {
    expect(emailChangeOf(jwt({ email: 'a@x.test' }))).toBeNull();
    expect(
      emailChangeOf(
        jwt({ email: 'a@x.test', updateTo: 'b@x.test', requestType: 'change-email-confirmation' }),
      ),
    ).toBeNull();
    expect(emailChangeOf('não-é-um-jwt')).toBeNull();
    expect(emailChangeOf('a.%%%.c')).toBeNull();
    expect(emailChangeOf(undefined)).toBeNull();
    expect(tokenOfRequest(undefined)).toBeNull();
  });
});

import { generate } from 'otplib';
import type { TestClient } from './test-client';

/** The Base32 secret an authenticator app would read from the QR code. */
export function secretOf(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${totpURI}`);
  return secret;
}

/** A six-digit code that is not the current one, nor any the server's one-step window could accept soon. */
export async function wrongCode(secret: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const valid = new Set(
    await Promise.all([-2, -1, 0, 1, 2].map((step) => generate({ secret, epoch: now + step * 30 }))),
  );
  let code = '000000';
  for (let n = 0; valid.has(code); n++) code = String(n).padStart(6, '0');
  return code;
}

/** Turns two-factor on for the signed-in client: enable with the password, confirm with the first code. */
export async function enrolTwoFactor(client: TestClient, password: string) {
  const enabled = await client.json<{ totpURI: string; backupCodes: string[] }>(
    '/api/auth/two-factor/enable',
    {
      json: { password },
    },
  );
  if (enabled.status !== 200) throw new Error(`two-factor/enable answered ${enabled.status}`);
  const secret = secretOf(enabled.body.totpURI);
  const verified = await client.request('/api/auth/two-factor/verify-totp', {
    json: { code: await generate({ secret }) },
  });
  if (verified.status !== 200) throw new Error(`two-factor/verify-totp answered ${verified.status}`);
  return { secret, backupCodes: enabled.body.backupCodes, totpURI: enabled.body.totpURI };
}

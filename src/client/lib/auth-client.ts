import { passkeyClient } from '@better-auth/passkey/client';
import {
  adminClient,
  inferAdditionalFields,
  magicLinkClient,
  twoFactorClient,
} from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/**
 * better-auth's client, talking to the server's /api/auth. Import it only from lazily loaded code (everything
 * under the app shell): it is several kilobytes the landing page does not need.
 *
 * better-auth 1.7 has no generic-OAuth client plugin: the server's genericOAuth providers (Google, providerId
 * 'google') are reached through the core `signIn.social`.
 */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [
    inferAdditionalFields({ user: { whatsapp: { type: 'string', required: false } } }),
    magicLinkClient(),
    twoFactorClient(),
    adminClient(),
    passkeyClient(),
  ],
});

/** The error shape better-auth's client returns instead of throwing. */
export interface AuthClientError {
  status?: number;
  code?: string;
  message?: string;
  statusText?: string;
}

/** The path every auth e-mail and OAuth round trip comes back to. */
export const AUTH_CALLBACK_PATH = '/auth/callback';

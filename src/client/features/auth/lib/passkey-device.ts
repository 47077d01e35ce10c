/**
 * Which accounts have a passkey on this device. Only a marker per user id is stored — never a password or any
 * secret: the credential itself lives in the platform authenticator.
 */
const PREFIX = 'mct:passkey:';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // private modes may refuse storage; we then simply offer the setup again
  }
}

export function hasPasskeyOnDevice(userId: string): boolean {
  return storage()?.getItem(PREFIX + userId) === '1';
}

export function rememberPasskey(userId: string): void {
  storage()?.setItem(PREFIX + userId, '1');
}

export function anyPasskeyOnDevice(): boolean {
  const store = storage();
  if (!store) return false;
  for (let i = 0; i < store.length; i++) if (store.key(i)?.startsWith(PREFIX)) return true;
  return false;
}

/** True only where a user-verifying platform authenticator (fingerprint, face, device PIN) is available. */
export async function platformAuthenticatorAvailable(): Promise<boolean> {
  if (typeof window === 'undefined' || !window.PublicKeyCredential) return false;
  try {
    return await PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable();
  } catch {
    return false;
  }
}

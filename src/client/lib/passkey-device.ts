import { passkeysText } from '@/shared/i18n/security-factors';

/**
 * Shared by the sign-in (auth: the biometric button, the offer after a password sign-in) and /profile (security:
 * the passkey list), so it lives outside both features.
 *
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

/** The account has no passkey left (all removed from /profile): the biometric button has nothing to offer it. */
export function forgetPasskey(userId: string): void {
  storage()?.removeItem(PREFIX + userId);
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

const BROWSERS: [RegExp, string][] = [
  [/Edg(A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/CrOS/, 'Chromebook'],
  [/Linux/, 'Linux'],
];

/**
 * A passkey's default name, from the browser and system it is made on ("Chrome no Android"), so a list of several
 * tells them apart; the person may change it before saving.
 */
export function deviceName(userAgent: string): string {
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  if (browser && system) return passkeysText.deviceName(browser, system);
  return browser ?? system ?? passkeysText.thisDevice;
}

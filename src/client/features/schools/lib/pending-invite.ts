import { PENDING_INVITE_STORAGE_KEY } from '@/shared/schools/contract';

type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// Storage may be unavailable (private mode, blocked, or no DOM): then the invite works only while signed in.
const browserStorage = (): TokenStorage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

/**
 * The invite token a visitor opened before signing in, kept in localStorage so it survives sign-up, the email
 * confirmation link, Google's redirect and a magic link (each may land in a new page load, even a new tab).
 */
export function storePendingInvite(token: string, storage = browserStorage()): void {
  try {
    storage?.setItem(PENDING_INVITE_STORAGE_KEY, token);
  } catch {
    // Without storage the visitor opens the link again after signing in.
  }
}

/** Reads and forgets the token at once, so two tabs (or two mounts) never join with it twice. */
export function takePendingInvite(storage = browserStorage()): string | null {
  try {
    const token = storage?.getItem(PENDING_INVITE_STORAGE_KEY) ?? null;
    if (token !== null) storage?.removeItem(PENDING_INVITE_STORAGE_KEY);
    return token;
  } catch {
    return null;
  }
}

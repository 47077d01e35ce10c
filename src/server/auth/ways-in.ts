import { and, count, eq } from 'drizzle-orm';
import type { ErrorCode } from '@/shared/i18n/errors';
import type { Db } from '../db/client';
import { account, passkey } from '../db/schema';

/** How an account signs in: a password, Google, passkeys. */
export interface WaysIn {
  hasPassword: boolean;
  google: { id: string; linkedAt: Date } | null;
  passkeys: number;
}

export async function waysIn(db: Db, userId: string): Promise<WaysIn> {
  const [accounts, [keys]] = await Promise.all([
    db
      .select({
        id: account.id,
        providerId: account.providerId,
        password: account.password,
        createdAt: account.createdAt,
      })
      .from(account)
      .where(eq(account.userId, userId)),
    db.select({ n: count() }).from(passkey).where(eq(passkey.userId, userId)),
  ]);
  const google = accounts.find((a) => a.providerId === 'google');
  return {
    hasPassword: accounts.some((a) => a.providerId === 'credential' && a.password !== null),
    google: google ? { id: google.id, linkedAt: google.createdAt } : null,
    passkeys: keys?.n ?? 0,
  };
}

/**
 * Why unlinking one of the user's accounts (better-auth's /unlink-account, by account row id) is refused, or null
 * when it may go ahead. The password is never removed this way (the page offers no such thing, and a stolen
 * session must not be able to take it away); Google goes only while a password or a passkey remains, so the
 * account always keeps a way in. better-auth's own rule counts accounts only, which would refuse a Google-only
 * account with a passkey and is turned off in auth.ts (`allowUnlinkingAll`) in favour of this one.
 */
export async function unlinkRefusal(db: Db, userId: string, accountRowId: string): Promise<ErrorCode | null> {
  const [target] = await db
    .select({ providerId: account.providerId })
    .from(account)
    .where(and(eq(account.id, accountRowId), eq(account.userId, userId)));
  // Not the user's: better-auth answers ACCOUNT_NOT_FOUND itself.
  if (!target) return null;
  if (target.providerId === 'credential') return 'PASSWORD_NOT_REMOVABLE';
  const ways = await waysIn(db, userId);
  return ways.hasPassword || ways.passkeys > 0 ? null : 'LAST_WAY_IN';
}

/**
 * Why removing one of the user's passkeys (better-auth's /passkey/delete-passkey) is refused, or null: the last
 * passkey of an account with neither a password nor Google would leave it no way in (the rule of unlinkRefusal,
 * seen from the passkey's side).
 */
export async function passkeyRemovalRefusal(
  db: Db,
  userId: string,
  passkeyId: string,
): Promise<ErrorCode | null> {
  const [target] = await db
    .select({ id: passkey.id })
    .from(passkey)
    .where(and(eq(passkey.id, passkeyId), eq(passkey.userId, userId)));
  // Not the user's: better-auth refuses it itself.
  if (!target) return null;
  const ways = await waysIn(db, userId);
  return ways.hasPassword || ways.google || ways.passkeys > 1 ? null : 'LAST_PASSKEY';
}

import { and, asc, eq } from 'drizzle-orm';
import { DEFAULT_ACCOUNT_NAME } from '@/shared/trading/api-contract';
import type { Db } from '../db/client';
import { tradingAccounts } from '../db/schema';

type AccountRow = typeof tradingAccounts.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids come from URLs: a non-uuid would make PostgreSQL throw on the cast, so it is simply "not found". */
export const isUuid = (id: string | undefined | null): id is string => !!id && UUID.test(id);

/** '1234,5' → '1234.5': the contract's regexes allow one decimal mark and no thousands separators. */
export const decimalText = (v: string): string => v.replace(',', '.');

/**
 * The user's default account, created on first use ('Conta principal', BRL, capital 0). Safe under concurrent
 * first requests: the partial unique index on (user_id) where is_default lets only one insert win.
 */
export async function ensureDefaultAccount(db: Db, userId: string): Promise<AccountRow> {
  const find = () =>
    db
      .select()
      .from(tradingAccounts)
      .where(and(eq(tradingAccounts.userId, userId), eq(tradingAccounts.isDefault, true)))
      .limit(1);
  const [existing] = await find();
  if (existing) return existing;
  await db
    .insert(tradingAccounts)
    .values({ userId, name: DEFAULT_ACCOUNT_NAME, currency: 'BRL', startingCapital: '0', isDefault: true })
    .onConflictDoNothing();
  const [created] = await find();
  if (created) return created;
  // The name was taken by a non-default account: that one becomes the default rather than failing.
  const [oldest] = await db
    .select({ id: tradingAccounts.id })
    .from(tradingAccounts)
    .where(eq(tradingAccounts.userId, userId))
    .orderBy(asc(tradingAccounts.createdAt))
    .limit(1);
  if (!oldest) throw new Error('default account could not be created');
  const [promoted] = await db
    .update(tradingAccounts)
    .set({ isDefault: true })
    .where(eq(tradingAccounts.id, oldest.id))
    .returning();
  if (!promoted) throw new Error('default account vanished');
  return promoted;
}

/** One of the user's accounts, or undefined (another user's id is the same as a missing one). */
export async function findAccount(db: Db, userId: string, id: string): Promise<AccountRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(tradingAccounts)
    .where(and(eq(tradingAccounts.id, id), eq(tradingAccounts.userId, userId)))
    .limit(1);
  return row;
}

import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { account, member, organization, passkey, profiles, trades, user } from '../../db/schema';
import { ensureDefaultAccount } from '../../user/trading-accounts';

type ProfileFacts = Partial<typeof profiles.$inferInsert>;

/**
 * Users written straight into the tables (no sign-up): the list tests need many users in exact states, and every
 * address carries `tag` so a search for it isolates one test's users from the rest of the worker's database.
 */
export async function seedUser(
  db: Db,
  tag: string,
  opts: {
    key: string;
    name?: string;
    role?: 'admin' | 'user';
    createdAt?: Date;
    /** undefined = no profile at all (an account that never signed in). */
    profile?: ProfileFacts | null;
  },
): Promise<string> {
  const id = randomUUID();
  const name = opts.name ?? `Pessoa ${opts.key}`;
  await db.insert(user).values({
    id,
    name,
    email: `${tag}-${opts.key}@example.test`,
    emailVerified: true,
    role: opts.role ?? 'user',
    ...(opts.createdAt ? { createdAt: opts.createdAt } : {}),
  });
  if (opts.profile !== null)
    await db.insert(profiles).values({ userId: id, displayName: name, fullName: name, ...opts.profile });
  return id;
}

export async function seedSchool(db: Db, name: string): Promise<string> {
  const id = randomUUID();
  await db.insert(organization).values({ id, name, slug: `escola-${id.slice(0, 8)}` });
  return id;
}

export async function addMember(
  db: Db,
  schoolId: string,
  userId: string,
  role: 'owner' | 'admin' | 'member',
) {
  await db.insert(member).values({ id: randomUUID(), organizationId: schoolId, userId, role });
}

export async function addSignInMethod(db: Db, userId: string, method: 'credential' | 'google' | 'passkey') {
  if (method === 'passkey') {
    await db.insert(passkey).values({
      id: randomUUID(),
      userId,
      publicKey: 'pk',
      credentialID: randomUUID(),
      counter: 0,
      deviceType: 'singleDevice',
      backedUp: false,
    });
    return;
  }
  await db.insert(account).values({
    id: randomUUID(),
    accountId: method === 'credential' ? userId : `google-${userId}`,
    providerId: method,
    userId,
    updatedAt: new Date(),
  });
}

export async function addTrades(db: Db, userId: string, n: number) {
  if (!n) return;
  const acc = await ensureDefaultAccount(db, userId);
  await db.insert(trades).values(
    Array.from({ length: n }, (_, i) => ({
      userId,
      accountId: acc.id,
      tradeDate: '2026-03-02',
      tradeTime: '10:00:00',
      openedAt: new Date(Date.UTC(2026, 2, 2, 13, i)),
      side: 'compra' as const,
      contracts: 1,
      instrument: 'WIN',
      entryPrice: '125000',
      exitPrice: '125010',
      pointValue: '0.2',
      currency: 'BRL' as const,
      pnl: '2.00',
    })),
  );
}

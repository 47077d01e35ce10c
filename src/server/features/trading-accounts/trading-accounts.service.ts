import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { type AccountDto, type accountInputSchema } from '@/shared/trading/api-contract';
import type { z } from 'zod';
import { toDecimal } from '@/shared/trading/decimal';
import type { Db } from '../../db/client';
import { tradingAccounts, trades } from '../../db/schema';
import { type LedgerChange, ledgerWrite } from '../../ledger/ledger-write';
import type { Tx } from '../../db/tx';
import { decimalText, ensureDefaultAccount, findAccount, isUuid } from '../../user/trading-accounts';

type AccountRow = typeof tradingAccounts.$inferSelect;
export type AccountInput = z.output<typeof accountInputSchema>;

const toDto = (row: AccountRow, tradeCount: number): AccountDto => ({
  id: row.id,
  name: row.name,
  broker: row.broker,
  currency: row.currency,
  startingCapital: row.startingCapital,
  isDefault: row.isDefault,
  tradeCount,
});

async function tradeCountOf(db: Db, userId: string, accountId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(trades)
    .where(and(eq(trades.userId, userId), eq(trades.accountId, accountId)));
  return row?.n ?? 0;
}

export async function listAccounts(db: Db, userId: string): Promise<AccountDto[]> {
  await ensureDefaultAccount(db, userId);
  const counts = db
    .select({ accountId: trades.accountId, n: count().as('n') })
    .from(trades)
    .where(eq(trades.userId, userId))
    .groupBy(trades.accountId)
    .as('counts');
  const rows = await db
    .select({ account: tradingAccounts, n: sql<number>`coalesce(${counts.n}, 0)::int` })
    .from(tradingAccounts)
    .leftJoin(counts, eq(counts.accountId, tradingAccounts.id))
    .where(eq(tradingAccounts.userId, userId))
    .orderBy(sql`${tradingAccounts.isDefault} desc`, asc(tradingAccounts.name), asc(tradingAccounts.id));
  return rows.map((r) => toDto(r.account, Number(r.n)));
}

export type AccountResult =
  { ok: true; account: AccountDto } | { ok: false; reason: 'not-found' | 'duplicate-name' };

async function nameTaken(db: Db, userId: string, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: tradingAccounts.id })
    .from(tradingAccounts)
    .where(
      and(
        eq(tradingAccounts.userId, userId),
        sql`lower(${tradingAccounts.name}) = lower(${name})`,
        exceptId ? ne(tradingAccounts.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

export async function createAccount(db: Db, userId: string, input: AccountInput): Promise<AccountResult> {
  await ensureDefaultAccount(db, userId);
  if (await nameTaken(db, userId, input.name)) return { ok: false, reason: 'duplicate-name' };
  const [row] = await db
    .insert(tradingAccounts)
    .values({
      userId,
      name: input.name,
      broker: input.broker || null,
      currency: input.currency,
      startingCapital: decimalText(input.startingCapital),
    })
    .onConflictDoNothing()
    .returning();
  return row ? { ok: true, account: toDto(row, 0) } : { ok: false, reason: 'duplicate-name' };
}

export async function updateAccount(
  db: Db,
  userId: string,
  id: string,
  input: Partial<AccountInput> & { isDefault?: true },
  now: Date = new Date(),
): Promise<AccountResult> {
  const current = await findAccount(db, userId, id);
  if (!current) return { ok: false, reason: 'not-found' };
  if (input.name !== undefined && (await nameTaken(db, userId, input.name, id)))
    return { ok: false, reason: 'duplicate-name' };
  const values = {
    name: input.name,
    broker: input.broker === undefined ? undefined : input.broker || null,
    currency: input.currency,
    startingCapital: input.startingCapital === undefined ? undefined : decimalText(input.startingCapital),
  };
  const changes = Object.values(values).some((v) => v !== undefined);
  // An empty PATCH changes nothing (drizzle refuses an UPDATE without values).
  if (!changes && !input.isDefault)
    return { ok: true, account: toDto(current, await tradeCountOf(db, userId, id)) };
  // A % risk is a share of the starting capital, and money rules count the account's currency only: either change
  // re-evaluates the account's rule breaks (ADR 012).
  const rulesChange =
    (values.startingCapital !== undefined &&
      !toDecimal(values.startingCapital).eq(current.startingCapital)) ||
    (values.currency !== undefined && values.currency !== current.currency);
  const write = async (tx: Tx, change?: LedgerChange) => {
    if (input.isDefault && !current.isDefault) {
      // Lock the user's accounts so two concurrent "make default" calls cannot both clear and set: the partial
      // unique index allows one default per user, and the second call then sees the first one's result.
      await tx
        .select({ id: tradingAccounts.id })
        .from(tradingAccounts)
        .where(eq(tradingAccounts.userId, userId))
        .for('update');
      await tx
        .update(tradingAccounts)
        .set({ isDefault: false })
        .where(and(eq(tradingAccounts.userId, userId), eq(tradingAccounts.isDefault, true)));
    }
    const [updated] = await tx
      .update(tradingAccounts)
      .set({ ...values, ...(input.isDefault ? { isDefault: true } : {}) })
      .where(and(eq(tradingAccounts.id, id), eq(tradingAccounts.userId, userId)))
      .returning();
    if (updated && rulesChange) change?.account(id);
    return updated;
  };
  // Only a rules change re-judges the trades: a rename does not wait behind the user's trade writes.
  const row = rulesChange
    ? await ledgerWrite(db, { userId, now }, write)
    : await db.transaction((tx) => write(tx));
  if (!row) return { ok: false, reason: 'not-found' };
  return { ok: true, account: toDto(row, await tradeCountOf(db, userId, id)) };
}

export type DeleteAccountResult =
  | { ok: true; deletedTrades: number }
  | { ok: false; reason: 'not-found' | 'default' }
  | { ok: false; reason: 'has-trades'; tradeCount: number };

/**
 * Deletes an account; with trades it needs `confirm` (its trades and imports go with it, in the same
 * transaction). The default account is never deleted: the user makes another account the default first, so
 * there is always exactly one default (new trades and imports without an account go there).
 */
export async function deleteAccount(
  db: Db,
  userId: string,
  id: string,
  confirm: boolean,
  now: Date = new Date(),
): Promise<DeleteAccountResult> {
  if (!isUuid(id)) return { ok: false, reason: 'not-found' };
  return ledgerWrite(db, { userId, now }, async (tx, change) => {
    // Locked: a concurrent "make default" cannot move the default here between this check and the DELETE.
    const [current] = await tx
      .select({ isDefault: tradingAccounts.isDefault })
      .from(tradingAccounts)
      .where(and(eq(tradingAccounts.id, id), eq(tradingAccounts.userId, userId)))
      .for('update');
    if (!current) return { ok: false, reason: 'not-found' } as const;
    if (current.isDefault) return { ok: false, reason: 'default' } as const;
    const tradeCount = await tradeCountOf(tx as unknown as Db, userId, id);
    if (tradeCount > 0 && !confirm) return { ok: false, reason: 'has-trades', tradeCount } as const;
    await tx.delete(trades).where(and(eq(trades.userId, userId), eq(trades.accountId, id)));
    await tx
      .delete(tradingAccounts)
      .where(and(eq(tradingAccounts.id, id), eq(tradingAccounts.userId, userId)));
    // What the account's trades earned goes with them (ADR 014).
    if (tradeCount > 0) change.everything();
    return { ok: true, deletedTrades: tradeCount } as const;
  });
}

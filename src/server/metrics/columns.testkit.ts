import { randomUUID } from 'node:crypto';
import type { TradeColumns } from '@/shared/trading/metrics/columns';
import type { Database } from '../db/client';
import { playbooks, tradingAccounts, user } from '../db/schema';

/** Every byte of every column (NaN payloads and -0 included) and the tables, for an equality "to the bit". */
export function bits(c: TradeColumns) {
  const bytes = (a: ArrayBufferView) => Buffer.from(a.buffer, a.byteOffset, a.byteLength).toString('hex');
  return {
    length: c.length,
    days: c.days,
    instruments: c.instruments,
    arrays: [
      c.currency,
      c.openedAt,
      c.day,
      c.instrument,
      c.code,
      c.pnl,
      c.costs,
      c.points,
      c.mep,
      c.men,
      c.risk,
    ].map(bytes),
  };
}

export interface Trader {
  userId: string;
  accounts: string[];
  playbookId: string;
}

/** A trader with two accounts (BRL, USD) and one playbook, and no trade. */
export async function trader(database: Database, prefix: string): Promise<Trader> {
  const userId = `${prefix}-${randomUUID()}`;
  const { db } = database;
  await db.insert(user).values({ id: userId, name: 'Colunas', email: `${userId}@example.test` });
  const accounts = await db
    .insert(tradingAccounts)
    .values([
      { userId, name: 'A', currency: 'BRL' },
      { userId, name: 'B', currency: 'USD' },
    ])
    .returning({ id: tradingAccounts.id });
  const [playbook] = await db
    .insert(playbooks)
    .values({ userId, name: 'Rompimento' })
    .returning({ id: playbooks.id });
  return { userId, accounts: accounts.map((a) => a.id), playbookId: playbook?.id as string };
}

import { and, eq } from 'drizzle-orm';
import { findInstrument, pointValue } from '@/shared/trading/instruments';
import type { Db } from '../db/client';
import { instruments } from '../db/schema';

/** What a trade needs from its instrument, whichever kind it is. */
export interface ResolvedInstrument {
  symbol: string;
  pointValue: string;
  currency: 'BRL' | 'USD';
}

/** A built-in instrument, or the user's own with that symbol; undefined when neither exists. */
export async function resolveInstrument(
  db: Db,
  userId: string,
  symbol: string,
): Promise<ResolvedInstrument | undefined> {
  const builtIn = findInstrument(symbol);
  if (builtIn)
    return { symbol: builtIn.symbol, pointValue: pointValue(builtIn).toString(), currency: builtIn.currency };
  const [row] = await db
    .select()
    .from(instruments)
    .where(and(eq(instruments.userId, userId), eq(instruments.symbol, symbol.toUpperCase())))
    .limit(1);
  return row
    ? { symbol: row.symbol, pointValue: pointValue(row).toString(), currency: row.currency }
    : undefined;
}

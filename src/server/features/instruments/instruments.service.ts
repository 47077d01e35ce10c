import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type InstrumentDto, type instrumentInputSchema } from '@/shared/trading/api-contract';
import { toDecimal } from '@/shared/trading/decimal';
import { BUILT_IN_INSTRUMENTS, findInstrument, pointValue } from '@/shared/trading/instruments';
import type { Db } from '../../db/client';
import { instruments } from '../../db/schema';
import { decimalText, isUuid } from '../trading-accounts/trading-accounts.service';

type InstrumentRow = typeof instruments.$inferSelect;
export type InstrumentInput = z.output<typeof instrumentInputSchema>;

/** What a trade needs from its instrument, whichever kind it is. */
export interface ResolvedInstrument {
  symbol: string;
  pointValue: string;
  currency: 'BRL' | 'USD';
}

const builtInDtos: InstrumentDto[] = BUILT_IN_INSTRUMENTS.map((i) => ({
  id: null,
  symbol: i.symbol,
  name: i.name,
  tickValue: i.tickValue,
  ticksPerPoint: i.ticksPerPoint,
  pointValue: pointValue(i).toString(),
  currency: i.currency,
  builtIn: true,
}));

const toDto = (row: InstrumentRow): InstrumentDto => ({
  id: row.id,
  symbol: row.symbol,
  name: row.name,
  tickValue: toDecimal(row.tickValue).toString(),
  ticksPerPoint: toDecimal(row.ticksPerPoint).toString(),
  pointValue: pointValue(row).toString(),
  currency: row.currency,
  builtIn: false,
});

export async function listInstruments(db: Db, userId: string): Promise<InstrumentDto[]> {
  const own = await db
    .select()
    .from(instruments)
    .where(eq(instruments.userId, userId))
    .orderBy(asc(instruments.symbol));
  return [...builtInDtos, ...own.map(toDto)];
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

export type InstrumentResult =
  | { ok: true; instrument: InstrumentDto }
  | { ok: false; reason: 'not-found' | 'built-in' | 'duplicate' | 'zero' };

const normalise = (input: Partial<InstrumentInput>) => ({
  symbol: input.symbol,
  name: input.name,
  tickValue: input.tickValue === undefined ? undefined : decimalText(input.tickValue),
  ticksPerPoint: input.ticksPerPoint === undefined ? undefined : decimalText(input.ticksPerPoint),
  currency: input.currency,
});

// A zero tick value or tick count would make every P&L of the instrument zero, and a value past numeric(20,8)
// would make PostgreSQL throw: both are refused like a malformed value.
const unusable = (v: string | undefined) =>
  v !== undefined && (toDecimal(v).isZero() || !/^\d{1,12}(?:\.\d{1,8})?$/.test(v));
const hasZero = (v: ReturnType<typeof normalise>) => unusable(v.tickValue) || unusable(v.ticksPerPoint);

export async function createInstrument(
  db: Db,
  userId: string,
  input: InstrumentInput,
): Promise<InstrumentResult> {
  if (findInstrument(input.symbol)) return { ok: false, reason: 'built-in' };
  const values = normalise(input);
  if (hasZero(values)) return { ok: false, reason: 'zero' };
  const [row] = await db
    .insert(instruments)
    .values({
      userId,
      symbol: input.symbol,
      name: input.name,
      tickValue: decimalText(input.tickValue),
      ticksPerPoint: decimalText(input.ticksPerPoint),
      currency: input.currency,
    })
    .onConflictDoNothing()
    .returning();
  return row ? { ok: true, instrument: toDto(row) } : { ok: false, reason: 'duplicate' };
}

async function findOwn(db: Db, userId: string, id: string): Promise<InstrumentRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(instruments)
    .where(and(eq(instruments.id, id), eq(instruments.userId, userId)))
    .limit(1);
  return row;
}

export async function updateInstrument(
  db: Db,
  userId: string,
  id: string,
  input: Partial<InstrumentInput>,
): Promise<InstrumentResult> {
  if (findInstrument(id)) return { ok: false, reason: 'built-in' };
  const current = await findOwn(db, userId, id);
  if (!current) return { ok: false, reason: 'not-found' };
  if (input.symbol && findInstrument(input.symbol)) return { ok: false, reason: 'built-in' };
  const values = normalise(input);
  if (hasZero(values)) return { ok: false, reason: 'zero' };
  // An empty PATCH changes nothing (drizzle refuses an UPDATE without values).
  if (Object.values(values).every((v) => v === undefined)) return { ok: true, instrument: toDto(current) };
  try {
    const [row] = await db
      .update(instruments)
      .set(values)
      .where(and(eq(instruments.id, id), eq(instruments.userId, userId)))
      .returning();
    return row ? { ok: true, instrument: toDto(row) } : { ok: false, reason: 'not-found' };
  } catch (err) {
    // Renaming onto another of the user's symbols hits the (user_id, symbol) unique index.
    if (
      String((err as { cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code) ===
      '23505'
    )
      return { ok: false, reason: 'duplicate' };
    throw err;
  }
}

export async function deleteInstrument(
  db: Db,
  userId: string,
  id: string,
): Promise<{ ok: true } | { ok: false; reason: 'not-found' | 'built-in' }> {
  if (findInstrument(id)) return { ok: false, reason: 'built-in' };
  if (!isUuid(id)) return { ok: false, reason: 'not-found' };
  // Trades keep their own point value and currency, so deleting an instrument never rewrites their P&L.
  const deleted = await db
    .delete(instruments)
    .where(and(eq(instruments.id, id), eq(instruments.userId, userId)))
    .returning({ id: instruments.id });
  return deleted.length ? { ok: true } : { ok: false, reason: 'not-found' };
}

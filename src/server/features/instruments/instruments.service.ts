import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type InstrumentDto, type instrumentInputSchema } from '@/shared/trading/api-contract';
import { toDecimal } from '@/shared/trading/decimal';
import {
  BUILT_IN_INSTRUMENTS,
  findInstrument,
  normalizeSymbol,
  pointValue,
} from '@/shared/trading/instruments';
import type { Db } from '../../db/client';
import { instruments, trades, tradingSettings } from '../../db/schema';
import { decimalText, isUuid } from '../../user/trading-accounts';

type InstrumentRow = typeof instruments.$inferSelect;
export type InstrumentInput = z.output<typeof instrumentInputSchema>;

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

/**
 * The trader's instruments, for the 'Ativo' filters: the built-ins they have trades in, then all their own (a new
 * one may not have a trade yet). Every known contract would bury the two the trader uses.
 */
export async function listUserInstruments(db: Db, userId: string): Promise<InstrumentDto[]> {
  const used = await db
    .selectDistinct({ symbol: trades.instrument })
    .from(trades)
    .where(eq(trades.userId, userId));
  const symbols = new Set(used.map((row) => row.symbol));
  return (await listInstruments(db, userId)).filter((i) => !i.builtIn || symbols.has(i.symbol));
}

export type InstrumentResult =
  | { ok: true; instrument: InstrumentDto }
  | { ok: false; reason: 'not-found' | 'built-in' | 'built-in-symbol' | 'duplicate' | 'zero' }
  | { ok: false; reason: 'in-use'; tradeCount: number };

/** How many of the user's trades are written with this symbol (trades keep the symbol as text). */
async function tradesUsing(db: Db, userId: string, symbol: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(trades)
    .where(and(eq(trades.userId, userId), eq(trades.instrument, symbol)));
  return row?.n ?? 0;
}

/**
 * A symbol that is, or reads as a contract of, a built-in instrument (WIN, WINZ25, WINFUT): a trade typed with it
 * resolves to the built-in, so an own instrument under it could never be used.
 */
export const reusesBuiltIn = (symbol: string): boolean => normalizeSymbol(symbol).known;

const normalise = (input: Partial<InstrumentInput>) => ({
  symbol: input.symbol,
  name: input.name,
  tickValue: input.tickValue === undefined ? undefined : decimalText(input.tickValue),
  ticksPerPoint: input.ticksPerPoint === undefined ? undefined : decimalText(input.ticksPerPoint),
  currency: input.currency,
});

// A zero tick value or tick count would make every P&L of the instrument zero, and a value past numeric(20,8)
// would make PostgreSQL throw: both are refused like a malformed value.
export const unusable = (v: string | undefined) =>
  v !== undefined && (toDecimal(v).isZero() || !/^\d{1,12}(?:\.\d{1,8})?$/.test(v));
const hasZero = (v: ReturnType<typeof normalise>) => unusable(v.tickValue) || unusable(v.ticksPerPoint);

export async function createInstrument(
  db: Db,
  userId: string,
  input: InstrumentInput,
): Promise<InstrumentResult> {
  if (reusesBuiltIn(input.symbol)) return { ok: false, reason: 'built-in-symbol' };
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
  if (input.symbol && reusesBuiltIn(input.symbol)) return { ok: false, reason: 'built-in-symbol' };
  const values = normalise(input);
  if (hasZero(values)) return { ok: false, reason: 'zero' };
  // Renaming the symbol would leave the trades written with the old one pointing at nothing.
  if (values.symbol !== undefined && values.symbol !== current.symbol) {
    const tradeCount = await tradesUsing(db, userId, current.symbol);
    if (tradeCount > 0) return { ok: false, reason: 'in-use', tradeCount };
  }
  // An empty PATCH changes nothing (drizzle refuses an UPDATE without values).
  if (Object.values(values).every((v) => v === undefined)) return { ok: true, instrument: toDto(current) };
  try {
    const [row] = await db
      .update(instruments)
      .set(values)
      .where(and(eq(instruments.id, id), eq(instruments.userId, userId)))
      .returning();
    if (!row) return { ok: false, reason: 'not-found' };
    if (row.symbol !== current.symbol) await moveCost(db, userId, current.symbol, row.symbol);
    return { ok: true, instrument: toDto(row) };
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
): Promise<
  | { ok: true }
  | { ok: false; reason: 'not-found' | 'built-in' }
  | { ok: false; reason: 'in-use'; tradeCount: number }
> {
  if (findInstrument(id)) return { ok: false, reason: 'built-in' };
  const current = await findOwn(db, userId, id);
  if (!current) return { ok: false, reason: 'not-found' };
  // An instrument with trades stays: those trades could not be edited again, nor re-imported, without it.
  const tradeCount = await tradesUsing(db, userId, current.symbol);
  if (tradeCount > 0) return { ok: false, reason: 'in-use', tradeCount };
  const deleted = await db
    .delete(instruments)
    .where(and(eq(instruments.id, id), eq(instruments.userId, userId)))
    .returning({ id: instruments.id });
  if (!deleted.length) return { ok: false, reason: 'not-found' };
  await moveCost(db, userId, current.symbol, null);
  return { ok: true };
}

/** The default cost per contract follows a renamed instrument, and goes with a deleted one. */
async function moveCost(db: Db, userId: string, from: string, to: string | null): Promise<void> {
  const costs = tradingSettings.costsPerContract;
  const next =
    to === null
      ? sql`${costs} - ${from}::text`
      : sql`case when ${costs} ? ${from}::text
          then (${costs} - ${from}::text) || jsonb_build_object(${to}::text, ${costs} -> ${from}::text)
          else ${costs} end`;
  await db.update(tradingSettings).set({ costsPerContract: next }).where(eq(tradingSettings.userId, userId));
}

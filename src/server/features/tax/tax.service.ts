import { eq, sql } from 'drizzle-orm';
import type { TaxYearDto } from '@/shared/tax/contract';
import { computeTaxYear, type TaxTrade } from '@/shared/tax/engine';
import { CURRENCY_CODE } from '@/shared/trading/metrics/columns';
import { wallClock, zonedTimeToUtc } from '@/shared/time/zoned-time';
import type { Db } from '../../db/client';
import { brokerageNotes, trades } from '../../db/schema';
import { readTradeColumns } from '../../metrics/trade-columns';
import { userZone } from '../../user/trading-settings';

/** B3's zone: day trade is entry and exit on the same São Paulo calendar day (RIR/2018 art. 851). */
export const B3_ZONE = 'America/Sao_Paulo';

/** What the tax reads of one stored trade (the reader's columns and its `exit` and `account` extras). */
export interface StoredTaxTrade {
  /** Entry instant, epoch ms. */
  openedAt: number;
  /** The entry's and the exit's local dates and the exit's local time, in the user's zone (exit: null if not known). */
  tradeDate: string;
  exitDate: string | null;
  exitTime: string | null;
  currency: 'BRL' | 'USD';
  instrument: string;
  account: string;
  /** cents */
  pnl: number;
}

/**
 * One stored trade as the tax sees it. The stored dates are in the user's zone; for a user in São Paulo they are
 * the B3 days as they are. Elsewhere the entry is the instant `opened_at` read in São Paulo, and the exit the exit's
 * local date and time (user's zone) read in São Paulo; an exit with a date but no time keeps its date (nothing
 * better is known), and no exit date means the entry's day (the column's meaning: closed the same day).
 */
export function taxTradeOf(trade: StoredTaxTrade, zone: string): TaxTrade {
  const { tradeDate, exitDate, exitTime } = trade;
  let openDate = tradeDate;
  let closeDate = exitDate || tradeDate;
  if (zone !== B3_ZONE) {
    openDate = wallClock(new Date(trade.openedAt), B3_ZONE).date;
    if (exitTime) closeDate = wallClock(zonedTimeToUtc(closeDate, exitTime, zone), B3_ZONE).date;
    else closeDate = !exitDate || exitDate === tradeDate ? openDate : exitDate;
  }
  return {
    openDate,
    closeDate,
    currency: trade.currency,
    instrument: trade.instrument,
    pnl: trade.pnl,
    account: trade.account,
  };
}

/** The caller's trades only (filtered by user id), in the tax's terms; `zone`: the user's, from the settings. */
export async function taxTradesOf(db: Db, userId: string, zone: string): Promise<TaxTrade[]> {
  const read = await readTradeColumns(db, eq(trades.userId, userId), { extras: ['exit', 'account'] });
  const { columns: c, exitDate, exitTime, accountId } = read;
  const out = new Array<TaxTrade>(c.length);
  for (let i = 0; i < c.length; i++)
    out[i] = taxTradeOf(
      {
        openedAt: c.openedAt[i] as number,
        tradeDate: c.days[c.day[i] as number] as string,
        exitDate: exitDate?.[i] ?? null,
        exitTime: exitTime?.[i] ?? null,
        currency: c.currency[i] === CURRENCY_CODE.USD ? 'USD' : 'BRL',
        instrument: c.instruments[c.instrument[i] as number] as string,
        account: accountId?.[i] ?? '',
        pnl: c.pnl[i] as number,
      },
      zone,
    );
  return out;
}

/** The year's statement of the user: every earlier month is read too (losses and small taxes carry on). */
export async function taxYearOf(db: Db, userId: string, year: number, zone?: string): Promise<TaxYearDto> {
  const timezone = zone ?? (await userZone(db, userId));
  const notes = await notedIrrfOf(db, userId);
  return computeTaxYear(await taxTradesOf(db, userId, timezone), year, notes.size ? { notes } : {});
}

/**
 * The IRRF day trade the user's brokerage notes say was withheld, per `day|account` (both segments of a day
 * summed). Empty when the user has no notes: the months are then estimated, as before notes existed.
 */
async function notedIrrfOf(db: Db, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({
      day: brokerageNotes.tradeDate,
      account: brokerageNotes.accountId,
      irrf: sql<string>`sum(${brokerageNotes.irrfDayTradeCents})::text`,
    })
    .from(brokerageNotes)
    .where(eq(brokerageNotes.userId, userId))
    .groupBy(brokerageNotes.tradeDate, brokerageNotes.accountId);
  return new Map(rows.map((r) => [`${r.day}|${r.account}`, Number(r.irrf)]));
}

import { and, eq, gte, isNull, lte } from 'drizzle-orm';
import type { z } from 'zod';
import { type EventDaysDto, type eventDaysQuerySchema, type EventDayStats } from '@/shared/calendar/contract';
import { addDays } from '@/shared/time/calendar-date';
import { fromInstant } from '@/shared/calendar/time';
import { classify } from '@/shared/trading/metrics';
import { resolvePeriod } from '@/shared/time/periods';
import type { Db } from '../../db/client';
import { economicEvents, tradingAccounts, trades } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { cents } from '../../metrics/cents';
import { getTradingSettings } from '../../user/trading-settings';
import { isUuid } from '../../user/trading-accounts';
import { nearEventExists } from '../../journal/near-event';

type Currency = 'BRL' | 'USD';
export type EventDaysQueryOut = z.output<typeof eventDaysQuerySchema>;

interface Acc {
  days: Set<string>;
  trades: number;
  pnl: number;
  wins: number;
  losses: number;
}
const acc = (): Acc => ({ days: new Set(), trades: 0, pnl: 0, wins: 0, losses: 0 });
function add(a: Acc, date: string, pnl: number, tol: number) {
  a.days.add(date);
  a.trades++;
  a.pnl += pnl;
  const kind = classify(pnl, tol);
  if (kind === 1) a.wins++;
  else if (kind === -1) a.losses++;
}
const winRate = (a: Acc) => (a.wins + a.losses === 0 ? null : a.wins / (a.wins + a.losses));
const stats = (a: Acc): EventDayStats => ({
  days: a.days.size,
  trades: a.trades,
  pnl: a.pnl,
  winRate: winRate(a),
  averageDayPnl: a.days.size ? Math.round(a.pnl / a.days.size) : null,
});

/**
 * The trader's results on days with a high-impact event (in their zone) against their other trading days, and
 * of the trades entered within ±30 min of one. One currency at a time (asked for, else the account's, else the one
 * with most trades), never mixed; breakevens (|P&L| ≤ the trader's tolerance) are out of the win rate, as in
 * docs/metrics.md.
 */
export async function eventDays(
  db: Db,
  userId: string,
  q: EventDaysQueryOut,
  now: Date,
): Promise<EventDaysDto> {
  const settings = await getTradingSettings(db, userId);
  let account: { id: string; currency: Currency } | undefined;
  if (q.accountId) {
    const [row] = isUuid(q.accountId)
      ? await db
          .select({ id: tradingAccounts.id, currency: tradingAccounts.currency })
          .from(tradingAccounts)
          .where(and(eq(tradingAccounts.id, q.accountId), eq(tradingAccounts.userId, userId)))
      : [];
    if (!row) throw new ApiError(404, 'ACCOUNT_NOT_FOUND');
    account = row;
  }
  const period = resolvePeriod(q.preset, q, settings.timezone, now);
  const rows = await db
    .select({
      date: trades.tradeDate,
      currency: trades.currency,
      pnl: trades.pnl,
      near: nearEventExists,
    })
    .from(trades)
    .where(
      and(
        eq(trades.userId, userId),
        period.from ? gte(trades.tradeDate, period.from) : undefined,
        period.to ? lte(trades.tradeDate, period.to) : undefined,
        account ? eq(trades.accountId, account.id) : undefined,
      ),
    );

  const counts: Record<Currency, number> = { BRL: 0, USD: 0 };
  for (const r of rows) counts[r.currency as Currency]++;
  const currencies = (['BRL', 'USD'] as const).filter((c) => counts[c] > 0);
  const currency: Currency =
    q.currency ?? account?.currency ?? (counts.USD > counts.BRL ? 'USD' : (currencies[0] ?? 'BRL'));
  const mine = rows.filter((r) => r.currency === currency);

  const eventDates = await highImpactDates(db, mine, settings.timezone);
  const tol = cents(settings.breakevenTolerance);
  const onEventDays = acc();
  const otherDays = acc();
  const near = acc();
  for (const r of mine) {
    const pnl = cents(r.pnl);
    add(eventDates.has(r.date) ? onEventDays : otherDays, r.date, pnl, tol);
    if (r.near) add(near, r.date, pnl, tol);
  }
  return {
    period: { from: period.from, to: period.to },
    currency,
    currencies,
    eventDays: stats(onEventDays),
    otherDays: stats(otherDays),
    nearEvent: { trades: near.trades, pnl: near.pnl, winRate: winRate(near) },
  };
}

/** The trader's local dates (among the trades' dates) that have a high-impact event, timed or not. */
async function highImpactDates(db: Db, rows: { date: string }[], zone: string): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  let min = rows[0]?.date ?? '';
  let max = min;
  for (const r of rows) {
    if (r.date < min) min = r.date;
    if (r.date > max) max = r.date;
  }
  // A day of margin on each side: the trader's date of an instant may differ from its UTC date.
  const events = await db
    .select({ startsAt: economicEvents.startsAt, localDate: economicEvents.localDate })
    .from(economicEvents)
    .where(
      and(
        isNull(economicEvents.removedAt),
        eq(economicEvents.impact, 'alta'),
        gte(economicEvents.localDate, addDays(min, -1)),
        lte(economicEvents.localDate, addDays(max, 1)),
      ),
    );
  const dates = new Set<string>();
  for (const e of events) dates.add(e.startsAt ? fromInstant(e.startsAt, zone).date : e.localDate);
  return dates;
}

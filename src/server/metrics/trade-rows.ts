import { sql } from 'drizzle-orm';
import type { MetricTrade } from '@/shared/trading/dashboard-contract';
import { toDecimal } from '@/shared/trading/decimal';
import { type Emotion, EMOTIONS, isEmotion } from '@/shared/trading/emotions';
import { trades } from '../db/schema';
import { weekdayOf } from './metric-columns';

/**
 * Cents of a numeric(18, 2) text, exactly: the digits themselves (no float product to round), and the decimal
 * library for anything with more than two decimals.
 */
export function cents(money: string): number {
  const dot = money.indexOf('.');
  const fraction = dot === -1 ? '' : money.slice(dot + 1);
  if (fraction.length > 2 || !/^-?\d+(\.\d*)?$/.test(money))
    return Math.round(toDecimal(money).mul(100).toNumber());
  const negative = money.charCodeAt(0) === 45;
  const whole = Number(dot === -1 ? money : money.slice(0, dot));
  const part = fraction.length === 0 ? 0 : Number(fraction.length === 1 ? `${fraction}0` : fraction);
  const value = Math.abs(whole) * 100 + part;
  return negative ? -value : value;
}

/**
 * The one trade row the engines read, as one text line per trade: `epoch seconds | date | time | instrument | side
 * | currency | pnl | costs | exit − entry | mep | men | |entry − stop| × point value × contracts | broke a rule (1/0)
 * | emotion`. The lines of a read are aggregated into one value (`metricLines`): one value instead of 10,000 rows
 * is several times faster on PGlite (its per-row cost dominates), and the text of numeric values is exact; the
 * arithmetic that needs exactness is done in SQL. `metricColumns` reads it into the columnar engine.
 */
export const metricLine = sql<string>`concat_ws('|',
  date_part('epoch', ${trades.openedAt}), ${trades.tradeDate}, ${trades.tradeTime}, ${trades.instrument},
  ${trades.side}, ${trades.currency}, ${trades.pnl}, ${trades.costs}, ${trades.exitPrice} - ${trades.entryPrice},
  coalesce(${trades.mep}::text, ''), coalesce(${trades.men}::text, ''),
  coalesce((abs(${trades.entryPrice} - ${trades.stopPrice}) * ${trades.pointValue} * ${trades.contracts})::text, ''),
  case when cardinality(${trades.ruleBreaks}) > 0 then '1' else '0' end,
  coalesce(${trades.emotion}, ''))`;

/** The read's rows in (opened_at, id) order, as one text value (null with none). */
export const metricLines = sql<
  string | null
>`string_agg(${metricLine}, E'\n' order by ${trades.openedAt}, ${trades.id})`;

/**
 * The engine compares these per trade (currency, side, emotion, day): the app's own string constants, and one
 * string per day shared by its trades, compare by identity instead of character by character.
 */
const CANONICAL = new Map<string, string>(
  ['BRL', 'USD', 'compra', 'venda', ...EMOTIONS].map((value) => [value, value]),
);
const canonical = (value: string): string => CANONICAL.get(value) ?? value;
let lastDate = '';
let lastWeekday = 0;

/**
 * One `metricLine` → MetricTrade (money in cents; points as numbers): the row as the reference functions and the
 * tests read it; `metricColumns` gives the same values as columns.
 */
export function parseMetricLine(line: string): MetricTrade {
  const f = line.split('|');
  const [epoch, rawDate, time, instrument, rawSide, currency, pnl, costs, diff, mep, men, risk, broke] =
    f as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
  const emotion = f.slice(13).join('|');
  const riskCents = risk ? Number(risk) * 100 : 0;
  // Lines come in time order: a day's trades are consecutive, so one comparison finds the day's shared string.
  if (rawDate !== lastDate) {
    lastDate = rawDate;
    lastWeekday = weekdayOf(rawDate);
  }
  const side = canonical(rawSide);
  return {
    openedAt: Math.round(Number(epoch) * 1000),
    date: lastDate,
    hour: Number(time.slice(0, 2)),
    weekday: lastWeekday,
    instrument,
    side: side as MetricTrade['side'],
    currency: canonical(currency) as MetricTrade['currency'],
    pnl: cents(pnl),
    costs: cents(costs),
    points: side === 'compra' ? Number(diff) : -Number(diff),
    mep: mep ? Number(mep) : null,
    men: men ? Number(men) : null,
    // No stop, or a stop at the entry (zero distance), is "no risk defined".
    risk: riskCents > 0 ? riskCents : null,
    emotion: emotion && isEmotion(emotion) ? (canonical(emotion) as Emotion) : null,
    broke: broke === '1',
  };
}

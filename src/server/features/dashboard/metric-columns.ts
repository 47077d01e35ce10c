import { EMOTIONS } from '@/shared/trading/emotions';
import {
  CURRENCY_CODE,
  hourCode,
  Interner,
  newColumns,
  NO_EMOTION,
  OTHER_CURRENCY,
  recordedCode,
  type TradeColumns,
  weekdayCode,
} from '@/shared/trading/metrics/columns';

const weekdays = new Map<string, number>();
/** 0 = Sunday … 6 = Saturday of a yyyy-mm-dd date (a calendar fact: no time zone involved). */
export function weekdayOf(date: string): number {
  let w = weekdays.get(date);
  if (w === undefined) {
    w = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekdays.size > 50_000) weekdays.clear();
    weekdays.set(date, w);
  }
  return w;
}

/** 10^k for k = 0 … 22, each exact (products of exact powers that are themselves representable). */
const POW10: number[] = [1];
for (let k = 1; k <= 22; k++) POW10.push((POW10[k - 1] as number) * 10);

/**
 * `Number(text.slice(from, to))` without making the string, for the plain decimals PostgreSQL prints ("-12.50"):
 * up to 15 digits are an exact integer m, and m ÷ 10^k (both exact) is the correctly rounded value of the decimal,
 * as Number's is. Anything else (more digits, an exponent, an empty field) goes to Number itself.
 */
export function decimalAt(text: string, from: number, to: number): number {
  let i = from;
  const negative = i < to && text.charCodeAt(i) === 45; // '-'
  if (negative) i++;
  let m = 0;
  let digits = 0;
  let scale = -1;
  for (; i < to; i++) {
    const code = text.charCodeAt(i);
    if (code >= 48 && code <= 57) {
      m = m * 10 + (code - 48);
      digits++;
      if (scale >= 0) scale++;
    } else if (code === 46 && scale < 0) {
      scale = 0;
    } else {
      return Number(text.slice(from, to));
    }
  }
  if (digits === 0 || digits > 15 || scale > 22) return Number(text.slice(from, to));
  const value = scale > 0 ? m / (POW10[scale] as number) : m;
  return negative ? -value : value;
}

/** text[from, to) is `value`, compared in place. */
const isAt = (text: string, from: number, to: number, value: string) =>
  to - from === value.length && text.startsWith(value, from);

/**
 * The period's `metricLines` text (dashboard.service.ts: one line per trade, 14 fields split by '|') straight
 * into columns, with no object and no string per trade: the same values `parseMetricLine` gives each line
 * (metric-columns.test.ts compares them). Dates and instruments repeat from line to line, so each is compared in
 * place with the previous line's before any string is made.
 */
export function metricColumns(text: string | null): TradeColumns {
  if (!text) return newColumns(0);
  let count = 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count++;
  const c = newColumns(count);
  const days = new Interner();
  const dayWeekday: number[] = [];
  const instruments = new Interner();
  let lastDate = '';
  let lastDay = -1;
  let lastInstrument = '';
  let lastInstrumentIndex = -1;
  // Field f of the current line is text[from[f], to[f]); a line with fewer fields has empty ones at its end.
  const from = new Int32Array(14);
  const to = new Int32Array(14);
  const f = (k: number) => from[k] as number;
  const t = (k: number) => to[k] as number;
  const number = (k: number) => decimalAt(text, f(k), t(k));

  let start = 0;
  for (let i = 0; i < count; i++) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    let p = start;
    for (let f = 0; f < 13; f++) {
      let q = p <= end ? text.indexOf('|', p) : -1;
      if (q === -1 || q > end) q = end;
      from[f] = Math.min(p, end);
      to[f] = q;
      p = q + 1;
    }
    // The emotion is the rest of the line, '|' included.
    from[13] = Math.min(p, end);
    to[13] = end;
    start = end + 1;

    c.openedAt[i] = Math.round(number(0) * 1000);
    if (lastDay < 0 || !isAt(text, f(1), t(1), lastDate)) {
      lastDate = text.slice(f(1), t(1));
      lastDay = days.of(lastDate);
      if (lastDay === dayWeekday.length) dayWeekday.push(weekdayCode(weekdayOf(lastDate)));
    }
    c.day[i] = lastDay;
    c.weekday[i] = dayWeekday[lastDay] as number;
    // The hour is the time's first two characters.
    c.hour[i] = hourCode(decimalAt(text, f(2), Math.min(f(2) + 2, t(2))));
    if (lastInstrumentIndex < 0 || !isAt(text, f(3), t(3), lastInstrument)) {
      lastInstrument = text.slice(f(3), t(3));
      lastInstrumentIndex = instruments.of(lastInstrument);
    }
    c.instrument[i] = lastInstrumentIndex;
    const compra = isAt(text, f(4), t(4), 'compra');
    c.venda[i] = isAt(text, f(4), t(4), 'venda') ? 1 : 0;
    c.currency[i] = isAt(text, f(5), t(5), 'BRL')
      ? CURRENCY_CODE.BRL
      : isAt(text, f(5), t(5), 'USD')
        ? CURRENCY_CODE.USD
        : OTHER_CURRENCY;
    c.pnl[i] = Math.round(number(6) * 100);
    c.costs[i] = Math.round(number(7) * 100);
    const diff = number(8);
    c.points[i] = compra ? diff : -diff;
    const hasMep = t(9) > f(9);
    const hasMen = t(10) > f(10);
    c.mep[i] = hasMep ? number(9) : 0;
    c.men[i] = hasMen ? number(10) : 0;
    c.recorded[i] = recordedCode(hasMep, hasMen);
    // No stop, or a stop at the entry (zero distance), is "no risk defined".
    const risk = t(11) > f(11) ? number(11) * 100 : 0;
    c.risk[i] = risk > 0 ? risk : NaN;
    c.broke[i] = isAt(text, f(12), t(12), '1') ? 1 : 0;
    let emotion: number = NO_EMOTION;
    for (let e = 0; e < EMOTIONS.length; e++)
      if (isAt(text, f(13), t(13), EMOTIONS[e] as string)) {
        emotion = e;
        break;
      }
    c.emotion[i] = emotion;
  }
  c.days = days.values;
  c.instruments = instruments.values;
  return c;
}

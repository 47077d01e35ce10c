import { EMOTIONS } from '@/shared/trading/emotions';
import {
  CURRENCY_CODE,
  flagsCode,
  hourCode,
  Interner,
  newColumns,
  NO_EMOTION,
  OTHER_CURRENCY,
  slotOf,
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

/** Above this, m × 10 + 9 could pass 2^53 − 1, the last integer a double holds exactly. */
const MANTISSA_LIMIT = (Number.MAX_SAFE_INTEGER - 9) / 10;

/**
 * `Number(text.slice(offset + from, offset + to))`, read from the text's UTF-16 code units `codes` (codes[k] is
 * text[offset + k]) without making the string, for the plain decimals PostgreSQL prints ("-12.50",
 * "3000.0000000000000000"): the significant digits are an exact integer m (trailing zeros of the fraction
 * dropped) and m ÷ 10^k, both exact, is the correctly rounded value of the decimal, as Number's is. Anything
 * else (a longer mantissa, an exponent, an empty field) goes to Number itself.
 */
export function decimalAt(
  codes: Uint16Array,
  from: number,
  to: number,
  text: string,
  offset: number,
): number {
  let i = from;
  const negative = i < to && (codes[i] as number) === 45; // '-'
  if (negative) i++;
  let m = 0;
  let digits = 0;
  let scale = -1;
  // Zeros of the fraction not yet taken into m (they only count if a digit other than 0 follows).
  let zeros = 0;
  for (; i < to; i++) {
    const code = codes[i] as number;
    if (code >= 48 && code <= 57) {
      digits++;
      if (scale < 0) {
        if (m > MANTISSA_LIMIT) return Number(text.slice(offset + from, offset + to));
        m = m * 10 + (code - 48);
      } else if (code === 48) {
        zeros++;
      } else {
        for (let k = 0; k <= zeros; k++) {
          if (m > MANTISSA_LIMIT) return Number(text.slice(offset + from, offset + to));
          m *= 10;
        }
        m += code - 48;
        scale += zeros + 1;
        zeros = 0;
      }
    } else if (code === 46 && scale < 0) {
      scale = 0;
    } else {
      return Number(text.slice(offset + from, offset + to));
    }
  }
  if (digits === 0 || scale > 22) return Number(text.slice(offset + from, offset + to));
  const value = scale > 0 ? m / (POW10[scale] as number) : m;
  return negative ? -value : value;
}

/** How many of the instruments seen are compared in place with a line's before its string is made. */
const KNOWN = 16;

/** Code units per chunk of the text read at a time (the chunk grows for a longer line). */
const CHUNK = 1 << 16;

/** codes[from, to) is `value`, compared in place. */
function isAt(codes: Uint16Array, from: number, to: number, value: string): boolean {
  if (to - from !== value.length) return false;
  for (let k = 0; k < value.length; k++) if (codes[from + k] !== value.charCodeAt(k)) return false;
  return true;
}

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
  // Field f of the current line is codes[from[f], to[f]).
  const from = new Int32Array(14);
  const to = new Int32Array(14);
  // The text is read a chunk of whole lines at a time as UTF-16 code units in a typed array: text.charCodeAt
  // costs several times an array read (measured: 2.6 ns a character), and a chunk keeps the copy small.
  let codes = new Uint16Array(CHUNK);
  let offset = 0;
  const f = (k: number) => from[k] as number;
  const t = (k: number) => to[k] as number;
  const number = (k: number) => decimalAt(codes, f(k), t(k), text, offset);
  const slice = (k: number) => text.slice(offset + f(k), offset + t(k));

  // Imported bindings can be getters once compiled to CommonJS (tsx, bundles): read each once, not per line.
  const codeOfHour = hourCode;
  const codeOfFlags = flagsCode;
  const slot = slotOf;
  const brl = CURRENCY_CODE.BRL;
  const usd = CURRENCY_CODE.USD;
  const other = OTHER_CURRENCY;
  const noEmotion = NO_EMOTION;
  const emotions = EMOTIONS;
  const { openedAt, day, instrument, code, currency, pnl, costs, points, mep, men, risk: risks } = c;
  const length = text.length;
  let i = 0;
  while (i < count) {
    // The next chunk: whole lines (its last '\n' included), or the rest of the text.
    let end = offset + CHUNK >= length ? length : text.lastIndexOf('\n', offset + CHUNK - 1) + 1;
    if (end <= offset) {
      const next = text.indexOf('\n', offset);
      end = next === -1 ? length : next + 1;
    }
    const size = end - offset;
    if (size > codes.length) codes = new Uint16Array(size);
    Buffer.from(codes.buffer, 0, 2 * size).write(text.slice(offset, end), 'utf16le');
    // The closures above read `codes` from their context; the scan reads this constant (a register).
    const chunk = codes;

    let start = 0;
    // A text that ends with '\n' has an empty last line, as split gives: read after the last chunk.
    while (i < count && (start < size || end === length)) {
      // One scan of the line's characters finds the 13 separators and its end; the emotion, the last field, is
      // the rest of the line, '|' included.
      let field = 0;
      let p = start;
      from[0] = p;
      for (; p < size; p++) {
        const code = chunk[p] as number;
        if (code === 10) break; // '\n'
        if (code === 124 && field < 13) {
          to[field++] = p;
          from[field] = p + 1;
        }
      }
      to[field] = p;
      // A line with fewer fields has empty ones at its end.
      for (let k = field + 1; k < 14; k++) from[k] = to[k] = p;
      start = p + 1;

      openedAt[i] = Math.round(number(0) * 1000);
      if (lastDay < 0 || !isAt(chunk, f(1), t(1), lastDate)) {
        lastDate = slice(1);
        lastDay = days.of(lastDate);
        if (lastDay === dayWeekday.length) dayWeekday.push(weekdayCode(weekdayOf(lastDate)));
      }
      day[i] = lastDay;
      // The hour is the time's first two characters.
      const hour = codeOfHour(decimalAt(chunk, f(2), Math.min(f(2) + 2, t(2)), text, offset));
      if (lastInstrumentIndex < 0 || !isAt(chunk, f(3), t(3), lastInstrument)) {
        // Traders use a handful of instruments: the known ones are compared in place before a string is made.
        lastInstrumentIndex = -1;
        const known = instruments.values;
        for (let k = 0; k < known.length && k < KNOWN; k++)
          if (isAt(chunk, f(3), t(3), known[k] as string)) {
            lastInstrumentIndex = k;
            break;
          }
        if (lastInstrumentIndex < 0) lastInstrumentIndex = instruments.of(slice(3));
        lastInstrument = instruments.values[lastInstrumentIndex] as string;
      }
      instrument[i] = lastInstrumentIndex;
      const compra = isAt(chunk, f(4), t(4), 'compra');
      const venda = isAt(chunk, f(4), t(4), 'venda') ? 1 : 0;
      currency[i] = isAt(chunk, f(5), t(5), 'BRL') ? brl : isAt(chunk, f(5), t(5), 'USD') ? usd : other;
      pnl[i] = Math.round(number(6) * 100);
      costs[i] = Math.round(number(7) * 100);
      const diff = number(8);
      points[i] = compra ? diff : -diff;
      const hasMep = t(9) > f(9);
      const hasMen = t(10) > f(10);
      mep[i] = hasMep ? number(9) : 0;
      men[i] = hasMen ? number(10) : 0;
      // No stop, or a stop at the entry (zero distance), is "no risk defined".
      const risk = t(11) > f(11) ? number(11) * 100 : 0;
      risks[i] = risk > 0 ? risk : NaN;
      const broke = isAt(chunk, f(12), t(12), '1');
      let emotion: number = noEmotion;
      for (let e = 0; e < emotions.length; e++)
        if (isAt(chunk, f(13), t(13), emotions[e] as string)) {
          emotion = e;
          break;
        }
      code[i] =
        slot(dayWeekday[lastDay] as number, hour, venda, emotion) | codeOfFlags(broke, hasMep, hasMen);
      i++;
    }
    offset = end;
  }
  c.days = days.values;
  c.instruments = instruments.values;
  return c;
}

import { DATE_MAX_YEAR, DATE_MIN_YEAR } from '../../time/calendar-date';

export type DateOrder = 'dmy' | 'mdy' | 'ymd';

export interface LocalDateTime {
  /** yyyy-mm-dd */
  date: string;
  /** HH:mm:ss, or HH:mm when the source has no seconds */
  time: string;
}

// date (any of / . -), then optional time with optional seconds, fraction and AM/PM; 'T' or spaces between.
const DATE_TIME =
  /^(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,4})(?:[T ]+(\d{1,2}):(\d{2})(?::(\d{2}))?(?:[.,]\d+)?\s*([AP]\.?M\.?)?)?$/i;

export interface DateOrderChoice {
  order: DateOrder;
  /** A Portuguese note for the preview when the data could not decide and `fallback` was used; else undefined. */
  notice?: string;
}

const ORDER_NAMES: Record<'dmy' | 'mdy', string> = { dmy: 'dia/mês/ano', mdy: 'mês/dia/ano' };

/**
 * Decides, for a whole file, whether its dd/dd/yyyy dates are day or month first: platforms write dates in the
 * Windows locale of the machine (NinjaTrader: dd/MM/yyyy on a Brazilian or British PC, M/d/yyyy on a US one), so
 * the order is a property of the file, not of the row. A first part over 12 proves day first, a second part over
 * 12 proves month first. A file where no date proves either (every day ≤ 12) uses `fallback` and says so in
 * `notice`, unless no date would read differently (05/05/2026); a file with both proofs is inconsistent and keeps
 * `fallback` (each row is then read the one way it is valid). Year-first and two-digit-year texts are ignored.
 */
export function detectDateOrder(texts: Iterable<string>, fallback: 'dmy' | 'mdy'): DateOrderChoice {
  let dayFirst = false;
  let monthFirst = false;
  let ambiguous = false;
  for (const text of texts) {
    const m = DATE_PREFIX.exec(text);
    if (!m) continue;
    const a = Number(m[1]);
    const b = Number(m[2]);
    if (a > 12) dayFirst = true;
    else if (b > 12) monthFirst = true;
    else if (a !== b && a > 0 && b > 0) ambiguous = true;
    if (dayFirst && monthFirst) break;
  }
  if (dayFirst !== monthFirst) return { order: dayFirst ? 'dmy' : 'mdy' };
  if (dayFirst || !ambiguous) return { order: fallback };
  return {
    order: fallback,
    notice: `Nenhuma data do arquivo tem dia maior que 12: as datas foram lidas como ${ORDER_NAMES[fallback]}. Confira as datas na prévia antes de importar.`,
  };
}

// dd/dd/yyyy at the start of a cell (the time after it does not matter here).
const DATE_PREFIX = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-]\d{4}(?!\d)/;

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * Reads the dates brokers write: Profit '26/03/2026 10:49:00', MT5 '2026.03.26 10:49:00', Tradovate
 * '03/26/2026 10:49:00', NinjaTrader '3/26/2026 10:49:00 AM', ours '2026-03-26'. A four-digit first part means
 * year first whatever `order` says; when the stated order gives no valid date (a US file with day 26 first),
 * the other of dmy/mdy is tried. Times are local as written: brokers do not say their time zone.
 */
export function parseDateTime(text: string, order: DateOrder): LocalDateTime | null {
  const common = parseCommon(text, order);
  if (common !== undefined) return common;
  const m = DATE_TIME.exec(text.trim());
  if (!m) return null;
  const [a, b, c] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // Two-digit years are refused: '01/02/03' has too many readings to guess.
  let candidates: [number, number, number][] = [];
  if ((m[1] ?? '').length === 4) candidates = [[a, b, c]];
  else if ((m[3] ?? '').length !== 4 || order === 'ymd') candidates = [];
  else if (order === 'dmy')
    candidates = [
      [c, b, a],
      [c, a, b],
    ];
  else
    candidates = [
      [c, a, b],
      [c, b, a],
    ];
  const ymd = candidates.find(([y, mo, d]) => isDate(y, mo, d));
  if (!ymd) return null;
  const date = `${ymd[0]}-${pad(ymd[1])}-${pad(ymd[2])}`;
  if (m[4] === undefined) return { date, time: '' };

  let hour = Number(m[4]);
  const minute = Number(m[5]);
  const second = m[6] === undefined ? undefined : Number(m[6]);
  const meridiem = m[7]?.toUpperCase().replace(/\./g, '');
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === 'PM' ? 12 : 0);
  }
  if (hour > 23 || minute > 59 || (second ?? 0) > 59) return null;
  return { date, time: `${pad(hour)}:${pad(minute)}${second === undefined ? '' : `:${pad(second)}`}` };
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A real day of the (proleptic Gregorian) calendar in the app's range of dates (1900–2100, calendar-date.ts). */
function isDate(y: number, m: number, d: number): boolean {
  if (y < DATE_MIN_YEAR || y > DATE_MAX_YEAR || m < 1 || m > 12 || d < 1) return false;
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  return d <= (m === 2 && leap ? 29 : (DAYS_IN_MONTH[m - 1] ?? 0));
}

/**
 * The last dates read by parseCommon (key → 'yyyy-mm-dd' or null): a file's rows come a day at a time, and the
 * entry and exit of a trade are mostly on one day, so two entries spare nearly every date its arithmetic and text.
 * Trades of one day then share one date string.
 */
const lastDates: { key: number; date: string | null }[] = [
  { key: -1, date: null },
  { key: -1, date: null },
];
let nextDate = 0;

const ORDER_KEY: Record<DateOrder, number> = { dmy: 0, mdy: 1, ymd: 2 };
const SLASH = 47;
const DOT = 46;
const DASH = 45;
const COLON = 58;
const isDigit = (c: number) => c >= 48 && c <= 57;
const isDateMark = (c: number) => c === SLASH || c === DOT || c === DASH;

/**
 * DATE_TIME's most common texts read by char code: digits/digits/digits, then maybe (' ' or 'T')+ H:mm or
 * H:mm:ss, and nothing else (no spaces around, no fraction, no AM/PM). The same result as the regex path, without
 * its match array, substrings and Date; undefined for any other text (the regex path reads it). Checked against
 * the regex path on random texts in dates.test.ts.
 */
function parseCommon(text: string, order: DateOrder): LocalDateTime | null | undefined {
  const n = text.length;
  at = 0;
  const a = digitsAt(text, 4);
  const lenA = at;
  if (a < 0 || !isDateMark(text.charCodeAt(at))) return undefined;
  at += 1;
  const b = digitsAt(text, 2);
  if (b < 0 || !isDateMark(text.charCodeAt(at))) return undefined;
  at += 1;
  const cStart = at;
  const c = digitsAt(text, 4);
  if (c < 0) return undefined;
  const lenC = at - cStart;
  let date: string | null;
  // Only the values and whether the first or last part has four digits decide the date.
  const key =
    (((a * 100 + b) * 10_000 + c) * 4 + (lenA === 4 ? 2 : 0) + (lenC === 4 ? 1 : 0)) * 3 + ORDER_KEY[order];
  const hit = lastDates[0]?.key === key ? lastDates[0] : lastDates[1]?.key === key ? lastDates[1] : undefined;
  if (hit) date = hit.date;
  else {
    date = null;
    if (lenA === 4) date = dateText(a, b, c);
    else if (lenC === 4 && order !== 'ymd') {
      date =
        order === 'dmy' ? (dateText(c, b, a) ?? dateText(c, a, b)) : (dateText(c, a, b) ?? dateText(c, b, a));
    }
    const slot = lastDates[nextDate];
    if (slot) {
      slot.key = key;
      slot.date = date;
    }
    nextDate = 1 - nextDate;
  }
  if (at === n) return date === null ? null : { date, time: '' };
  // One or more ' ' / 'T' (either case) between the date and the time.
  const gap = at;
  while (at < n && (text.charCodeAt(at) === 32 || (text.charCodeAt(at) | 32) === 116)) at += 1;
  if (at === gap) return undefined;
  const hStart = at;
  const hour = digitsAt(text, 2);
  if (hour < 0 || text.charCodeAt(at) !== COLON) return undefined;
  const lenH = at - hStart;
  at += 1;
  const mStart = at;
  const minute = digitsAt(text, 2);
  if (minute < 0 || at - mStart !== 2) return undefined;
  let second = -1;
  if (at < n) {
    if (text.charCodeAt(at) !== COLON) return undefined;
    at += 1;
    const sStart = at;
    second = digitsAt(text, 2);
    if (second < 0 || at - sStart !== 2 || at !== n) return undefined;
  }
  if (date === null || hour > 23 || minute > 59 || second > 59) return null;
  // 'HH:mm:ss' / 'HH:mm' as written is already the canonical text.
  const time =
    lenH === 2 ? text.slice(hStart) : `${pad(hour)}:${pad(minute)}${second < 0 ? '' : `:${pad(second)}`}`;
  return { date, time };
}

/** parseCommon's reading position (no closure per call). */
let at = 0;

/** The 1 to `max` digits at `at` as a number, moving past them; −1 when there are none or more. */
function digitsAt(text: string, max: number): number {
  const from = at;
  let value = 0;
  for (let c = text.charCodeAt(at); isDigit(c); c = text.charCodeAt(at)) {
    if (at - from === max) return -1;
    value = value * 10 + c - 48;
    at += 1;
  }
  return at === from ? -1 : value;
}

function dateText(y: number, m: number, d: number): string | null {
  return isDate(y, m, d) ? `${y}-${pad(m)}-${pad(d)}` : null;
}

/** A separate time cell ('10:49', '10:49:05', '9:31:05 AM'). */
export function parseTime(text: string): string | null {
  const r = parseDateTime(`2000-01-01 ${text.trim()}`, 'ymd');
  return r && r.time ? r.time : null;
}

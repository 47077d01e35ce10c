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

function isDate(y: number, m: number, d: number): boolean {
  if (y < 1900 || y > 2200) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A separate time cell ('10:49', '10:49:05', '9:31:05 AM'). */
export function parseTime(text: string): string | null {
  const r = parseDateTime(`2000-01-01 ${text.trim()}`, 'ymd');
  return r && r.time ? r.time : null;
}

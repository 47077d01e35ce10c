/**
 * Wall clock ↔ instant in an IANA time zone, with Intl only (no date library, no Node API, no host time zone):
 * the one way the client and the server read "now in the user's zone" and turn a trade's local date and time into
 * the instant it happened.
 */

/** A zone's wall clock at an instant: local date (yyyy-mm-dd) and time (HH:mm:ss, 00–23 h). */
export interface WallClock {
  date: string;
  time: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(key, f);
  }
  return f;
}

/** The zone of a trader who has not chosen one (B3's): the settings' default, on the server and the client. */
export const DEFAULT_TIMEZONE = 'America/Sao_Paulo';

/** True when Intl knows the zone ('America/Sao_Paulo', 'UTC'); false for typos. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone of the device running this code (the browser's on the client); a fallback, never the user's choice. */
export function runtimeTimeZone(): string {
  return formatter(undefined).resolvedOptions().timeZone;
}

type Parts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function partsAt(instant: number, timeZone: string | undefined): Parts {
  const p: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(instant)))
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  return {
    year: p.year ?? 1970,
    month: p.month ?? 1,
    day: p.day ?? 1,
    hour: p.hour ?? 0,
    minute: p.minute ?? 0,
    second: p.second ?? 0,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The wall clock of `timeZone` at `instant`: the one "what day and time is it for the user" of the app (today for
 * the periods, a new trade's default date and time, an imported trade's local date). With no zone, or a zone this
 * runtime's Intl does not know (the server validates the user's zone with the same Intl, so only an old browser
 * can lack one), it reads the runtime's zone rather than failing the page.
 */
export function wallClock(instant: Date | number, timeZone?: string): WallClock {
  const zone = timeZone && isValidTimeZone(timeZone) ? timeZone : undefined;
  const p = partsAt(typeof instant === 'number' ? instant : instant.getTime(), zone);
  return {
    date: `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`,
    time: `${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`,
  };
}

/** The four ASCII digits at the start of `date` as a number, or −1. */
function yearOf(date: string): number {
  const hi = twoDigits(date, 0);
  const lo = twoDigits(date, 2);
  return hi < 0 || lo < 0 ? -1 : hi * 100 + lo;
}

/** Milliseconds the zone is ahead of UTC at `instant` (São Paulo: −3 h). */
function offsetAt(instant: number, timeZone: string): number {
  const p = partsAt(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * The exact conversion: the zone's offset is read at the wall time taken as UTC, and again at the instant that
 * gives; on a DST change the two differ and both candidates are checked. A wall time that exists once is that
 * instant; an ambiguous autumn time takes the earlier (first) instant; a time skipped by a spring-forward gap
 * lands after the gap (02:30 on New York's spring day is 03:30 EDT), as a clock set forward would read it.
 */
function exactWallToUtc(wall: number, timeZone: string): number {
  const first = offsetAt(wall, timeZone);
  const guess = wall - first;
  const second = offsetAt(guess, timeZone);
  if (second === first) return guess;
  const other = wall - second;
  const valid = [guess, other].filter((c) => offsetAt(c, timeZone) === wall - c);
  return valid.length ? Math.min(...valid) : Math.max(guess, other);
}

/**
 * The zone's offset for a whole local day, or null when it changes during that day. A 100,000-row import spans
 * few distinct days and Intl formatting is by far the slowest step of building its rows, so the offset is read
 * once per (zone, day): probed at the day's start and end, since a zone changes its offset at most once a day.
 */
const dayOffsets = new Map<string, number | null>();

function dayOffset(y: number, mo: number, d: number, date: string, timeZone: string): number | null {
  const key = `${timeZone}|${date}`;
  let offset = dayOffsets.get(key);
  if (offset === undefined) {
    const start = Date.UTC(y, mo - 1, d, 0, 0, 0);
    const end = Date.UTC(y, mo - 1, d, 23, 59, 59);
    const atStart = start - exactWallToUtc(start, timeZone);
    offset = end - exactWallToUtc(end, timeZone) === atStart ? atStart : null;
    if (dayOffsets.size > 100_000) dayOffsets.clear();
    dayOffsets.set(key, offset);
  }
  return offset;
}

/**
 * The day zonedTimeToUtc read last: its date text and zone, the day's start as UTC milliseconds and the zone's
 * offset that day (null on a DST change). An import's rows come day by day, so most rows find their day here
 * and are converted with one addition: no split, no key text, no Map look-up.
 */
let lastDay = { date: '', zone: '', start: 0, offset: null as number | null };

/** 'HH:mm' or 'HH:mm:ss' (two digits each) as milliseconds into the day; −1 for any other text. */
function timeOfDayMs(time: string): number {
  const n = time.length;
  if ((n !== 5 && n !== 8) || time.charCodeAt(2) !== 58 || (n === 8 && time.charCodeAt(5) !== 58)) return -1;
  const h = twoDigits(time, 0);
  const mi = twoDigits(time, 3);
  const s = n === 8 ? twoDigits(time, 6) : 0;
  return h < 0 || mi < 0 || s < 0 ? -1 : ((h * 60 + mi) * 60 + s) * 1000;
}

/** The two ASCII digits at `at` as a number, or −1. */
function twoDigits(text: string, at: number): number {
  const a = text.charCodeAt(at) - 48;
  const b = text.charCodeAt(at + 1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
}

/** '2025-03-10' + '09:05' (or '09:05:30') as the wall clock of `timeZone` → the same instant as a Date. */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  // The common texts ('yyyy-mm-dd', two-digit time parts): the same Date.UTC and day offset as below, read once
  // per day (Date.UTC(y, m, d, h, mi, s) is the day's Date.UTC(y, m, d) plus the time's milliseconds).
  const ms = timeOfDayMs(time);
  if (ms >= 0) {
    if (date === lastDay.date && timeZone === lastDay.zone) {
      const wall = lastDay.start + ms;
      return new Date(lastDay.offset === null ? exactWallToUtc(wall, timeZone) : wall - lastDay.offset);
    }
    const y =
      date.length === 10 && date.charCodeAt(4) === 45 && date.charCodeAt(7) === 45 ? yearOf(date) : -1;
    const mo = y < 0 ? -1 : twoDigits(date, 5);
    const d = mo < 0 ? -1 : twoDigits(date, 8);
    if (d >= 0) {
      lastDay = {
        date,
        zone: timeZone,
        start: Date.UTC(y, mo - 1, d),
        offset: dayOffset(y, mo, d, date, timeZone),
      };
      const wall = lastDay.start + ms;
      return new Date(lastDay.offset === null ? exactWallToUtc(wall, timeZone) : wall - lastDay.offset);
    }
  }
  const [y = 0, mo = 1, d = 1] = date.split('-').map(Number);
  const [h = 0, mi = 0, s = 0] = time.split(':').map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  const offset = dayOffset(y, mo, d, date, timeZone);
  // A day with a DST change is converted time by time.
  return new Date(offset === null ? exactWallToUtc(wall, timeZone) : wall - offset);
}

import ICAL from 'ical.js';
import type { EventCountry, EventImpact, EventKind, EventZone } from '@/shared/calendar/contract';
import { calendarApiMessages } from '@/shared/i18n/calendar-api';
import { isValidTimeZone, wallClock, zonedTimeToUtc } from '@/shared/time/zoned-time';

const M = calendarApiMessages.ics;

/** An .ics event ready to store: its published zone, date and time, and what was guessed from its summary. */
export interface IcsEvent {
  line: number;
  uid: string;
  title: string;
  kind: EventKind;
  impact: EventImpact;
  country: EventCountry;
  timeZone: EventZone;
  date: string;
  /** HH:mm, null for an all-day (DATE) event. */
  time: string | null;
  startsAt: Date | null;
}

export type IcsParseResult =
  | { ok: true; events: IcsEvent[]; skipped: { line: number; reason: string }[] }
  | { ok: false; detail: string };

/** Zone names calendars use for the two zones we store in; BLS writes its own 'US-Eastern'. */
const ZONE_ALIASES: Record<string, EventZone> = {
  'us-eastern': 'America/New_York',
  'us/eastern': 'America/New_York',
  est5edt: 'America/New_York',
  'eastern standard time': 'America/New_York',
  'america/new_york': 'America/New_York',
  'brazil/east': 'America/Sao_Paulo',
  'e. south america standard time': 'America/Sao_Paulo',
  'america/sao_paulo': 'America/Sao_Paulo',
};

/**
 * What an event is, guessed from its summary (docs/calendar.md): the releases the app tracks get their kind, the
 * Portuguese title the shipped data uses and their impact; anything else keeps its summary, as 'other' and 'baixa'
 * (an admin raises it in the form when it matters).
 */
export function guessKind(summary: string): { kind: EventKind; title: string; impact: EventImpact } {
  const s = summary.trim();
  const rules: [RegExp, EventKind, string | null, EventImpact][] = [
    [/^consumer price index\b(?!.*(?:average price|research))/i, 'us-cpi', 'CPI (inflação EUA)', 'alta'],
    [/^employment situation\b/i, 'us-payroll', 'Payroll (emprego EUA)', 'alta'],
    [/\bfomc\b.*\bminutes\b|\bminutes\b.*\bfomc\b/i, 'fomc-minutes', 'Ata do FOMC', 'media'],
    [/\bfomc\b/i, 'fomc', 'Decisão de juros do FOMC', 'alta'],
    [/\bcopom\b.*\b(ata|minutes)\b|\bata\b.*\bcopom\b/i, 'copom-minutes', 'Ata do COPOM', 'media'],
    [/\bcopom\b/i, 'copom', 'Decisão do COPOM', 'alta'],
    [/\bipca-15\b/i, 'ipca-15', null, 'media'],
    [/\bipca\b/i, 'ipca', 'IPCA', 'alta'],
    [/^personal income and outlays\b|\bpce\b/i, 'us-pce', null, 'media'],
    [/^gross domestic product\b|\bgdp\b/i, 'us-gdp', null, 'media'],
  ];
  for (const [pattern, kind, title, impact] of rules)
    if (pattern.test(s)) return { kind, title: title ?? s, impact };
  return { kind: 'other', title: s, impact: 'baixa' };
}

const BR_WORDS = /\b(copom|ipca|selic|ibge|bcb|brasil|brazil)\b/i;
const pad = (n: number) => String(n).padStart(2, '0');

/** 1-based line of each BEGIN:VEVENT, in order: ical.js keeps no positions, and the admin needs one. */
function veventLines(text: string): number[] {
  const lines: number[] = [];
  text.split(/\r\n|\n|\r/).forEach((l, i) => {
    if (/^BEGIN:VEVENT\s*$/i.test(l)) lines.push(i + 1);
  });
  return lines;
}

/**
 * The most time-zone changes a file's VTIMEZONEs may expand to. ical.js turns a zone's rules into the list of its
 * changes, occurrence by occurrence, from the rule's DTSTART to 5 years past the event read in it: a yearly rule
 * from 1601 is ~500 changes, a daily one from 1970 ~50,000; one that repeats every second never ends.
 */
export const MAX_ZONE_CHANGES = 50_000;
/** How far ical.js expands a zone: the latest event year the parser reads (2100) plus its coverage margin. */
const ZONE_CHANGES_UNTIL_YEAR = 2100 + ICAL.Timezone.EXTRA_COVERAGE;
const SUB_DAILY_FREQ = new Set(['SECONDLY', 'MINUTELY', 'HOURLY']);

const rulesOf = (component: ICAL.Component) =>
  component.getAllProperties('rrule').map((p) => p.getFirstValue() as ICAL.Recur);

/** What makes a rule repeat within a day ('FREQ=HOURLY', 'BYHOUR' with several hours…), or undefined. */
function subDaily(rule: ICAL.Recur): string | undefined {
  if (SUB_DAILY_FREQ.has(rule.freq)) return `RRULE:FREQ=${rule.freq}`;
  // A daily (or longer) rule that lists several hours, minutes or seconds repeats within the day all the same.
  for (const part of ['BYHOUR', 'BYMINUTE', 'BYSECOND'] as const)
    if ((rule.parts[part]?.length ?? 0) > 1) return `RRULE:${part}=${rule.parts[part]?.join(',')}`;
  return undefined;
}

/**
 * Bounds what ical.js would expand: a rule repeating more often than daily, in a VTIMEZONE or in an
 * event, refuses the file, and so do VTIMEZONEs whose changes up to 2105 pass MAX_ZONE_CHANGES (counted here, with
 * a cap, before ical.js makes its list). Event rules are never expanded (only DTSTART is read); they are refused
 * anyway, as no release calendar has one. A rule that never yields (ical.js can loop on contradictory BY-parts)
 * is stopped by the worker pool's time limit (ADR 027). The problem's detail, or undefined; throws on a rule
 * ical.js cannot read.
 */
function recurrenceProblem(root: ICAL.Component, eventLines: number[]): string | undefined {
  let changes = 0;
  for (const vtz of root.getAllSubcomponents('vtimezone')) {
    const tzid = String(vtz.getFirstPropertyValue('tzid') ?? '?').slice(0, 60);
    for (const part of vtz.getAllSubcomponents()) {
      changes += part.getAllProperties('rdate').length;
      const dtstart = part.getFirstPropertyValue('dtstart');
      for (const rule of rulesOf(part)) {
        const every = subDaily(rule);
        if (every) return M.subDaily(M.zoneWhere(tzid), every);
        if (!(dtstart instanceof ICAL.Time)) continue;
        const it = rule.iterator(dtstart);
        for (let occ = it.next(); occ && occ.year <= ZONE_CHANGES_UNTIL_YEAR; occ = it.next())
          if (++changes > MAX_ZONE_CHANGES) return M.tooManyChanges(MAX_ZONE_CHANGES / 1000);
      }
    }
    if (changes > MAX_ZONE_CHANGES) return M.tooManyChanges(MAX_ZONE_CHANGES / 1000);
  }
  for (const [i, vevent] of root.getAllSubcomponents('vevent').entries()) {
    for (const rule of rulesOf(vevent)) {
      const every = subDaily(rule);
      if (every) return M.subDaily(M.eventWhere(eventLines[i] ?? 0), every);
    }
  }
  return undefined;
}

/**
 * Reads an .ics file: every VEVENT with a UID, a SUMMARY and a DTSTART (with a TZID, in UTC 'Z', or a DATE). A
 * file that is not a calendar, or has an unreadable date, is invalid as a whole (nothing is written); an event
 * without what it needs, or already past on `today`, is left out with its line and reason.
 */
export function parseIcs(text: string, now: Date): IcsParseResult {
  if (!text.trim()) return { ok: false, detail: M.empty };
  if (!/^\s*BEGIN:VCALENDAR/i.test(text)) return { ok: false, detail: M.notCalendar };
  // PostgreSQL cannot store a NUL: refused here rather than failing the insert (a 500).
  if (text.includes('\0')) return { ok: false, detail: M.nul };
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text));
  } catch (err) {
    return { ok: false, detail: M.unreadable((err as Error).message) };
  }
  if (root.name !== 'vcalendar') return { ok: false, detail: M.notCalendar };
  const vevents = root.getAllSubcomponents('vevent');
  if (vevents.length === 0) return { ok: false, detail: M.noEvents };
  const fileZones = new Map<string, ICAL.Timezone>();
  for (const vtz of root.getAllSubcomponents('vtimezone')) {
    const tzid = vtz.getFirstPropertyValue('tzid');
    if (typeof tzid === 'string') fileZones.set(tzid, new ICAL.Timezone(vtz));
  }
  const lines = veventLines(text);
  let unbounded: string | undefined;
  try {
    unbounded = recurrenceProblem(root, lines);
  } catch (err) {
    // A rule ical.js cannot read (BYYEARDAY in a monthly rule, an unknown FREQ…) would fail the conversion later.
    unbounded = M.unreadable((err as Error).message);
  }
  if (unbounded) return { ok: false, detail: unbounded };
  const events: IcsEvent[] = [];
  const skipped: { line: number; reason: string }[] = [];

  for (const [i, vevent] of vevents.entries()) {
    const line = lines[i] ?? 0;
    const uid = String(vevent.getFirstPropertyValue('uid') ?? '').trim();
    const summary = String(vevent.getFirstPropertyValue('summary') ?? '').trim();
    const dtstart = vevent.getFirstProperty('dtstart');
    if (!uid) {
      skipped.push({ line, reason: M.noUid });
      continue;
    }
    if (!dtstart) {
      skipped.push({ line, reason: M.noStart });
      continue;
    }
    if (!summary) {
      skipped.push({ line, reason: M.noSummary });
      continue;
    }
    let start: ICAL.Time;
    try {
      start = dtstart.getFirstValue() as ICAL.Time;
    } catch {
      return { ok: false, detail: M.badDate(line) };
    }
    if (
      !start ||
      !Number.isFinite(start.year) ||
      !Number.isFinite(start.month) ||
      !Number.isFinite(start.day)
    )
      return { ok: false, detail: M.badDate(line) };
    if (start.year < 2000 || start.year > 2100) {
      skipped.push({ line, reason: M.outOfRange });
      continue;
    }
    const guess = guessKind(summary);
    const tzid = dtstart.getParameter('tzid');
    const mapped = typeof tzid === 'string' ? ZONE_ALIASES[tzid.toLowerCase()] : undefined;
    const country: EventCountry = mapped === 'America/Sao_Paulo' || BR_WORDS.test(summary) ? 'BR' : 'US';
    const homeZone: EventZone = country === 'BR' ? 'America/Sao_Paulo' : 'America/New_York';
    const date = `${start.year}-${pad(start.month)}-${pad(start.day)}`;

    let stored: { timeZone: EventZone; date: string; time: string | null; startsAt: Date | null };
    if (start.isDate) {
      stored = { timeZone: homeZone, date, time: null, startsAt: null };
    } else {
      const time = `${pad(start.hour)}:${pad(start.minute)}`;
      let instant: Date;
      if (mapped) instant = zonedTimeToUtc(date, time, mapped);
      else if (start.zone?.tzid === 'UTC')
        instant = new Date(Date.UTC(start.year, start.month - 1, start.day, start.hour, start.minute));
      else if (typeof tzid === 'string' && isValidTimeZone(tzid)) instant = zonedTimeToUtc(date, time, tzid);
      else if (typeof tzid === 'string' && fileZones.has(tzid)) {
        const t = start.clone();
        t.zone = fileZones.get(tzid) as ICAL.Timezone;
        instant = new Date(t.toUnixTime() * 1000);
      } else if (typeof tzid === 'string') {
        skipped.push({ line, reason: M.unknownZone(tzid) });
        continue;
      } else {
        // A floating time (no zone at all): read in the zone of the country it is about.
        instant = zonedTimeToUtc(date, time, homeZone);
      }
      const zone = mapped ?? homeZone;
      const wall = wallClock(instant, zone);
      stored = { timeZone: zone, date: wall.date, time: wall.time.slice(0, 5), startsAt: instant };
    }
    const past = stored.startsAt
      ? stored.startsAt.getTime() < now.getTime()
      : stored.date < wallClock(now, stored.timeZone).date;
    if (past) {
      skipped.push({ line, reason: M.past });
      continue;
    }
    events.push({ line, uid, ...guess, title: guess.title.slice(0, 120), country, ...stored });
  }
  return { ok: true, events, skipped };
}

import { zonedTimeToUtc } from '../trades/zoned-time';

/**
 * Wall-clock ↔ instant conversion for imports. The conversion itself is the trades feature's (one way to do it);
 * this adds a cache of the zone's offset per day, because a 100,000-row file spans few distinct days and Intl
 * formatting is by far the slowest step of building the rows.
 */
const offsets = new Map<string, number | null>();
const formatters = new Map<string, Intl.DateTimeFormat>();

const offsetAt = (date: string, hhmmss: string, zone: string) =>
  Date.parse(`${date}T${hhmmss}Z`) - zonedTimeToUtc(date, hhmmss, zone).getTime();

export function zonedToUtc(date: string, time: string, zone: string): Date {
  const hhmmss = time.length === 5 ? `${time}:00` : time;
  const key = `${zone}|${date}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    // Probed at the day's start and end: a zone changes its offset at most once a day, so equal offsets mean
    // the whole day has it. A day with a DST change (null) is converted time by time.
    const start = offsetAt(date, '00:00:00', zone);
    offset = offsetAt(date, '23:59:59', zone) === start ? start : null;
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(key, offset);
  }
  if (offset === null) return zonedTimeToUtc(date, hhmmss, zone);
  return new Date(Date.parse(`${date}T${hhmmss}Z`) - offset);
}

/** The zone's wall clock at an instant, as yyyy-mm-dd and HH:mm:ss. */
export function wallClock(instant: Date, zone: string): { date: string; time: string } {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  const p: Record<string, string> = {};
  for (const part of f.formatToParts(instant)) p[part.type] = part.value;
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}:${p.second}` };
}

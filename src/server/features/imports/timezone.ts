import { zonedTimeToUtc } from '../trades/zoned-time';

/**
 * Wall-clock ↔ instant conversion for imports. The conversion itself is the trades feature's (one way to do it);
 * this adds a cache of the zone's offset per hour, because a 100,000-row file spans few distinct hours and Intl
 * formatting is by far the slowest step of building the rows.
 */
const offsets = new Map<string, number>();
const formatters = new Map<string, Intl.DateTimeFormat>();

export function zonedToUtc(date: string, time: string, zone: string): Date {
  const hhmmss = time.length === 5 ? `${time}:00` : time;
  const naive = Date.parse(`${date}T${hhmmss}Z`);
  const hour = hhmmss.slice(0, 2);
  const key = `${zone}|${date}T${hour}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    // Probed at the hour's end as well: if the offset changes within the hour (a DST change), skip the cache.
    const start =
      Date.parse(`${date}T${hour}:00:00Z`) - zonedTimeToUtc(date, `${hour}:00:00`, zone).getTime();
    const end = Date.parse(`${date}T${hour}:59:59Z`) - zonedTimeToUtc(date, `${hour}:59:59`, zone).getTime();
    if (start !== end) return zonedTimeToUtc(date, hhmmss, zone);
    offset = start;
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(key, offset);
  }
  return new Date(naive - offset);
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

/**
 * Local wall-clock date + time in an IANA zone → the UTC instant, with Intl only (no date library). The zone's
 * offset is read at a first guess and read again at the result, which settles DST changes: a time skipped by a
 * spring-forward gap lands after the gap, an ambiguous autumn time takes the earlier (first) instant.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
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
    formatters.set(timeZone, f);
  }
  return f;
}

/** True when Intl knows the zone ('America/Sao_Paulo', 'UTC'); false for typos. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** Milliseconds the zone is ahead of UTC at `instant` (São Paulo: −3 h). */
function offsetAt(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(instant)))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const asUtc = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return asUtc - (instant - (instant % 1000));
}

/** '2025-03-10' + '09:05' (or '09:05:30') in `timeZone` → the same instant as a Date. */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const [y = 0, mo = 1, d = 1] = date.split('-').map(Number);
  const [h = 0, mi = 0, s = 0] = time.split(':').map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  const first = offsetAt(wall, timeZone);
  const guess = wall - first;
  const second = offsetAt(guess, timeZone);
  if (second === first) return new Date(guess);
  // The offset changed between the guess and the wall time: a DST boundary. Prefer the instant whose local
  // reading is the wall time; inside a gap neither is, and the later offset puts it just after the gap.
  const other = wall - second;
  return new Date(offsetAt(other, timeZone) === second ? Math.min(guess, other) : guess);
}

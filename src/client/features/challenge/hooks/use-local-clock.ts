import { useState } from 'react';
import { useTradingSettings } from '@/client/lib/queries';
import { wallClock } from '@/shared/time/zoned-time';

/**
 * The trader's time zone and today's local date in it (the day the daily plan and review belong to). While the
 * settings load, `ready` is false; if they fail, the browser's zone stands in rather than blocking the page.
 */
export function useLocalClock() {
  const settings = useTradingSettings();
  // The page's instant, read once: the routine belongs to the day the page was opened on.
  const [now] = useState(() => Date.now());
  const timeZone = settings.data?.timezone;
  return { ready: !settings.isPending, timeZone, today: wallClock(now, timeZone).date };
}

/** 'HH:mm' of an instant in the trader's zone ('escrito às 08:42'). */
export function localTime(instant: string, timeZone: string | undefined): string {
  return wallClock(new Date(instant), timeZone).time.slice(0, 5);
}

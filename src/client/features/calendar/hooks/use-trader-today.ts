import { useEffect, useState } from 'react';
import { useTradingSettings } from '@/client/lib/queries';
import { runtimeTimeZone, wallClock } from '@/shared/time/zoned-time';

/**
 * The trader's zone (from the trading settings; the browser's until they answer) and today's date in it: the
 * calendar's 'Hoje', its first month, and whether an event's published time needs showing beside the converted one.
 * Read again each minute, so a page left open past midnight moves 'Hoje' to the new day.
 */
export function useTraderToday(): { zone: string; today: string } {
  const settings = useTradingSettings();
  const zone = settings.data?.timezone ?? runtimeTimeZone();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return { zone, today: wallClock(now, zone).date };
}

import { useEffect, useState } from 'react';
import { runtimeTimeZone, wallClock } from '@/shared/time/zoned-time';
import { useTradingSettings } from './queries';

/**
 * The one way the client reads the trader's time zone and "today": the zone of the trading settings, and the
 * browser's while they load or when they cannot be read (a page never blocks on them). `ready` says whether the
 * settings have answered, for what must not start from a guess (a new trade's date and time, the daily routine).
 */
export interface TraderZone {
  zone: string;
  ready: boolean;
}

export function useTraderZone(): TraderZone {
  const settings = useTradingSettings();
  return { zone: settings.data?.timezone ?? runtimeTimeZone(), ready: !settings.isPending };
}

/**
 * Today ('yyyy-mm-dd') in the trader's zone. By default the day the page was opened on (the daily routine belongs
 * to it); `follow` reads the clock again each minute, so a page left open past midnight moves 'Hoje' to the new day.
 */
export function useTraderToday({ follow = false }: { follow?: boolean } = {}): TraderZone & {
  today: string;
} {
  const { zone, ready } = useTraderZone();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!follow) return;
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, [follow]);
  return { zone, ready, today: wallClock(now, zone).date };
}

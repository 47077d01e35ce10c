import { useEffect, useState } from 'react';
import { msToNextSecond } from './breathing-phases';

/**
 * Milliseconds since `startedAt` (a performance.now() instant), re-read at each whole second of the pause. Each
 * tick reads the clock again and schedules itself for the next boundary, so a late timer (a busy phone, a tab in
 * the background) shows the right phase on its next tick instead of falling behind. It stops at `endMs`.
 */
export function useBreathingClock(startedAt: number | null, endMs: number): number {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (startedAt === null) return;
    let timer = 0;
    const schedule = () => {
      // Past the end nothing changes any more: stop ticking.
      if (performance.now() - startedAt >= endMs) return;
      timer = window.setTimeout(
        () => {
          setNow(performance.now());
          schedule();
        },
        msToNextSecond(performance.now() - startedAt),
      );
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, [startedAt, endMs]);
  return startedAt === null ? 0 : Math.max(0, now - startedAt);
}

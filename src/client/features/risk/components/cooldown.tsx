import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { cn } from '@/client/lib/cn';
import { queryKeys } from '@/client/lib/queries';
import { riskText } from '@/shared/i18n/risk';
import { formatCountdown } from '../lib/today';

const T = riskText.today;

/**
 * The cooldown left, ticking each second (mm:ss). When it ends it disappears by itself and the day is read again
 * (the state may go back to 'Dentro do plano'). A timer role, not a live region: a reader is not told every second.
 */
export function CooldownCountdown({ until, compact }: { until: number | null; compact?: boolean }) {
  const queryClient = useQueryClient();
  const [now, setNow] = useState(() => Date.now());
  const running = until !== null && until > now;

  useEffect(() => {
    if (until === null) return;
    const tick = () => setNow(Date.now());
    tick();
    if (until <= Date.now()) return;
    const id = setInterval(() => {
      tick();
      if (Date.now() >= until) {
        clearInterval(id);
        void queryClient.invalidateQueries({ queryKey: queryKeys.today });
      }
    }, 1000);
    return () => clearInterval(id);
  }, [until, queryClient]);

  const left = running ? formatCountdown(until - now) : null;
  return (
    <div className="grid gap-1" data-testid="today-cooldown">
      <p className="text-sm font-medium text-slate-700">{left ? T.cooldown : T.cooldownNone}</p>
      {left ? (
        <p
          role="timer"
          aria-label={T.cooldownLabel(left)}
          className="text-2xl font-bold text-amber-800 tabular-nums"
        >
          {left}
        </p>
      ) : (
        <p className="text-2xl font-bold text-slate-400" aria-hidden="true">
          —
        </p>
      )}
      <p className={cn('text-xs text-slate-600', compact && 'hidden sm:block')}>
        {left ? T.cooldownHint : T.cooldownNoneHint}
      </p>
    </div>
  );
}

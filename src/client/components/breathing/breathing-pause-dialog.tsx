import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2Icon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/client/components/ui/dialog';
import { Label } from '@/client/components/ui/label';
import { Select } from '@/client/components/ui/select';
import { apiFetch } from '@/client/lib/api';
import { notify } from '@/client/lib/notify';
import { invalidateGamification, queryKeys } from '@/client/lib/queries';
import { useMediaQuery } from '@/client/lib/use-media-query';
import { BREATHING, disciplineApi, type BreathingPauseInput } from '@/shared/discipline/contract';
import { breathing } from '@/shared/i18n/breathing';
import { breathingMoment, CYCLE_MS, MAX_CYCLES, MIN_CYCLES, totalMs } from './breathing-phases';
import {
  breathingPauseOpener,
  closeBreathingPause,
  useBreathingPause,
  type BreathingSource,
} from './breathing-store';
import { BreathingVisual } from './breathing-visual';
import { useBreathingClock } from './use-breathing-clock';

const CYCLE_CHOICES = Array.from({ length: MAX_CYCLES - MIN_CYCLES + 1 }, (_, i) => MIN_CYCLES + i);
const CYCLE_SECONDS = CYCLE_MS / 1000;

function useRecordPause() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BreathingPauseInput) =>
      apiFetch(disciplineApi.breathingPauses, {
        method: 'POST',
        body,
        schema: z.object({ ok: z.boolean() }),
      }),
    // The challenge checklist's bonus item reads the pauses; a pause earns XP too (the header's level badge), read
    // again without holding the dialog.
    onSuccess: () => {
      void invalidateGamification(queryClient);
      return queryClient.invalidateQueries({ queryKey: queryKeys.challenge });
    },
    onError: (error) => notify.error(breathing.saveFailed, breathing.saveFailedDetail, error),
  });
}

/** One pause, from the choice of cycles to 'Pausa concluída'. Remounted at each opening, so it starts afresh. */
function BreathingSession({ source }: { source: BreathingSource }) {
  const [cycles, setCycles] = useState<number>(BREATHING.cycles);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const elapsed = useBreathingClock(startedAt, totalMs(cycles));
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const record = useRecordPause();
  const recorded = useRef(false);
  const stopRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  const moment = startedAt === null ? null : breathingMoment(elapsed, cycles);
  const done = moment?.done === true;
  const running = moment && !moment.done ? moment : null;

  // Only a pause that ran to its end is recorded; closing early unmounts the session before this runs.
  useEffect(() => {
    if (!done || recorded.current) return;
    recorded.current = true;
    record.mutate({ cycles, source });
    closeRef.current?.focus();
  }, [done, cycles, source, record]);

  const start = () => {
    setStartedAt(performance.now());
    // The 'Começar' button goes away: keep the keyboard in the dialog, on 'Encerrar'.
    requestAnimationFrame(() => stopRef.current?.focus());
  };

  const announcement = done
    ? breathing.doneTitle
    : running
      ? breathing.announce(breathing.phases[running.phase], running.cycle, running.cycles)
      : '';

  return (
    <>
      <p aria-live="polite" className="sr-only" data-testid="breathing-live">
        {announcement}
      </p>
      {done ? (
        <div className="grid justify-items-center gap-3 py-4 text-center">
          <CheckCircle2Icon className="size-12 text-brand-700" aria-hidden="true" />
          <h3 className="text-xl font-bold text-slate-900">{breathing.doneTitle}</h3>
          <p className="text-sm text-slate-700">{breathing.doneLine}</p>
          <Button
            ref={closeRef}
            data-testid="breathing-close"
            className="mt-2 w-full sm:w-auto"
            onClick={closeBreathingPause}
          >
            {breathing.close}
          </Button>
        </div>
      ) : (
        <>
          <BreathingVisual moment={running} reducedMotion={reducedMotion} />
          {running ? (
            <p className="text-center text-sm font-semibold text-slate-700" data-testid="breathing-cycle">
              {breathing.cycle(running.cycle, running.cycles)}
            </p>
          ) : (
            <div className="grid gap-1.5">
              <Label htmlFor="breathing-cycles">{breathing.cyclesLabel}</Label>
              <Select
                id="breathing-cycles"
                value={cycles}
                aria-describedby="breathing-cycles-hint"
                onChange={(e) => setCycles(Number(e.target.value))}
              >
                {CYCLE_CHOICES.map((n) => (
                  <option key={n} value={n}>
                    {breathing.cyclesOption(n, CYCLE_SECONDS)}
                  </option>
                ))}
              </Select>
              <p id="breathing-cycles-hint" className="text-xs text-slate-600">
                {breathing.cyclesHint(CYCLE_SECONDS)}
              </p>
            </div>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button ref={stopRef} variant="outline" onClick={closeBreathingPause}>
              {breathing.stop}
            </Button>
            {running ? null : (
              // The first focus goes to 'Começar' (Enter starts); the cycles are one Shift+Tab away.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              <Button autoFocus onClick={start}>
                {breathing.start}
              </Button>
            )}
          </div>
        </>
      )}
    </>
  );
}

/**
 * The guided 4-7-8 pause, mounted once in the signed-in layout and opened from anywhere with openBreathingPause().
 * Esc, 'Encerrar' or the close button end it, and the focus goes back to the opener.
 */
export function BreathingPauseDialog() {
  const { open, source, openedAt } = useBreathingPause();
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : closeBreathingPause())}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          const opener = breathingPauseOpener();
          if (!opener) return;
          event.preventDefault();
          opener.focus();
        }}
      >
        <DialogTitle>{breathing.title}</DialogTitle>
        <DialogDescription>{breathing.intro}</DialogDescription>
        <BreathingSession key={openedAt} source={source} />
      </DialogContent>
    </Dialog>
  );
}

import { cn } from '@/client/lib/cn';
import { breathing } from '@/shared/i18n/breathing';
import type { BreathingMoment } from './breathing-phases';

type Running = Extract<BreathingMoment, { done: false }>;

/** The circle's size at the end of each phase: it grows while inhaling, stays full while holding, shrinks after. */
const SCALE = { rest: 0.45, inhale: 1, hold: 1, exhale: 0.45 } as const;

const countWord = (second: number) => breathing.numbers[second - 1] ?? String(second);

/**
 * The guide: an animated circle, or with `prefers-reduced-motion` a text counter instead (nothing moves). Both say
 * the phase and count its seconds in words. `moment` null = not started yet (the circle rests, small).
 */
export function BreathingVisual({
  moment,
  reducedMotion,
}: {
  moment: Running | null;
  reducedMotion: boolean;
}) {
  const phase = moment ? breathing.phases[moment.phase] : null;
  const word = moment ? countWord(moment.second) : null;

  if (reducedMotion) {
    return (
      <div
        data-testid="breathing-counter"
        className="grid min-h-48 place-content-center gap-1 rounded-xl bg-brand-50 px-4 py-6 text-center"
      >
        {moment ? (
          <>
            <p className="text-2xl font-bold text-brand-700">{phase}</p>
            <p className="text-4xl font-bold text-slate-900">{word}</p>
            <p className="text-sm text-slate-700">{breathing.secondOf(moment.second, moment.phaseSeconds)}</p>
          </>
        ) : (
          <p className="text-base text-slate-700">{breathing.ready}</p>
        )}
      </div>
    );
  }

  const scale = moment ? SCALE[moment.phase] : SCALE.rest;
  return (
    <div className="relative mx-auto grid size-56 place-items-center" aria-hidden={moment ? undefined : true}>
      <div
        data-testid="breathing-circle"
        data-phase={moment?.phase ?? 'rest'}
        className={cn(
          'absolute inset-0 rounded-full border-2 border-brand-500 bg-gradient-to-br from-brand-100 to-brand-400',
          'transition-transform ease-in-out motion-reduce:transition-none',
        )}
        // The transition lasts exactly the phase, so the circle is full when the hold starts and small at the end.
        style={{ transform: `scale(${scale})`, transitionDuration: `${moment?.phaseSeconds ?? 0}s` }}
      />
      <div className="relative grid place-items-center gap-1 text-center">
        {moment ? (
          <>
            <p className="text-2xl font-bold text-slate-900">{phase}</p>
            <p className="text-3xl font-bold text-slate-900">{word}</p>
          </>
        ) : null}
      </div>
    </div>
  );
}

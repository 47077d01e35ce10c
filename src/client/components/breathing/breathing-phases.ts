import { BREATHING } from '@/shared/discipline/contract';

/**
 * The 4-7-8 maths, pure: where a pause is after `elapsedMs`. The dialog recomputes this from the time elapsed since
 * the start on every tick, so a late or throttled timer never makes the phases drift (a count of timeouts would).
 */
export type BreathingPhase = 'inhale' | 'hold' | 'exhale';

export const PHASES: readonly { phase: BreathingPhase; seconds: number }[] = [
  { phase: 'inhale', seconds: BREATHING.inhale },
  { phase: 'hold', seconds: BREATHING.hold },
  { phase: 'exhale', seconds: BREATHING.exhale },
];

/** One cycle: 4 + 7 + 8 = 19 s. */
export const CYCLE_MS = PHASES.reduce((sum, p) => sum + p.seconds, 0) * 1000;

export const MIN_CYCLES = 2;
export const MAX_CYCLES = 8;

export type BreathingMoment =
  | {
      done: false;
      phase: BreathingPhase;
      /** Seconds the phase lasts (the circle's transition takes exactly this). */
      phaseSeconds: number;
      /** 1-based second within the phase: 1 … phaseSeconds. */
      second: number;
      /** 1-based cycle: 1 … cycles. */
      cycle: number;
      cycles: number;
    }
  | { done: true; cycles: number };

export function totalMs(cycles: number): number {
  return cycles * CYCLE_MS;
}

export function breathingMoment(elapsedMs: number, cycles: number): BreathingMoment {
  const elapsed = Math.max(0, elapsedMs);
  if (elapsed >= totalMs(cycles)) return { done: true, cycles };
  const cycleIndex = Math.floor(elapsed / CYCLE_MS);
  let within = elapsed - cycleIndex * CYCLE_MS;
  for (const { phase, seconds } of PHASES) {
    const ms = seconds * 1000;
    if (within < ms) {
      return {
        done: false,
        phase,
        phaseSeconds: seconds,
        second: Math.floor(within / 1000) + 1,
        cycle: cycleIndex + 1,
        cycles,
      };
    }
    within -= ms;
  }
  // Unreachable: `within` is below CYCLE_MS, the sum of the phases.
  return { done: true, cycles };
}

/** Milliseconds until the next whole second of the pause, when what is shown can next change. */
export function msToNextSecond(elapsedMs: number): number {
  const rest = 1000 - (Math.max(0, elapsedMs) % 1000);
  return rest === 0 ? 1000 : rest;
}

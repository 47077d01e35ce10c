import { useSyncExternalStore } from 'react';
import type { BREATHING_SOURCES } from '@/shared/discipline/contract';

export type BreathingSource = (typeof BREATHING_SOURCES)[number];

/** The pause request: open (with where it came from) or closed. `openedAt` makes each opening distinct. */
export interface BreathingPauseState {
  open: boolean;
  source: BreathingSource;
  openedAt: number;
}

/*
 * A tiny external store so any feature (trade dialog, limit alerts) can open the one dialog mounted in the
 * signed-in layout without importing the layout or each other.
 */
let state: BreathingPauseState = { open: false, source: 'header', openedAt: 0 };
const listeners = new Set<() => void>();

function setState(next: BreathingPauseState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot() {
  return state;
}

/** Opens the breathing pause (a no-op when one is already open, so a running pause is never restarted). */
export function openBreathingPause(source: BreathingSource): void {
  if (state.open) return;
  setState({ open: true, source, openedAt: Date.now() });
}

export function closeBreathingPause(): void {
  if (!state.open) return;
  setState({ ...state, open: false });
}

export function useBreathingPause(): BreathingPauseState {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

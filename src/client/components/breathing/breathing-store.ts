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
/**
 * What had the focus when the pause was opened. Radix returns the focus to a Dialog.Trigger, and this dialog has
 * none (anything may open it), so the dialog gives the focus back here itself.
 */
let opener: HTMLElement | null = null;

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
  opener = null;
  if (typeof document !== 'undefined') {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body) opener = active;
  }
  setState({ open: true, source, openedAt: Date.now() });
}

export function closeBreathingPause(): void {
  if (!state.open) return;
  setState({ ...state, open: false });
}

export function useBreathingPause(): BreathingPauseState {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/**
 * Where the focus goes once the pause closes: its opener, or the header button when the opener is gone (a toast's
 * action button disappears with its toast).
 */
export function breathingPauseOpener(): HTMLElement | null {
  if (opener?.isConnected) return opener;
  return document.querySelector<HTMLElement>('[data-breathing-opener]');
}

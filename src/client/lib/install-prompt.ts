import { useSyncExternalStore } from 'react';

/** Chromium's install offer (not in TypeScript's DOM types: it is not a standard). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

/**
 * Listens from the entry chunk (src/client/main.tsx imports this module), because the browser offers the install
 * once per page load, often before the signed-in shell has loaded: a listener added there would miss it.
 */
export function listenForInstallOffer(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away: the app offers 'Instalar app' where it fits.
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    changed();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => offer;
const getServerSnapshot = () => null;

/**
 * The install offer when the browser makes one (Chromium, Edge, Samsung Internet; never inside the installed app
 * itself, nor in Safari or Firefox, which have no such event), and a function that shows the browser's dialog.
 * Once used, accepted or not, the offer is gone: the browser makes a new one on a later visit.
 */
export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<void> } {
  const current = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const standalone =
    typeof window !== 'undefined' && window.matchMedia?.('(display-mode: standalone)').matches;
  return {
    canInstall: current !== null && !standalone,
    install: async () => {
      if (!offer) return;
      const used = offer;
      offer = null;
      changed();
      await used.prompt();
      await used.userChoice;
    },
  };
}

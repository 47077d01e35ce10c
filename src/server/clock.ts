import { AsyncLocalStorage } from 'node:async_hooks';

/** The app's clock. Tests and the e2e fixtures move it (ENABLE_TEST_ROUTES only) instead of waiting. */
export type Clock = () => Date;

/**
 * A clock the e2e fixtures move per user: Playwright runs specs in parallel against one server, so moving time for
 * one test's trader must not move it for another test. Each request runs in a scope that learns its user once the
 * gate has read the session; `now()` adds that user's offset (or the global one).
 */
export interface MovableClock {
  now: Clock;
  /** Moves the clock to `offsetMs` from the real time (0 = real time), for one user or for everyone. */
  setOffset(offsetMs: number, userId?: string): void;
  offset(userId?: string): number;
  /** Runs a request in its own scope (the app's first middleware). */
  scope<T>(fn: () => Promise<T>): Promise<T>;
  /** Tells the current request's scope whose clock to read (the gate, once it knows the session). */
  bindUser(userId: string): void;
}

interface Scope {
  userId?: string;
}

export function createMovableClock(): MovableClock {
  let globalOffset = 0;
  const perUser = new Map<string, number>();
  const als = new AsyncLocalStorage<Scope>();
  const offsetFor = (userId?: string): number => (userId ? perUser.get(userId) : undefined) ?? globalOffset;
  return {
    now: () => new Date(Date.now() + offsetFor(als.getStore()?.userId)),
    setOffset: (ms, userId) => {
      if (!userId) globalOffset = ms;
      else if (ms === 0) perUser.delete(userId);
      else perUser.set(userId, ms);
    },
    offset: offsetFor,
    scope: (fn) => als.run({}, fn),
    bindUser: (userId) => {
      const store = als.getStore();
      if (store) store.userId = userId;
    },
  };
}

/** Thrown by `take` when `maxWaiting` callers already wait. */
export class SlotsFull extends Error {
  constructor() {
    super('cpu pool: queue full');
  }
}

export interface Slots {
  /**
   * Resolves once the caller holds one of the places (first come, first served); rejects at once with SlotsFull when
   * the queue is full, and with the signal's reason when `signal` aborts while it waits.
   */
  take(signal: AbortSignal): Promise<void>;
  /** Gives a place back: the longest waiter gets it. */
  release(): void;
  /** Callers waiting for a place. */
  waiting(): number;
}

/**
 * The pool's own queue (ADR 054): `size` places, one a worker. tinypool is handed a task only while a place is held,
 * so it always has a worker, or room to start one, for it: its own queue, which no worker serves again once the
 * worker it waited for was stopped or died, is never used.
 */
export function createSlots(size: number, maxWaiting: number): Slots {
  let free = size;
  const queue: Array<{ resolve: () => void }> = [];
  return {
    take(signal) {
      if (signal.aborted) return Promise.reject(signal.reason);
      if (free > 0 && queue.length === 0) {
        free--;
        return Promise.resolve();
      }
      if (queue.length >= maxWaiting) return Promise.reject(new SlotsFull());
      return new Promise<void>((resolve, reject) => {
        const entry = {
          resolve: () => {
            signal.removeEventListener('abort', onAbort);
            resolve();
          },
        };
        const onAbort = () => {
          queue.splice(queue.indexOf(entry), 1);
          reject(signal.reason);
        };
        signal.addEventListener('abort', onAbort, { once: true });
        queue.push(entry);
      });
    },
    release() {
      const next = queue.shift();
      if (next) next.resolve();
      else free++;
    },
    waiting: () => queue.length,
  };
}

/** The app's clock. Tests and the e2e fixtures move it (ENABLE_TEST_ROUTES only) instead of waiting. */
export type Clock = () => Date;

export interface MovableClock {
  now: Clock;
  /** Moves the clock to `offsetMs` from the real time (0 = real time). */
  setOffset(offsetMs: number): void;
  offset(): number;
}

export function createMovableClock(): MovableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    setOffset: (ms) => {
      offsetMs = ms;
    },
    offset: () => offsetMs,
  };
}

import type sharpModule from 'sharp';

type SharpFn = typeof sharpModule;

let loaded: Promise<SharpFn> | undefined;

/**
 * sharp (libvips), loaded on the first upload rather than at start, and set up for a small shared server:
 * one libvips thread per image (uploads are few and the machine has 2 cores that the requests need) and no
 * operation cache (each upload is new; the cache would only hold memory).
 */
export function loadSharp(): Promise<SharpFn> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}

let tail: Promise<unknown> = Promise.resolve();

/**
 * Runs image work one job at a time in this process: two uploads at once would take both cores and hold two
 * decoded images (up to ~160 MB each) in memory; queued, each waits a few hundred milliseconds at most.
 */
export function oneAtATime<T>(job: () => Promise<T>): Promise<T> {
  const run = tail.then(job, job);
  tail = run.catch(() => undefined);
  return run;
}

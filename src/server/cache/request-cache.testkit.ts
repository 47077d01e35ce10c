import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../db/client';
import { ALL_USERS, type RequestCache } from './request-cache';

/**
 * Counts the statements an app sends to its database from now on: on PGlite every query, exec and transaction of
 * the embedded client; on PostgreSQL every client the pool hands out (each query outside a transaction takes one).
 */
export function countQueries(database: Database): { count: () => number; stop: () => void } {
  let n = 0;
  const client = database.db.$client as unknown;
  if (database.kind === 'postgres') {
    const pool = client as pg.Pool;
    const onAcquire = () => n++;
    pool.on('acquire', onAcquire);
    return { count: () => n, stop: () => pool.off('acquire', onAcquire) };
  }
  const lite = client as PGlite as unknown as Record<string, unknown>;
  const methods = ['query', 'exec', 'transaction'] as const;
  const originals = methods.map((m) => lite[m] as (...a: unknown[]) => unknown);
  methods.forEach((m, i) => {
    lite[m] = (...args: unknown[]) => {
      n++;
      return originals[i]?.apply(lite, args);
    };
  });
  return {
    count: () => n,
    stop: () => methods.forEach((m, i) => (lite[m] = originals[i])),
  };
}

/** Resolves when the cache next drops this user's entries (or everything): the notification arrived. */
export function dropped(cache: RequestCache, userId: string): Promise<void> {
  return new Promise((resolve) => {
    const off = cache.onInvalidate((id) => {
      if (id !== userId && id !== ALL_USERS) return;
      off();
      resolve();
    });
  });
}

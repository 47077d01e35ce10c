import { sql } from 'drizzle-orm';
import { errorMessages } from '@/shared/i18n/errors';
import type { Db } from '../db/client';

export interface RateRule {
  /** Seconds. */
  window: number;
  max: number;
  /** Not multiplied by RATE_LIMIT_SCALE: a count that is no limit on a person's tries (one notice a window). */
  unscaled?: boolean;
}

export interface RateLimiter {
  /**
   * Counts one request. `left`: how many more the window allows after this one (0: this was the last allowed;
   * negative once refused).
   */
  consume(
    key: string,
    rule: RateRule,
  ): Promise<{ allowed: boolean; retryAfter: number | null; left: number }>;
  /** Counts nothing: would the next request be allowed, and in how many seconds the current window ends. */
  peek(key: string, rule: RateRule): Promise<{ allowed: boolean; retryAfter: number }>;
  /** Forgets the key's count (e.g. after a success). */
  reset(key: string): Promise<void>;
}

/**
 * Fixed-window counters in the database, checked and incremented in one statement, so concurrent requests and
 * several server processes cannot slip past the limit together. The counter keeps growing while blocked and
 * starts again at 1 once the window has passed.
 */
export function createRateLimiter(db: Db, scale = 1, now: () => number = Date.now): RateLimiter {
  return {
    async consume(key, { window, max, unscaled }) {
      const rule = { window, max: unscaled ? max : max * scale };
      const t = now();
      const windowMs = rule.window * 1000;
      const result = await db.execute<{ count: number; last_request: string | number }>(sql`
        insert into rate_limits (key, count, last_request) values (${key}, 1, ${t})
        on conflict (key) do update set
          count = case when rate_limits.last_request <= ${t - windowMs} then 1 else rate_limits.count + 1 end,
          last_request = case when rate_limits.last_request <= ${t - windowMs} then ${t} else rate_limits.last_request end
        returning count, last_request`);
      const row = result.rows[0];
      if (!row) return { allowed: true, retryAfter: null, left: rule.max - 1 };
      const count = Number(row.count);
      const left = rule.max - count;
      if (count <= rule.max) return { allowed: true, retryAfter: null, left };
      const retryAfter = Math.max(1, Math.ceil((Number(row.last_request) + windowMs - t) / 1000));
      return { allowed: false, retryAfter, left };
    },

    async peek(key, { window, max, unscaled }) {
      const t = now();
      const windowMs = window * 1000;
      const result = await db.execute<{ count: number; last_request: string | number }>(
        sql`select count, last_request from rate_limits where key = ${key}`,
      );
      const row = result.rows[0];
      if (!row || Number(row.last_request) <= t - windowMs) return { allowed: true, retryAfter: window };
      const retryAfter = Math.max(1, Math.ceil((Number(row.last_request) + windowMs - t) / 1000));
      return { allowed: Number(row.count) < (unscaled ? max : max * scale), retryAfter };
    },

    async reset(key) {
      await db.execute(sql`delete from rate_limits where key = ${key}`);
    },
  };
}

export const RATE_LIMITED_MESSAGE = errorMessages.RATE_LIMITED;

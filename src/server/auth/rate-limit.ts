import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export interface RateRule {
  /** Seconds. */
  window: number;
  max: number;
}

export interface RateLimiter {
  consume(key: string, rule: RateRule): Promise<{ allowed: boolean; retryAfter: number | null }>;
}

/**
 * Fixed-window counters in the database, checked and incremented in one statement, so concurrent requests and
 * several server processes cannot slip past the limit together. The counter keeps growing while blocked and
 * starts again at 1 once the window has passed.
 */
export function createRateLimiter(db: Db, scale = 1, now: () => number = Date.now): RateLimiter {
  return {
    async consume(key, { window, max }) {
      const rule = { window, max: max * scale };
      const t = now();
      const windowMs = rule.window * 1000;
      const result = await db.execute<{ count: number; last_request: string | number }>(sql`
        insert into rate_limits (key, count, last_request) values (${key}, 1, ${t})
        on conflict (key) do update set
          count = case when rate_limits.last_request <= ${t - windowMs} then 1 else rate_limits.count + 1 end,
          last_request = case when rate_limits.last_request <= ${t - windowMs} then ${t} else rate_limits.last_request end
        returning count, last_request`);
      const row = result.rows[0];
      if (!row) return { allowed: true, retryAfter: null };
      const count = Number(row.count);
      if (count <= rule.max) return { allowed: true, retryAfter: null };
      const retryAfter = Math.max(1, Math.ceil((Number(row.last_request) + windowMs - t) / 1000));
      return { allowed: false, retryAfter };
    },
  };
}

export const RATE_LIMITED_MESSAGE = 'Muitas tentativas. Aguarde um pouco e tente novamente.';

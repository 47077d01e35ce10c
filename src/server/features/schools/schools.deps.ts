import type { RateLimiter } from '../../auth/rate-limit';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/types';

/** What the school routes need from createApp. */
export interface SchoolsDeps {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  appUrl: string;
  trustProxy: boolean;
  rateLimiter: RateLimiter;
}

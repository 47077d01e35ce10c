import { Hono } from 'hono';
import { eventsQuerySchema } from '@/shared/calendar/contract';
import { calendarApiMessages } from '@/shared/i18n/calendar-api';
import { currentUser, type GateEnv } from '../../auth/gate';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { validate } from '../../http/validation';
import { userToday } from '../trades/trading-settings';
import { listEvents, MAX_RANGE_DAYS, rangeDays, upcomingEvents } from './calendar.service';

export interface CalendarDeps {
  db: Db;
  now?: () => Date;
  /** For the audit entries' client address. */
  trustProxy: boolean;
}

/** /api/calendar: the economic calendar, read by every allowed trader in their own zone (issue 13). */
export function calendarRoutes({ db, now = () => new Date() }: CalendarDeps) {
  return new Hono<GateEnv>()
    .get('/events', validate('query', eventsQuerySchema), async (c) => {
      const query = c.req.valid('query');
      if (query.from > query.to)
        throw new ApiError(400, 'INVALID_INPUT', { fieldErrors: { to: [calendarApiMessages.rangeOrder] } });
      if (rangeDays(query.from, query.to) > MAX_RANGE_DAYS)
        throw new ApiError(400, 'INVALID_INPUT', {
          fieldErrors: { to: [calendarApiMessages.rangeTooLong(MAX_RANGE_DAYS)] },
        });
      const { timezone } = await userToday(db, currentUser(c).id, now());
      c.header('Cache-Control', 'no-store');
      return c.json(await listEvents(db, query, timezone));
    })
    .get('/upcoming', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await upcomingEvents(db, currentUser(c).id, now()));
    });
}

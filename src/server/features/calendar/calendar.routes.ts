import { Hono, type MiddlewareHandler } from 'hono';
import { eventDaysQuerySchema, eventInputSchema, eventsQuerySchema } from '@/shared/calendar/contract';
import { calendarApiMessages } from '@/shared/i18n/calendar-api';
import { currentUser, type GateEnv } from '../../auth/gate';
import { authorize } from '../../auth/permissions';
import type { CpuPool } from '../../cpu-pool/cpu-pool';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { validate } from '../../http/validation';
import { roleOf } from '../../user/role';
import { auditActor } from '../../audit/audit';
import { userToday } from '../../user/trading-settings';
import { createEvent, importIcs, removeEvent, updateEvent } from './calendar-admin.service';
import { listEvents, MAX_RANGE_DAYS, rangeDays, upcomingEvents } from './calendar.service';
import { eventDays } from './event-days.service';

export interface CalendarDeps {
  db: Db;
  now?: () => Date;
  /** For the audit entries' client address. */
  trustProxy: boolean;
  /** Reads .ics files off the request thread, within its limits (ADR 027). */
  cpu: Pick<CpuPool, 'run'>;
}

/**
 * Writes are for admins (the matrix's 'calendar.manage'). The gate lets every allowed trader into /api/calendar
 * (they read it), so the refusal is the route's own 403 CALENDAR_ADMIN_ONLY, checked before the body is read.
 */
const requireCalendarAdmin: MiddlewareHandler<GateEnv> = async (c, next) => {
  if (!authorize(roleOf(currentUser(c)) === 'admin' ? 'admin' : 'trader', 'calendar.manage'))
    throw new ApiError(403, 'CALENDAR_ADMIN_ONLY');
  await next();
};

/** /api/calendar: the economic calendar, read by every allowed trader in their own zone. */
export function calendarRoutes({ db, now = () => new Date(), trustProxy, cpu }: CalendarDeps) {
  const zoneOf = async (userId: string) => (await userToday(db, userId, now())).timezone;
  return new Hono<GateEnv>()
    .get('/events', validate('query', eventsQuerySchema), async (c) => {
      const query = c.req.valid('query');
      if (query.from > query.to)
        throw new ApiError(400, 'INVALID_INPUT', { fieldErrors: { to: [calendarApiMessages.rangeOrder] } });
      if (rangeDays(query.from, query.to) > MAX_RANGE_DAYS)
        throw new ApiError(400, 'INVALID_INPUT', {
          fieldErrors: { to: [calendarApiMessages.rangeTooLong(MAX_RANGE_DAYS)] },
        });
      c.header('Cache-Control', 'no-store');
      return c.json(await listEvents(db, query, await zoneOf(currentUser(c).id)));
    })
    .post('/events', requireCalendarAdmin, validate('json', eventInputSchema), async (c) => {
      const user = currentUser(c);
      const event = await createEvent(
        db,
        auditActor(c, trustProxy),
        c.req.valid('json'),
        await zoneOf(user.id),
      );
      return c.json(event, 201);
    })
    .patch('/events/:id', requireCalendarAdmin, validate('json', eventInputSchema), async (c) => {
      const user = currentUser(c);
      const actor = auditActor(c, trustProxy);
      return c.json(
        await updateEvent(db, actor, c.req.param('id'), c.req.valid('json'), await zoneOf(user.id)),
      );
    })
    .delete('/events/:id', requireCalendarAdmin, async (c) => {
      await removeEvent(db, auditActor(c, trustProxy), c.req.param('id'), now());
      return c.json({ ok: true });
    })
    .post('/import', requireCalendarAdmin, async (c) => {
      const text = await c.req.text();
      // ical.js expands a time zone's rules one by one: bounded in parseIcs, and stopped by the pool's limits.
      const parsed = await cpu.run('icsParse', { text, now: now() }, { signal: c.req.raw.signal });
      return c.json(await importIcs(db, auditActor(c, trustProxy), parsed));
    })
    .get('/upcoming', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await upcomingEvents(db, currentUser(c).id, now()));
    })
    .get('/event-days', validate('query', eventDaysQuerySchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await eventDays(db, currentUser(c).id, c.req.valid('query'), now()));
    });
}

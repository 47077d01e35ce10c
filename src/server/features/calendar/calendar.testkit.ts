import { inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { EventCountry, EventImpact, EventKind } from '@/shared/calendar/contract';
import { eventInstant } from '@/shared/calendar/time';
import type { Db } from '../../db/client';
import { economicEvents } from '../../db/schema';
import { TestClient, uniqueEmail } from '../../testing/test-client';
import type { DashboardTestApp } from '../dashboard/dashboard.testkit';

/** A signed-in caller; `timezone` goes into their trading settings, `role: 'admin'` makes an admin. */
export async function calendarCaller(
  t: DashboardTestApp,
  opts: { timezone?: string; role?: 'admin' | 'user' } = {},
): Promise<{ client: TestClient; userId: string }> {
  const email = uniqueEmail('calendar');
  const password = 'segredo123';
  const created = await new TestClient(t.app).json<{ userId: string }>('/api/testing/users', {
    json: {
      email,
      password,
      name: 'Pessoa Calendário',
      allowed: true,
      role: opts.role ?? 'user',
      timezone: opts.timezone,
    },
  });
  expect(created.status).toBe(201);
  const client = new TestClient(t.app);
  expect((await client.json('/api/auth/sign-in/email', { json: { email, password } })).status).toBe(200);
  return { client, userId: created.body.userId };
}

export interface TestEvent {
  title: string;
  date: string;
  time?: string | null;
  timeZone?: 'America/Sao_Paulo' | 'America/New_York';
  kind?: EventKind;
  country?: EventCountry;
  impact?: EventImpact;
  removed?: boolean;
}

/**
 * Inserts events straight into the table (events are shared by every trader: tests use dates of their own, far
 * from the shipped data and from other tests, and `dropEvents` removes them afterwards).
 */
export async function insertEvents(db: Db, events: TestEvent[]): Promise<string[]> {
  const rows = await db
    .insert(economicEvents)
    .values(
      events.map((e) => {
        const timeZone = e.timeZone ?? 'America/Sao_Paulo';
        return {
          origin: 'admin' as const,
          kind: e.kind ?? 'other',
          title: e.title,
          country: e.country ?? 'BR',
          impact: e.impact ?? 'alta',
          timeZone,
          localDate: e.date,
          localTime: e.time ?? null,
          startsAt: eventInstant({ timeZone, date: e.date, time: e.time ?? null }),
          removedAt: e.removed ? new Date() : null,
        };
      }),
    )
    .returning({ id: economicEvents.id });
  return rows.map((r) => r.id);
}

export async function dropEvents(db: Db, ids: string[]): Promise<void> {
  if (ids.length) await db.delete(economicEvents).where(inArray(economicEvents.id, ids));
}

import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPED_EVENTS } from '@/shared/calendar/events-2026-2027';
import type { Db } from '../../db/client';
import { economicEvents } from '../../db/schema';
import { getTestDatabase } from '../../testing/test-database';
import { seedShippedEvents } from './calendar.service';

let db: Db;
const dataRows = () =>
  db
    .select({
      key: economicEvents.sourceKey,
      title: economicEvents.title,
      removedAt: economicEvents.removedAt,
    })
    .from(economicEvents)
    .where(like(economicEvents.sourceKey, 'data:%'));

beforeAll(async () => {
  db = (await getTestDatabase()).db;
  await db.delete(economicEvents).where(like(economicEvents.sourceKey, 'data:%'));
});
// The shipped events would tag other files' trades as near an event: this file leaves none behind.
afterAll(async () => {
  await db.delete(economicEvents).where(like(economicEvents.sourceKey, 'data:%'));
});

describe('seeding the shipped events', () => {
  it('inserts every shipped event once, with its instant, and nothing on a second run', async () => {
    expect(await seedShippedEvents(db)).toBe(SHIPPED_EVENTS.length);
    expect(await seedShippedEvents(db)).toBe(0);
    expect(await dataRows()).toHaveLength(SHIPPED_EVENTS.length);
    const [fomc] = await db
      .select({ startsAt: economicEvents.startsAt, localTime: economicEvents.localTime })
      .from(economicEvents)
      .where(eq(economicEvents.sourceKey, 'data:fomc-2026-12-09'));
    // 14:00 EST = 19:00 UTC (16:00 in São Paulo).
    expect(fomc).toEqual({ startsAt: new Date('2026-12-09T19:00:00Z'), localTime: '14:00:00' });
  });

  it('never brings back a removed event, nor overwrites an admin’s edit', async () => {
    await seedShippedEvents(db);
    await db
      .update(economicEvents)
      .set({ removedAt: new Date() })
      .where(eq(economicEvents.sourceKey, 'data:ipca-2026-01-09'));
    await db
      .update(economicEvents)
      .set({ title: 'IPCA de dezembro' })
      .where(eq(economicEvents.sourceKey, 'data:ipca-2026-02-10'));
    expect(await seedShippedEvents(db)).toBe(0);
    const rows = await dataRows();
    expect(rows.find((r) => r.key === 'data:ipca-2026-01-09')?.removedAt).not.toBeNull();
    expect(rows.find((r) => r.key === 'data:ipca-2026-02-10')?.title).toBe('IPCA de dezembro');
  });
});

describe('the shipped data', () => {
  it('has unique ids, a source URL for each, and the titles in Portuguese', () => {
    expect(new Set(SHIPPED_EVENTS.map((e) => e.id)).size).toBe(SHIPPED_EVENTS.length);
    for (const e of SHIPPED_EVENTS)
      expect(e.source, e.id).toMatch(/^https:\/\/www\.(federalreserve|bcb|bls|ibge)\.gov/);
    const count = (kind: string, year: string) =>
      SHIPPED_EVENTS.filter((e) => e.kind === kind && e.date.startsWith(year)).length;
    expect([
      count('fomc', '2026'),
      count('fomc', '2027'),
      count('copom', '2026'),
      count('copom', '2027'),
    ]).toEqual([8, 8, 8, 0]);
    expect([count('ipca', '2026'), count('us-cpi', '2026'), count('us-payroll', '2026')]).toEqual([12, 8, 8]);
    // FOMC minutes: three weeks after the decision; COPOM minutes: the Tuesday after it, at 08:00.
    expect(SHIPPED_EVENTS.find((e) => e.id === 'fomc-minutes-2026-01-28')).toMatchObject({
      date: '2026-02-18',
      time: '14:00',
    });
    for (const e of SHIPPED_EVENTS.filter((x) => x.kind === 'copom-minutes'))
      expect([e.id, new Date(`${e.date}T12:00:00Z`).getUTCDay(), e.time]).toEqual([e.id, 2, '08:00']);
    for (const e of SHIPPED_EVENTS.filter((x) => x.kind === 'fomc' || x.kind === 'copom'))
      expect([e.id, new Date(`${e.date}T12:00:00Z`).getUTCDay()]).toEqual([e.id, 3]);
  });
});

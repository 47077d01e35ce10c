import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarEventDto, UpcomingEventsDto } from '@/shared/calendar/contract';
import { dashboardTestApp, type DashboardTestApp } from '../dashboard/dashboard.testkit';
import { calendarCaller, dropEvents, insertEvents } from './calendar.testkit';

let t: DashboardTestApp;
const ids: string[] = [];
// Events of 2031 (no shipped data there): the range tests read only what this file wrote.
const TAG = `t${Date.now().toString(36)}`;

beforeAll(async () => {
  t = await dashboardTestApp();
  ids.push(
    ...(await insertEvents(t.database.db, [
      {
        title: `${TAG} FOMC inverno`,
        date: '2031-01-29',
        time: '14:00',
        timeZone: 'America/New_York',
        country: 'US',
        kind: 'fomc',
      },
      {
        title: `${TAG} FOMC verão`,
        date: '2031-06-18',
        time: '14:00',
        timeZone: 'America/New_York',
        country: 'US',
        kind: 'fomc',
      },
      { title: `${TAG} COPOM`, date: '2031-06-18', time: '18:30', kind: 'copom' },
      { title: `${TAG} Ata`, date: '2031-06-24', time: '08:00', kind: 'copom-minutes', impact: 'media' },
      { title: `${TAG} Feriado`, date: '2031-06-19', impact: 'baixa' },
      { title: `${TAG} Tardio`, date: '2031-06-30', time: '22:00' },
      { title: `${TAG} Removido`, date: '2031-06-20', time: '10:00', removed: true },
    ])),
  );
});
afterAll(async () => {
  await dropEvents(t.database.db, ids);
});

type Fail = { code: string; fieldErrors?: Record<string, string[]> };
const mine = (events: CalendarEventDto[]) => events.filter((e) => e.title.startsWith(TAG));

describe('GET /api/calendar/events', () => {
  it('lists a range in the trader’s zone, keeping the published time, and never a removed event', async () => {
    const { client } = await calendarCaller(t);
    const res = await client.json<CalendarEventDto[]>('/api/calendar/events?from=2031-06-01&to=2031-06-30');
    expect(res.status).toBe(200);
    expect(mine(res.body).map((e) => [e.title.slice(TAG.length + 1), e.date, e.time])).toEqual([
      ['FOMC verão', '2031-06-18', '15:00'],
      ['COPOM', '2031-06-18', '18:30'],
      ['Feriado', '2031-06-19', null],
      ['Ata', '2031-06-24', '08:00'],
      ['Tardio', '2031-06-30', '22:00'],
    ]);
    const fomc = mine(res.body)[0];
    expect(fomc).toMatchObject({
      kind: 'fomc',
      country: 'US',
      impact: 'alta',
      timeZone: 'America/New_York',
      sourceDate: '2031-06-18',
      sourceTime: '14:00',
      startsAt: '2031-06-18T18:00:00.000Z',
      origin: 'admin',
    });
    expect(mine(res.body).find((e) => e.time === null)).toMatchObject({ startsAt: null, sourceTime: null });
  });

  it('converts to the zone in the trader’s settings: a 22:00 BRT event falls on the next day in Lisbon', async () => {
    const { client } = await calendarCaller(t, { timezone: 'Europe/Lisbon' });
    const june = await client.json<CalendarEventDto[]>('/api/calendar/events?from=2031-06-01&to=2031-06-30');
    expect(mine(june.body).map((e) => [e.title.slice(TAG.length + 1), e.date, e.time])).toEqual([
      ['FOMC verão', '2031-06-18', '19:00'],
      ['COPOM', '2031-06-18', '22:30'],
      ['Feriado', '2031-06-19', null],
      ['Ata', '2031-06-24', '12:00'],
    ]);
    const july = await client.json<CalendarEventDto[]>('/api/calendar/events?from=2031-07-01&to=2031-07-01');
    expect(mine(july.body).map((e) => [e.date, e.time])).toEqual([['2031-07-01', '02:00']]);
    const winter = await client.json<CalendarEventDto[]>(
      '/api/calendar/events?from=2031-01-29&to=2031-01-29',
    );
    expect(mine(winter.body).map((e) => e.time)).toEqual(['19:00']);
  });

  it('filters by country and impact', async () => {
    const { client } = await calendarCaller(t);
    const us = await client.json<CalendarEventDto[]>(
      '/api/calendar/events?from=2031-01-01&to=2031-12-31&country=US',
    );
    expect(mine(us.body).map((e) => e.sourceDate)).toEqual(['2031-01-29', '2031-06-18']);
    const media = await client.json<CalendarEventDto[]>(
      '/api/calendar/events?from=2031-06-01&to=2031-06-30&impact=media&country=BR',
    );
    expect(mine(media.body).map((e) => e.kind)).toEqual(['copom-minutes']);
  });

  it('refuses a reversed or too long range, and bad filters, with a field error in Portuguese', async () => {
    const { client } = await calendarCaller(t);
    const reversed = await client.json<Fail>('/api/calendar/events?from=2031-06-30&to=2031-06-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.fieldErrors?.to).toEqual(['A data final deve ser igual ou posterior à inicial.']);
    const long = await client.json<Fail>('/api/calendar/events?from=2030-01-01&to=2031-12-31');
    expect(long.status).toBe(400);
    expect(long.body.fieldErrors?.to).toEqual(['Escolha um período de até 400 dias.']);
    expect((await client.json('/api/calendar/events?from=2030-01-01&to=2031-02-04')).status).toBe(200);
    for (const q of ['from=2031-06-01', 'from=x&to=2031-06-01', 'from=2031-06-01&to=2031-06-02&country=AR'])
      expect((await client.json<Fail>(`/api/calendar/events?${q}`)).body.code).toBe('INVALID_INPUT');
  });

  it('needs a signed-in, allowed trader', async () => {
    const anonymous = await t.app.request('/api/calendar/events?from=2031-06-01&to=2031-06-30');
    expect(anonymous.status).toBe(401);
  });
});

describe('GET /api/calendar/upcoming', () => {
  it('gives the high-impact events of the trader’s today, then of the rest of the week to Sunday', async () => {
    const { client } = await calendarCaller(t);
    // Tuesday 17 June 2031, 23:30 in São Paulo (02:30 UTC on the 18th): still the 17th for the trader.
    t.clock.now = new Date('2031-06-18T02:30:00Z');
    const tuesday = await client.json<UpcomingEventsDto>('/api/calendar/upcoming');
    expect(tuesday.status).toBe(200);
    expect(mine(tuesday.body.today)).toEqual([]);
    expect(mine(tuesday.body.week).map((e) => [e.title.slice(TAG.length + 1), e.date, e.time])).toEqual([
      ['FOMC verão', '2031-06-18', '15:00'],
      ['COPOM', '2031-06-18', '18:30'],
    ]);
    // Wednesday the 18th: both are today; the 'baixa' holiday of the 19th and the 'media' minutes never show.
    t.clock.now = new Date('2031-06-18T12:00:00Z');
    const wednesday = await client.json<UpcomingEventsDto>('/api/calendar/upcoming');
    expect(mine(wednesday.body.today).map((e) => e.kind)).toEqual(['fomc', 'copom']);
    expect(mine(wednesday.body.week)).toEqual([]);
    // Monday the 23rd: the week ends on Sunday the 29th, so the 30th is not in it yet.
    t.clock.now = new Date('2031-06-23T12:00:00Z');
    const monday = await client.json<UpcomingEventsDto>('/api/calendar/upcoming');
    expect([...mine(monday.body.today), ...mine(monday.body.week)]).toEqual([]);
    t.clock.now = new Date('2031-06-30T12:00:00Z');
    expect(mine((await client.json<UpcomingEventsDto>('/api/calendar/upcoming')).body.today)).toHaveLength(1);
  });

  it('reads today in the trader’s zone: Lisbon is already on the 18th at 00:30 UTC', async () => {
    const { client } = await calendarCaller(t, { timezone: 'Europe/Lisbon' });
    t.clock.now = new Date('2031-06-18T00:30:00Z');
    const res = await client.json<UpcomingEventsDto>('/api/calendar/upcoming');
    expect(mine(res.body.today).map((e) => [e.kind, e.time])).toEqual([
      ['fomc', '19:00'],
      ['copom', '22:30'],
    ]);
  });
});

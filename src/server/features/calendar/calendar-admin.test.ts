import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarEventDto, IcsImportResult } from '@/shared/calendar/contract';
import { auditLog, economicEvents } from '../../db/schema';
import type { TestClient } from '../../testing/test-client';
import { dashboardTestApp, type DashboardTestApp } from '../dashboard/dashboard.testkit';
import { calendarCaller } from './calendar.testkit';

let t: DashboardTestApp;
let admin: { client: TestClient; userId: string };
let trader: { client: TestClient; userId: string };
const TAG = `adm${Date.now().toString(36)}`;
const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');
// The fixture's UIDs are fixed: each run of this file gives them a suffix of its own (the worker's database is
// shared with other files and earlier runs on PostgreSQL keep nothing, but the suffix keeps the counts exact).
const bls = () => fixture('bls-2026.ics').replaceAll(/^UID:(.*)$/gm, `UID:$1-${TAG}`);

type Fail = { code: string; message: string; fieldErrors?: Record<string, string[]> };

const body = (over: Record<string, unknown> = {}) => ({
  title: `${TAG} Decisão do COPOM`,
  kind: 'copom',
  country: 'BR',
  impact: 'alta',
  date: '2033-02-02',
  time: '18:30',
  timeZone: 'America/Sao_Paulo',
  source: 'https://www.bcb.gov.br/controleinflacao/calendarioreunioescopom',
  ...over,
});
const importIcs = (client: TestClient, text: string) =>
  client.json<IcsImportResult & Fail>('/api/calendar/import', {
    body: text,
    headers: { 'content-type': 'text/calendar' },
  });
const auditOf = (actorId: string) =>
  t.database.db
    .select({
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      details: auditLog.details,
    })
    .from(auditLog)
    .where(and(eq(auditLog.actorId, actorId), like(auditLog.action, 'calendar.%')))
    .orderBy(auditLog.id);

beforeAll(async () => {
  t = await dashboardTestApp();
  admin = await calendarCaller(t, { role: 'admin', timezone: 'Europe/Lisbon' });
  trader = await calendarCaller(t);
});
afterAll(async () => {
  await t.database.db.delete(economicEvents).where(like(economicEvents.title, `${TAG}%`));
  await t.database.db.delete(economicEvents).where(like(economicEvents.sourceKey, `ics:%-${TAG}`));
});

describe('admin writes: POST, PATCH and DELETE /api/calendar/events', () => {
  it('creates an event in its own zone, answers it in the admin’s zone, and audits it', async () => {
    const res = await admin.client.json<CalendarEventDto>('/api/calendar/events', { json: body() });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: `${TAG} Decisão do COPOM`,
      timeZone: 'America/Sao_Paulo',
      sourceDate: '2033-02-02',
      sourceTime: '18:30',
      startsAt: '2033-02-02T21:30:00.000Z',
      date: '2033-02-02',
      time: '21:30', // Lisbon, winter
      origin: 'admin',
    });
    // A trader sees it, in their own zone.
    const list = await trader.client.json<CalendarEventDto[]>(
      '/api/calendar/events?from=2033-02-01&to=2033-02-28',
    );
    expect(list.body.filter((e) => e.id === res.body.id).map((e) => e.time)).toEqual(['18:30']);
    expect(await auditOf(admin.userId)).toContainEqual(
      expect.objectContaining({
        action: 'calendar.create',
        targetType: 'calendar-event',
        targetId: res.body.id,
      }),
    );
  });

  it('edits and removes (a tombstone: gone from every list), each audited', async () => {
    const created = await admin.client.json<CalendarEventDto>('/api/calendar/events', {
      json: body({ date: '2033-03-09' }),
    });
    const id = created.body.id;
    const edited = await admin.client.json<CalendarEventDto>(`/api/calendar/events/${id}`, {
      method: 'PATCH',
      json: body({ date: '2033-03-10', time: '', impact: 'media' }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      sourceDate: '2033-03-10',
      sourceTime: null,
      startsAt: null,
      time: null,
      impact: 'media',
    });

    const removed = await admin.client.json(`/api/calendar/events/${id}`, { method: 'DELETE' });
    expect(removed).toMatchObject({ status: 200, body: { ok: true } });
    const list = await trader.client.json<CalendarEventDto[]>(
      '/api/calendar/events?from=2033-03-01&to=2033-03-31',
    );
    expect(list.body.map((e) => e.id)).not.toContain(id);
    const [row] = await t.database.db
      .select({ removedAt: economicEvents.removedAt })
      .from(economicEvents)
      .where(eq(economicEvents.id, id));
    expect(row?.removedAt).not.toBeNull();
    // Removed is not found again, nor is a malformed or unknown id (never a 500).
    for (const target of [id, 'nao-e-uuid', crypto.randomUUID()]) {
      const again = await admin.client.json<Fail>(`/api/calendar/events/${target}`, { method: 'DELETE' });
      expect([again.status, again.body.code]).toEqual([404, 'EVENT_NOT_FOUND']);
      const patch = await admin.client.json<Fail>(`/api/calendar/events/${target}`, {
        method: 'PATCH',
        json: body(),
      });
      expect([patch.status, patch.body.code]).toEqual([404, 'EVENT_NOT_FOUND']);
    }
    expect((await auditOf(admin.userId)).map((a) => a.action)).toEqual(
      expect.arrayContaining(['calendar.update', 'calendar.delete']),
    );
  });

  it('refuses a trader (403) on every write, before reading the body, and writes nothing', async () => {
    const [event] = await t.database.db
      .insert(economicEvents)
      .values({
        origin: 'admin',
        kind: 'other',
        title: `${TAG} alvo`,
        country: 'BR',
        impact: 'baixa',
        timeZone: 'America/Sao_Paulo',
        localDate: '2033-04-01',
      })
      .returning({ id: economicEvents.id });
    const id = event?.id ?? '';
    const attempts = [
      trader.client.json<Fail>('/api/calendar/events', { json: body({ title: `${TAG} intruso` }) }),
      trader.client.json<Fail>(`/api/calendar/events/${id}`, {
        method: 'PATCH',
        json: body({ title: `${TAG} intruso` }),
      }),
      trader.client.json<Fail>(`/api/calendar/events/${id}`, { method: 'DELETE' }),
      importIcs(trader.client, bls()),
      trader.client.json<Fail>('/api/calendar/events', { json: {} }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        code: 'CALENDAR_ADMIN_ONLY',
        message: 'Só administradores podem alterar o calendário econômico.',
      });
    }
    const rows = await t.database.db
      .select({ title: economicEvents.title, removedAt: economicEvents.removedAt })
      .from(economicEvents)
      .where(like(economicEvents.title, `${TAG} intruso%`));
    expect(rows).toEqual([]);
    const [target] = await t.database.db
      .select({ removedAt: economicEvents.removedAt })
      .from(economicEvents)
      .where(eq(economicEvents.id, id));
    expect(target?.removedAt).toBeNull();
    expect(await auditOf(trader.userId)).toEqual([]);
  });

  it('refuses invalid input with the form’s Portuguese messages', async () => {
    const res = await admin.client.json<Fail>('/api/calendar/events', {
      json: body({ title: 'x', time: '25:00', country: 'AR', date: '' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toMatchObject({
      title: ['Use pelo menos 3 caracteres'],
      time: expect.arrayContaining(['Use o formato HH:mm']),
      country: ['Escolha o país'],
      date: ['Informe a data'],
    });
  });
});

describe('POST /api/calendar/import (.ics)', () => {
  it('imports a BLS-style file: its own US-Eastern zone, kinds and impact from the summary, past ones left out', async () => {
    t.clock.now = new Date('2026-07-01T12:00:00Z');
    const res = await importIcs(admin.client, bls());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ added: 7, updated: 0, skipped: [{ line: 26, reason: 'Evento já passou.' }] });

    const rows = await t.database.db
      .select({
        key: economicEvents.sourceKey,
        kind: economicEvents.kind,
        title: economicEvents.title,
        impact: economicEvents.impact,
        country: economicEvents.country,
        timeZone: economicEvents.timeZone,
        date: economicEvents.localDate,
        time: economicEvents.localTime,
        startsAt: economicEvents.startsAt,
        origin: economicEvents.origin,
      })
      .from(economicEvents)
      .where(like(economicEvents.sourceKey, `ics:%-${TAG}`))
      .orderBy(economicEvents.startsAt, economicEvents.title);
    expect(rows.map((r) => [r.date, r.time, r.kind, r.impact, r.title])).toEqual([
      ['2026-07-14', '08:30:00', 'us-cpi', 'alta', 'CPI (inflação EUA)'],
      ['2026-07-14', '08:30:00', 'other', 'baixa', 'Real Earnings'],
      ['2026-07-21', '10:00:00', 'other', 'baixa', 'Job Openings and Labor Turnover Survey'],
      ['2026-07-29', '10:00:00', 'other', 'baixa', 'State Employment and Unemployment (Monthly)'],
      ['2026-08-07', '08:30:00', 'us-payroll', 'alta', 'Payroll (emprego EUA)'],
      ['2026-08-12', '08:30:00', 'us-cpi', 'alta', 'CPI (inflação EUA)'],
      // November: after the US change, 08:30 EST is 13:30 UTC.
      ['2026-11-05', '08:30:00', 'other', 'baixa', 'Employment Cost Index'],
    ]);
    expect(
      rows.every((r) => r.country === 'US' && r.timeZone === 'America/New_York' && r.origin === 'ics'),
    ).toBe(true);
    expect(rows[0]?.startsAt?.toISOString()).toBe('2026-07-14T12:30:00.000Z');
    expect(rows[6]?.startsAt?.toISOString()).toBe('2026-11-05T13:30:00.000Z');

    const audit = await auditOf(admin.userId);
    expect(audit.at(-1)).toMatchObject({
      action: 'calendar.import',
      details: { added: 7, updated: 0, skipped: 1 },
    });
  });

  it('upserts by UID: the same file again changes nothing; a rescheduled release moves; a removed one stays removed', async () => {
    t.clock.now = new Date('2026-07-01T12:00:00Z');
    await importIcs(admin.client, bls());
    const again = await importIcs(admin.client, bls());
    expect(again.body).toMatchObject({ added: 0, updated: 0 });

    const cpiKey = `ics:0a1b2c3d-0000-4000-8000-000000000007-${TAG}`;
    const jolts = `ics:0a1b2c3d-0000-4000-8000-000000000004-${TAG}`;
    await t.database.db
      .update(economicEvents)
      .set({ removedAt: new Date() })
      .where(eq(economicEvents.sourceKey, jolts));
    const moved = await importIcs(admin.client, bls().replace('20260812T083000', '20260813T083000'));
    expect(moved.body).toEqual({
      added: 0,
      updated: 1,
      skipped: [
        { line: 26, reason: 'Evento já passou.' },
        { line: 59, reason: 'Evento removido por um administrador: não foi importado de novo.' },
      ],
    });
    const rows = await t.database.db
      .select({
        key: economicEvents.sourceKey,
        date: economicEvents.localDate,
        removedAt: economicEvents.removedAt,
      })
      .from(economicEvents)
      .where(inArray(economicEvents.sourceKey, [cpiKey, jolts]));
    expect(rows.find((r) => r.key === cpiKey)?.date).toBe('2026-08-13');
    expect(rows.find((r) => r.key === jolts)?.removedAt).not.toBeNull();
  });

  it('reads UTC, DATE and IANA-zoned starts, and leaves out events without a UID, a start or a summary', async () => {
    t.clock.now = new Date('2026-07-01T12:00:00Z');
    const text = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      `UID:utc-${TAG}`,
      'DTSTART:20261209T190000Z',
      'SUMMARY:FOMC Statement',
      'END:VEVENT',
      'BEGIN:VEVENT',
      `UID:date-${TAG}`,
      'DTSTART;VALUE=DATE:20261112',
      'SUMMARY:IPCA outubro',
      'END:VEVENT',
      'BEGIN:VEVENT',
      `UID:sp-${TAG}`,
      'DTSTART;TZID=America/Sao_Paulo:20261104T183000',
      'SUMMARY:Copom decision',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'DTSTART:20261209T190000Z',
      'SUMMARY:Sem UID',
      'END:VEVENT',
      'BEGIN:VEVENT',
      `UID:nostart-${TAG}`,
      'SUMMARY:Sem início',
      'END:VEVENT',
      'BEGIN:VEVENT',
      `UID:nosummary-${TAG}`,
      'DTSTART:20261209T190000Z',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const res = await importIcs(admin.client, text);
    expect(res.body).toEqual({
      added: 3,
      updated: 0,
      skipped: [
        { line: 18, reason: 'Evento sem UID: não há como atualizá-lo numa próxima importação.' },
        { line: 22, reason: 'Evento sem data de início (DTSTART).' },
        { line: 26, reason: 'Evento sem título (SUMMARY).' },
      ],
    });
    const list = await admin.client.json<CalendarEventDto[]>(
      '/api/calendar/events?from=2026-11-01&to=2026-12-31',
    );
    const mine = list.body.filter(
      (e) =>
        e.origin === 'ics' &&
        ['FOMC', 'COPOM', 'IPCA'].some((k) => e.title.includes(k)) &&
        e.sourceDate >= '2026-11-04',
    );
    expect(mine.map((e) => [e.kind, e.country, e.timeZone, e.sourceDate, e.sourceTime, e.time])).toEqual(
      expect.arrayContaining([
        ['fomc', 'US', 'America/New_York', '2026-12-09', '14:00', '19:00'],
        ['ipca', 'BR', 'America/Sao_Paulo', '2026-11-12', null, null],
        ['copom', 'BR', 'America/Sao_Paulo', '2026-11-04', '18:30', '21:30'],
      ]),
    );
    await t.database.db.delete(economicEvents).where(like(economicEvents.sourceKey, `ics:%-${TAG}`));
  });

  it('refuses a malformed file with 422 ICS_INVALID in Portuguese and writes nothing', async () => {
    t.clock.now = new Date('2026-07-01T12:00:00Z');
    const before = await t.database.db.select({ id: economicEvents.id }).from(economicEvents);
    const auditBefore = (await auditOf(admin.userId)).length;
    const broken = fixture('broken.ics').replaceAll(/^UID:(.*)$/gm, `UID:$1-${TAG}`);
    for (const [text, detail] of [
      [broken, /Arquivo \.ics inválido: .*Nada foi importado\./],
      ['hello', /não começa com BEGIN:VCALENDAR/],
      ['', /vazio/],
      [bls().replace('SUMMARY:Real Earnings', 'SUMMARY:Real\0Earnings'), /caractere nulo/],
      ['BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x\r\n', /não foi possível ler o arquivo/],
      ['BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n', /nenhum evento/],
    ] as const) {
      const res = await importIcs(admin.client, text);
      expect(res.status, text).toBe(422);
      expect(res.body.code).toBe('ICS_INVALID');
      expect(res.body.message).toMatch(detail);
    }
    expect(await t.database.db.select({ id: economicEvents.id }).from(economicEvents)).toHaveLength(
      before.length,
    );
    expect(await auditOf(admin.userId)).toHaveLength(auditBefore);
  });

  it('takes only text/calendar, and at most 1 MB', async () => {
    const json = await admin.client.json<Fail>('/api/calendar/import', { json: { ics: bls() } });
    expect([json.status, json.body.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    expect(json.body.message).toBe('Formato de envio não aceito: envie o arquivo .ics como text/calendar.');
    const big = await importIcs(admin.client, bls() + 'X'.repeat(1024 * 1024));
    expect([big.status, big.body.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
  });
});

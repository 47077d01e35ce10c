import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IcsImportResult } from '@/shared/calendar/contract';
import { auditLog, economicEvents } from '../../db/schema';
import { taskStarted } from '../../testing/task-started';
import { createTestApp } from '../../testing/test-app';
import { fixtureUserSignedIn, TestClient } from '../../testing/test-client';

/*
 * A calendar file cannot take the server down. ical.js expands a time zone's rules occurrence by
 * occurrence; a VTIMEZONE with RRULE:FREQ=SECONDLY once grew past 4 GB and never answered. Rules repeating within a
 * day are refused, the zones' changes are capped, and the parse runs in the worker pool (ADR 027), whose time limit
 * (small here, through the config) stops what the checks cannot foresee. Each refusal is a 422 with nothing
 * written, and /api/health answers all along.
 */
const TIME_LIMIT_MS = 3_000;
const TAG = `bnd${Date.now().toString(36)}`;
const bls = readFileSync(path.join(import.meta.dirname, 'fixtures', 'bls-2026.ics'), 'utf8').replaceAll(
  /^UID:(.*)$/gm,
  `UID:$1-${TAG}`,
);
const VEVENTS = bls.match(/^BEGIN:VEVENT/gm)?.length;
/** The fixture with its daylight-time rule replaced. */
const withZoneRule = (rule: string) => bls.replace('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU', rule);

type Answer = IcsImportResult & { code: string; message: string };

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: { client: TestClient; userId: string };
beforeAll(async () => {
  t = await createTestApp({ enableTestRoutes: true, heavyTaskTimeLimitMs: TIME_LIMIT_MS });
  admin = await fixtureUserSignedIn(t.app, { role: 'admin' });
});
afterAll(async () => {
  await t.cpuPool.close();
  await t.database.db.delete(economicEvents).where(like(economicEvents.sourceKey, `ics:%-${TAG}`));
});

const importIcs = (text: string) =>
  admin.client.json<Answer>('/api/calendar/import', {
    body: text,
    headers: { 'content-type': 'text/calendar' },
  });
const health = () => new TestClient(t.app).json<{ status: string }>('/api/health');

/** Stored events and this admin's audit entries: what an import would have written. */
async function written() {
  const db = t.database.db;
  const [events] = await db.select({ n: count() }).from(economicEvents);
  const [audit] = await db.select({ n: count() }).from(auditLog).where(eq(auditLog.actorId, admin.userId));
  return { events: events?.n, audit: audit?.n };
}

describe('POST /api/calendar/import: bounded calendar files', () => {
  it('refuses rules repeating within a day (FREQ=SECONDLY first) with 422, writes nothing, health answering', async () => {
    const before = await written();
    const refused: [string, RegExp][] = [
      [
        withZoneRule('RRULE:FREQ=SECONDLY'),
        /^Arquivo \.ics inválido: o fuso horário US-Eastern se repete mais de uma vez por dia \(RRULE:FREQ=SECONDLY\); só são aceitas repetições diárias ou mais espaçadas\. Nada foi importado\.$/,
      ],
      [withZoneRule('RRULE:FREQ=MINUTELY;INTERVAL=15'), /US-Eastern .*\(RRULE:FREQ=MINUTELY\)/],
      [withZoneRule('RRULE:FREQ=HOURLY'), /US-Eastern .*\(RRULE:FREQ=HOURLY\)/],
      [withZoneRule('RRULE:FREQ=DAILY;BYHOUR=1,2,3'), /US-Eastern .*\(RRULE:BYHOUR=1,2,3\)/],
      [
        bls.replace('DURATION:PT0M', 'DURATION:PT0M\r\nRRULE:FREQ=SECONDLY'),
        /o evento da linha 26 se repete mais de uma vez por dia \(RRULE:FREQ=SECONDLY\)/,
      ],
      // Daily, but from 1900: ~75,000 changes up to 2105, past the cap.
      [
        withZoneRule('RRULE:FREQ=DAILY').replace('DTSTART:20070311T020000', 'DTSTART:19000311T020000'),
        /mudanças de horário demais \(mais de 50 mil\)/,
      ],
    ];
    for (const [text, message] of refused) {
      const [res, ok] = await Promise.all([importIcs(text), health()]);
      expect([res.status, res.body.code], res.body.message).toEqual([422, 'ICS_INVALID']);
      expect(res.body.message).toMatch(message);
      expect(ok).toMatchObject({ status: 200, body: { status: 'ok' } });
    }
    expect(await written()).toEqual(before);
  });

  it('stops a parse that never ends at the pool’s time limit: health answers while it runs; 422, nothing written', async () => {
    const before = await written();
    const parsing = taskStarted(t.cpuPool, 'icsParse');
    let answered = false;
    // A daylight-time rule on a day that never comes: ical.js looks for it for ever, at full CPU.
    const endless = importIcs(withZoneRule('RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30')).then((res) => {
      answered = true;
      return res;
    });
    await parsing;
    expect(await health()).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(answered).toBe(false);
    const res = await endless;
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      code: 'ICS_INVALID',
      message:
        'Arquivo .ics inválido: o arquivo é complexo demais para ler a tempo (regras de repetição demais ou complicadas). Simplifique os fusos horários ou divida o arquivo. Nada foi importado.',
    });
    expect(await written()).toEqual(before);
  });

  it('still imports the same file with a daily rule', async () => {
    const res = await importIcs(withZoneRule('RRULE:FREQ=DAILY'));
    expect(res.status, res.body.message).toBe(200);
    // Every event read: stored, or left out with its reason (those already past at the real clock).
    expect(res.body.added + res.body.updated + res.body.skipped.length).toBe(VEVENTS);
  });
});

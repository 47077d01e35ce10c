import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../features/imports/imports.testkit';
import { tradeBody } from '../features/trades/test-callers';
import { createTestApp } from '../testing/test-app';
import { fixtureUserSignedIn, TestClient, uniqueEmail } from '../testing/test-client';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
// Built at collection time: it.each needs the route list before any hook runs.
const t: TestApp = await createTestApp({ enableTestRoutes: true });
let admin: TestClient;
let serial = 0;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const EVIL = 'http://evil.example';

/** Every state-changing route the app registers under /api: a route added tomorrow is walked too. */
function writeRoutes(app: TestApp['app']): { method: string; path: string }[] {
  const seen = new Set<string>();
  return app.routes
    .filter((r) => WRITE_METHODS.has(r.method) && r.path.startsWith('/api/'))
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`))
    .map(({ method, path }) => ({ method, path }));
}

/**
 * What the app has stored: any write by a refused request changes it. (Not mail_queue: the mailer of any app in
 * the worker updates its rows in the background; a sign-up that slipped through shows in `user`.)
 */
async function digest(): Promise<string> {
  const tables = [
    'user',
    'profiles',
    'trading_accounts',
    'instruments',
    'trades',
    'trading_settings',
    'trade_imports',
    // Every admin action writes its audit entry in the action's transaction.
    'audit_log',
    'ranking_members',
    'economic_events',
  ];
  const parts: string[] = [];
  for (const table of tables) {
    const res = await t.database.db.execute<{ h: string | null }>(
      sql.raw(`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${table}" x`),
    );
    parts.push(`${table}:${res.rows[0]?.h}`);
  }
  return parts.join(' ');
}

async function createAdmin(): Promise<TestClient> {
  return (await fixtureUserSignedIn(t.app, { role: 'admin' })).client;
}

const id = async (path: string, json: unknown) => {
  const res = await admin.json<{ id: string }>(path, { json });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
};
/** A user made by the testing fixture (pending unless told otherwise), by id. */
const fixtureUser = async (extra: Record<string, unknown> = {}) => {
  const created = await new TestClient(t.app).json<{ userId: string }>('/api/testing/users', {
    json: { email: uniqueEmail('target'), password: 'segredo123', name: 'Pessoa Alvo', ...extra },
  });
  expect(created.status).toBe(201);
  return created.body.userId;
};
const uploadForm = () => {
  const form = new FormData();
  form.append('file', new Blob([fixture('profit-subconta.csv') as BlobPart]), 'operacoes.csv');
  form.append('options', JSON.stringify({}));
  return form;
};

/** An admin's calendar event far from any test's trades (events are shared by every trader). */
const calendarEvent = (over: Record<string, unknown> = {}) => ({
  title: `Evento ${++serial}`,
  country: 'BR',
  impact: 'baixa',
  date: '2032-01-05',
  time: '10:00',
  ...over,
});

type Case = {
  /** The concrete path (params filled with an object that exists, so an accepted request would write). */
  path: string;
  /** A body the route would accept: sent as JSON, or multipart for the uploads. */
  body?: unknown;
  multipart?: boolean;
  /** An .ics file, sent as text/calendar (POST /api/calendar/import). */
  ics?: string;
  /** The preview is a POST that stores nothing even when accepted. */
  storesNothing?: boolean;
};

/** Per route: a request that, from the app's own page, writes. Unknown routes still get walked with `{}`. */
const cases: Record<string, () => Promise<Case>> = {
  'POST /api/trades': async () => ({ path: '/api/trades', body: tradeBody() }),
  'PUT /api/trades/:id': async () => ({
    path: `/api/trades/${await id('/api/trades', tradeBody())}`,
    body: tradeBody({ notes: 'editado' }),
  }),
  'DELETE /api/trades/:id': async () => ({ path: `/api/trades/${await id('/api/trades', tradeBody())}` }),
  'POST /api/trades/bulk-delete': async () => ({
    path: '/api/trades/bulk-delete',
    body: { ids: [await id('/api/trades', tradeBody())] },
  }),
  'POST /api/trades/reset': async () => {
    await id('/api/trades', tradeBody());
    return { path: '/api/trades/reset', body: { confirm: 'RESET' } };
  },
  'POST /api/accounts': async () => ({
    path: '/api/accounts',
    body: { name: `Conta ${uniqueEmail()}`, currency: 'BRL', startingCapital: '0' },
  }),
  'PATCH /api/accounts/:id': async () => ({
    path: `/api/accounts/${await id('/api/accounts', { name: uniqueEmail(), currency: 'BRL', startingCapital: '0' })}`,
    body: { name: `Renomeada ${uniqueEmail()}` },
  }),
  'DELETE /api/accounts/:id': async () => ({
    path: `/api/accounts/${await id('/api/accounts', { name: uniqueEmail(), currency: 'BRL', startingCapital: '0' })}`,
  }),
  'POST /api/instruments': async () => ({
    path: '/api/instruments',
    body: { symbol: 'PETR4', name: 'Petrobras', tickValue: '0,01', ticksPerPoint: '100', currency: 'BRL' },
  }),
  'PATCH /api/instruments/:id': async () => ({
    path: `/api/instruments/${await id('/api/instruments', { symbol: 'VALE3', name: 'Vale', tickValue: '0,01', ticksPerPoint: '100', currency: 'BRL' })}`,
    body: { name: 'Vale S.A.' },
  }),
  'DELETE /api/instruments/:id': async () => ({
    path: `/api/instruments/${await id('/api/instruments', { symbol: 'ITUB4', name: 'Itaú', tickValue: '0,01', ticksPerPoint: '100', currency: 'BRL' })}`,
  }),
  'PATCH /api/trading-settings': async () => ({
    path: '/api/trading-settings',
    body: { breakevenTolerance: String(++serial) },
  }),
  'PATCH /api/me/whatsapp': async () => ({
    path: '/api/me/whatsapp',
    body: { whatsapp: `1199${String(++serial).padStart(7, '0')}` },
  }),
  'PATCH /api/me/profile': async () => ({
    path: '/api/me/profile',
    body: { displayName: `Nome ${++serial}` },
  }),
  // Only mails a link (mail_queue is outside the digest): the email changes when the link is opened.
  'POST /api/me/email': async () => ({
    path: '/api/me/email',
    body: { email: uniqueEmail('guard-novo') },
    storesNothing: true,
  }),
  'POST /api/imports/preview': async () => ({
    path: '/api/imports/preview',
    multipart: true,
    storesNothing: true,
  }),
  'POST /api/imports': async () => ({ path: '/api/imports', multipart: true }),
  'DELETE /api/imports/:id': async () => {
    const res = await admin.json<{ id: string }>('/api/imports', { body: uploadForm() });
    expect(res.status).toBe(201);
    return { path: `/api/imports/${res.body.id}` };
  },
  'POST /api/admin/users/release': async () => ({
    path: '/api/admin/users/release',
    body: { userIds: [await fixtureUser()] },
  }),
  'POST /api/admin/users/:userId/release': async () => ({
    path: `/api/admin/users/${await fixtureUser()}/release`,
    body: {},
  }),
  'POST /api/admin/users/:userId/revoke': async () => ({
    path: `/api/admin/users/${await fixtureUser({ allowed: true })}/revoke`,
    body: {},
  }),
  'POST /api/admin/users/:userId/extend-trial': async () => ({
    path: `/api/admin/users/${await fixtureUser({ allowed: true, access: 'trial' })}/extend-trial`,
    body: { days: 3 },
  }),
  'POST /api/admin/users/:userId/continue': async () => ({
    path: `/api/admin/users/${await fixtureUser({ allowed: true, access: 'trial' })}/continue`,
    body: { until: null },
  }),
  // Sessions are outside the digest (every request may touch them); the audit entry is in it.
  'POST /api/admin/users/:userId/end-sessions': async () => ({
    path: `/api/admin/users/${await fixtureUser({ allowed: true })}/end-sessions`,
    body: {},
  }),
  'PUT /api/admin/settings': async () => ({ path: '/api/admin/settings', body: { trialDays: 7 } }),
  'PUT /api/ranking/me': async () => ({
    path: '/api/ranking/me',
    body: { nickname: `adm${++serial}x${Date.now() % 1e6}` },
  }),
  'POST /api/ranking/leave': async () => {
    const join = await admin.json('/api/ranking/me', {
      method: 'PUT',
      json: { nickname: `adm${++serial}y${Date.now() % 1e6}` },
    });
    expect(join.status).toBe(200);
    return { path: '/api/ranking/leave', body: {} };
  },
  'POST /api/testing/ranking/participants': async () => ({
    path: '/api/testing/ranking/participants',
    body: { count: 1, tag: `guard${++serial}` },
  }),
  'POST /api/testing/users': async () => ({
    path: '/api/testing/users',
    body: { email: uniqueEmail('forged'), password: 'segredo123', name: 'Pessoa Forjada' },
  }),
  'POST /api/calendar/events': async () => ({ path: '/api/calendar/events', body: calendarEvent() }),
  'PATCH /api/calendar/events/:id': async () => ({
    path: `/api/calendar/events/${await id('/api/calendar/events', calendarEvent())}`,
    body: calendarEvent({ time: '11:00' }),
  }),
  'DELETE /api/calendar/events/:id': async () => ({
    path: `/api/calendar/events/${await id('/api/calendar/events', calendarEvent())}`,
  }),
  'POST /api/calendar/import': async () => ({
    path: '/api/calendar/import',
    ics: [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      `UID:guard-${crypto.randomUUID()}`,
      'DTSTART;TZID=America/New_York:20320106T083000',
      // A 'baixa' release: a high-impact one would tag other tests' trades as near an event.
      'SUMMARY:Producer Price Index',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n'),
  }),
  'POST /api/auth/*': async () => ({
    path: '/api/auth/update-user',
    body: { name: `Nome ${uniqueEmail()}` },
  }),
};

beforeAll(async () => {
  admin = await createAdmin();
});

describe('every write route under /api', () => {
  it('is walked (the list comes from the app, and each known route has a request that writes)', () => {
    const routes = writeRoutes(t.app).map((r) => `${r.method} ${r.path}`);
    expect(routes.length).toBeGreaterThanOrEqual(Object.keys(cases).length);
    expect(routes).toEqual(expect.arrayContaining(Object.keys(cases)));
  });

  it.each(writeRoutes(t.app))(
    '$method $path refuses a foreign Origin and a text/plain body, and writes nothing',
    async ({ method, path }) => {
      const make = cases[`${method} ${path}`];
      const c: Case = make
        ? await make()
        : { path: path.replace(/:[A-Za-z]+/g, crypto.randomUUID()), body: {} };
      const send = (headers: Record<string, string>, plain = false) =>
        admin.json<{ code: string; message: string }>(c.path, {
          method,
          ...(plain
            ? { body: c.multipart ? 'Ativo;Abertura\r\nWIN;1' : (c.ics ?? JSON.stringify(c.body ?? {})) }
            : c.multipart
              ? { body: uploadForm() }
              : c.ics !== undefined
                ? { body: c.ics }
                : c.body !== undefined
                  ? { json: c.body }
                  : {}),
          headers: plain
            ? { 'content-type': 'text/plain', ...headers }
            : c.ics !== undefined
              ? { 'content-type': 'text/calendar', ...headers }
              : headers,
        });

      const before = await digest();
      const foreign = await send({ origin: EVIL });
      expect(foreign.status).toBe(403);
      expect(foreign.body).toEqual({ code: 'CROSS_SITE_REQUEST', message: expect.stringMatching(/site/) });
      const crossSite = await send({ 'sec-fetch-site': 'cross-site' });
      expect(crossSite.status).toBe(403);
      const plain = await send({}, true);
      expect(plain.status).toBe(415);
      expect(plain.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(plain.body.message).toMatch(/formato de envio/i);
      expect(await digest()).toBe(before);

      // The control: the same request from the app's own page is accepted and writes.
      if (make) {
        const own = await send({});
        expect(own.status, JSON.stringify(own.body)).toBeLessThan(300);
        if (!c.storesNothing) expect(await digest()).not.toBe(before);
      }
    },
  );
});

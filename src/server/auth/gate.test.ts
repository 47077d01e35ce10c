import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { type createApp } from '../app';
import { createTestApp } from '../testing/test-app';
import { TestClient, uniqueEmail } from '../testing/test-client';
import {
  accessGate,
  currentUser,
  FORBIDDEN,
  PENDING,
  routedPathMatcher,
  UNAUTHENTICATED,
  type GateEnv,
} from './gate';

let t: Awaited<ReturnType<typeof createTestApp>>;
let app: ReturnType<typeof createApp>;

/** A real signed-in caller in the given state, created through the testing fixture and signed in. */
async function callerAs(kind: 'pending' | 'allowed' | 'admin') {
  const email = uniqueEmail(kind);
  const password = 'segredo123';
  const fixture = new TestClient(app);
  const created = await fixture.json('/api/testing/users', {
    json: {
      email,
      password,
      name: `Pessoa ${kind}`,
      allowed: kind !== 'pending',
      role: kind === 'admin' ? 'admin' : 'user',
    },
  });
  expect(created.status).toBe(201);
  const client = new TestClient(app);
  const signIn = await client.json('/api/auth/sign-in/email', { json: { email, password } });
  expect(signIn.status).toBe(200);
  return client;
}

function samplePath(path: string): string {
  return path.replace(/:[A-Za-z0-9_]+/g, 'x').replace(/\/\*$/, '/get-session');
}

beforeAll(async () => {
  t = await createTestApp({ enableTestRoutes: true });
  app = t.app;
});

type Caller = 'anonymous' | 'pending' | 'allowed' | 'admin';

/**
 * The access policy, written out by hand: the least privileged caller each route lets through. It is what the
 * test checks the real app against, so a rule changed in gate.ts (or a route moved under another prefix) fails
 * here instead of passing silently; a new route fails until it is added. Wildcard routes name a path to probe.
 */
const POLICY: Record<string, Caller | [Caller, probePath: string]> = {
  'GET /.well-known/jwks.json': 'anonymous',
  'GET /api/health': 'anonymous',
  'GET /api/auth/*': ['anonymous', '/api/auth/get-session'],
  'POST /api/auth/*': ['anonymous', '/api/auth/sign-in/email'],
  'GET /api/public/email-exists': 'anonymous',
  'POST /api/testing/users': 'anonymous',
  'POST /api/testing/clock': 'anonymous',
  'POST /api/testing/ranking/participants': 'anonymous',
  'POST /api/testing/jobs/:name/run': 'anonymous',
  'GET /api/me': 'pending',
  'PATCH /api/me/whatsapp': 'pending',
  'PATCH /api/me/profile': 'pending',
  'PATCH /api/me/setup': 'pending',
  'POST /api/me/email': 'pending',
  'POST /api/me/continue-request': 'pending',
  'GET /api/me/security': 'pending',
  'POST /api/me/security/password': 'pending',
  'GET /api/me/security/sessions': 'pending',
  'POST /api/me/security/sessions/end-others': 'pending',
  'DELETE /api/me/security/sessions/:id': 'pending',
  // LGPD rights: any session, pending, revoked or read-only too.
  'GET /api/me/export': 'pending',
  'GET /api/me/account-deletion': 'pending',
  'POST /api/me/account-deletion': 'pending',
  'GET /api/admin/users': 'admin',
  'POST /api/admin/users/release': 'admin',
  'GET /api/admin/users/:userId': 'admin',
  'POST /api/admin/users/:userId/release': 'admin',
  'POST /api/admin/users/:userId/revoke': 'admin',
  'POST /api/admin/users/:userId/extend-trial': 'admin',
  'POST /api/admin/users/:userId/continue': 'admin',
  'POST /api/admin/users/:userId/end-sessions': 'admin',
  'GET /api/admin/settings': 'admin',
  'PUT /api/admin/settings': 'admin',
  'GET /api/admin/schools': 'admin',
  'POST /api/admin/schools': 'admin',
  'PATCH /api/admin/schools/:id': 'admin',
  'POST /api/admin/schools/:id/archive': 'admin',
  // The school area: allowed users pass the gate; the routes then want an admin or that school's admin (404).
  'GET /api/schools': 'allowed',
  'GET /api/schools/:id': 'allowed',
  'GET /api/schools/:id/students': 'allowed',
  'GET /api/schools/:id/students.csv': 'allowed',
  'GET /api/schools/:id/students/:userId': 'allowed',
  'POST /api/schools/:id/students/:userId/release': 'allowed',
  'POST /api/schools/:id/students/:userId/continue': 'allowed',
  'GET /api/schools/:id/invitations': 'allowed',
  'POST /api/schools/:id/invitations': 'allowed',
  'POST /api/schools/:id/invitations/:invId/cancel': 'allowed',
  'POST /api/schools/:id/invite-code': 'allowed',
  'GET /api/schools/:id/mentors': 'allowed',
  'POST /api/schools/:id/mentors': 'allowed',
  'POST /api/schools/:id/mentors/:userId/remove': 'allowed',
  'GET /api/schools/:id/students/:userId/journal': 'allowed',
  'POST /api/schools/:id/students/:userId/feedback': 'allowed',
  'GET /api/schools/:id/classes': 'allowed',
  'POST /api/schools/:id/classes': 'allowed',
  'GET /api/schools/:id/classes/:classId': 'allowed',
  'PATCH /api/schools/:id/classes/:classId': 'allowed',
  'POST /api/schools/:id/classes/:classId/archive': 'allowed',
  'POST /api/schools/:id/classes/:classId/members': 'allowed',
  'POST /api/schools/:id/classes/:classId/challenge': 'allowed',
  'POST /api/schools/:id/classes/:classId/challenge/end': 'allowed',
  'GET /api/schools/:id/classes/:classId/board': 'allowed',
  'GET /api/schools/:id/classes/:classId/view': 'allowed',
  // The student's classes: invitations, joining with a nickname, leaving, the class board.
  'GET /api/classes': 'allowed',
  'POST /api/classes/:classId/accept': 'allowed',
  'POST /api/classes/:classId/decline': 'allowed',
  'POST /api/classes/:classId/leave': 'allowed',
  'POST /api/classes/:classId/challenge/leave': 'allowed',
  'GET /api/classes/:classId/board': 'allowed',
  // The student's feedback threads: a read-only account still reads them (writes are refused by the trial rule).
  'GET /api/feedback': 'allowed',
  'GET /api/feedback/unread': 'allowed',
  'POST /api/feedback/read': 'allowed',
  'POST /api/feedback/reply': 'allowed',
  'PUT /api/feedback/mail': 'allowed',
  'POST /api/me/school/join': 'pending',
  'PUT /api/me/school/sharing': 'pending',
  'POST /api/me/school/leave': 'pending',
  'GET /api/public/invites/:token': 'anonymous',
  'GET /api/admin/roles': 'admin',
  'POST /api/admin/roles/admin': 'admin',
  'POST /api/admin/roles/school-admin': 'admin',
  'GET /api/admin/audit': 'admin',
  // Chart screenshots: the owner's (a school admin's read is checked by the routes themselves: 404 otherwise).
  'GET /api/trades/:tradeId/attachments': 'allowed',
  'POST /api/trades/:tradeId/attachments': 'allowed',
  'PUT /api/trades/:tradeId/attachments/order': 'allowed',
  'GET /api/attachments/quota': 'allowed',
  'PATCH /api/attachments/:id': 'allowed',
  'DELETE /api/attachments/:id': 'allowed',
  'GET /api/attachments/:id/image': 'allowed',
  'GET /api/attachments/:id/thumb': 'allowed',
  // Playbooks: the owner's only (another's id is 404 in the routes).
  'GET /api/playbooks': 'allowed',
  'POST /api/playbooks': 'allowed',
  'PUT /api/playbooks/order': 'allowed',
  'GET /api/playbooks/:id': 'allowed',
  'GET /api/playbooks/:id/stats': 'allowed',
  'PUT /api/playbooks/:id': 'allowed',
  'PATCH /api/playbooks/:id/archive': 'allowed',
  'DELETE /api/playbooks/:id': 'allowed',
  'POST /api/playbooks/:id/image': 'allowed',
  'DELETE /api/playbooks/:id/image': 'allowed',
  'GET /api/playbooks/:id/image': 'allowed',
  'GET /api/playbooks/:id/thumb': 'allowed',
  'POST /api/trades/bulk-playbook': 'allowed',
  'GET /api/instruments': 'allowed',
  'POST /api/instruments': 'allowed',
  'PATCH /api/instruments/:id': 'allowed',
  'DELETE /api/instruments/:id': 'allowed',
  'GET /api/accounts': 'allowed',
  'POST /api/accounts': 'allowed',
  'PATCH /api/accounts/:id': 'allowed',
  'DELETE /api/accounts/:id': 'allowed',
  'GET /api/trades': 'allowed',
  'GET /api/trades/latest': 'allowed',
  'GET /api/trades/export': 'allowed',
  'POST /api/trades': 'allowed',
  'POST /api/trades/bulk-delete': 'allowed',
  'POST /api/trades/reset': 'allowed',
  'GET /api/trades/:id': 'allowed',
  'PUT /api/trades/:id': 'allowed',
  'DELETE /api/trades/:id': 'allowed',
  'GET /api/trading-settings': 'allowed',
  'PATCH /api/trading-settings': 'allowed',
  'GET /api/imports': 'allowed',
  'POST /api/imports/preview': 'allowed',
  'POST /api/imports': 'allowed',
  'DELETE /api/imports/:id': 'allowed',
  'GET /api/imports/:id/rejects.csv': 'allowed',
  'GET /api/brokerage-notes': 'allowed',
  'POST /api/brokerage-notes/import': 'allowed',
  'GET /api/brokerage-notes/:id': 'allowed',
  'POST /api/brokerage-notes/:id/create-missing': 'allowed',
  'POST /api/brokerage-notes/:id/accept': 'allowed',
  'DELETE /api/brokerage-notes/:id': 'allowed',
  'GET /api/brokerage-notes/:id/pdf': 'allowed',
  'DELETE /api/brokerage-notes/:id/pdf': 'allowed',
  'GET /api/dashboard': 'allowed',
  'GET /api/dashboard/events': 'allowed',
  'GET /api/tax': 'allowed',
  'GET /api/tax/csv': 'allowed',
  'GET /api/tax/pdf': 'allowed',
  'GET /api/reports': 'allowed',
  'GET /api/reports/csv': 'allowed',
  'GET /api/reports/pdf': 'allowed',
  'POST /api/breathing-pauses': 'allowed',
  'GET /api/discipline/daily-plan': 'allowed',
  'PUT /api/discipline/daily-plan': 'allowed',
  'GET /api/discipline/daily-review': 'allowed',
  'PUT /api/discipline/daily-review': 'allowed',
  'GET /api/challenge': 'allowed',
  'POST /api/challenge/start': 'allowed',
  'POST /api/challenge/give-up': 'allowed',
  'PUT /api/challenge/days/:day': 'allowed',
  'PUT /api/challenge/weeks/:week/review': 'allowed',
  'GET /api/weekly-review': 'allowed',
  'GET /api/weekly-review/weeks': 'allowed',
  'PUT /api/weekly-review/answers': 'allowed',
  'GET /api/weekly-review/mail': 'allowed',
  'PUT /api/weekly-review/mail': 'allowed',
  // The Monday mail's one-click stop: a signed token, no session (a bad token changes nothing).
  'GET /api/public/weekly-review/unsubscribe': 'anonymous',
  'POST /api/public/weekly-review/unsubscribe': 'anonymous',
  'PATCH /api/risk/breaks/:tradeId/note': 'allowed',
  'GET /api/risk/plan': 'allowed',
  'PUT /api/risk/plan': 'allowed',
  'GET /api/risk/today': 'allowed',
  'GET /api/gamification': 'allowed',
  'GET /api/gamification/summary': 'allowed',
  'GET /api/gamification/history': 'allowed',
  'POST /api/gamification/goals': 'allowed',
  'DELETE /api/gamification/goals/:id': 'allowed',
  'GET /api/ranking/me': 'allowed',
  'PUT /api/ranking/me': 'allowed',
  'POST /api/ranking/leave': 'allowed',
  'GET /api/ranking/board': 'allowed',
  'GET /api/calendar/events': 'allowed',
  'GET /api/calendar/upcoming': 'allowed',
  'GET /api/calendar/event-days': 'allowed',
  // Admin-only writes: the gate lets allowed traders in (they read /api/calendar); the route answers them its own
  // 403 CALENDAR_ADMIN_ONLY (calendar-admin.test.ts).
  'POST /api/calendar/events': 'allowed',
  'PATCH /api/calendar/events/:id': 'allowed',
  'DELETE /api/calendar/events/:id': 'allowed',
  'POST /api/calendar/import': 'allowed',
};

/** The gate's own refusal of a response (its code), or undefined when the request got past the gate. */
async function gateRefusal(res: Response): Promise<string | undefined> {
  if (res.status !== 401 && res.status !== 403) {
    await res.body?.cancel(); // an event stream would never end
    return undefined;
  }
  const body = (await res.json().catch(() => ({}))) as { code?: string };
  const gateCodes: string[] = [UNAUTHENTICATED.code, PENDING.code, FORBIDDEN.code];
  return body.code && gateCodes.includes(body.code) ? body.code : undefined;
}

/** What the gate answers each caller, by the least privileged caller a route lets through. */
const EXPECTED: Record<Caller, Record<Caller, string | undefined>> = {
  anonymous: { anonymous: undefined, pending: undefined, allowed: undefined, admin: undefined },
  pending: { anonymous: UNAUTHENTICATED.code, pending: undefined, allowed: undefined, admin: undefined },
  allowed: { anonymous: UNAUTHENTICATED.code, pending: PENDING.code, allowed: undefined, admin: undefined },
  admin: {
    anonymous: UNAUTHENTICATED.code,
    pending: FORBIDDEN.code,
    allowed: FORBIDDEN.code,
    admin: undefined,
  },
};

describe('the access gate over every registered route', () => {
  const registered = () => [
    ...new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`)),
  ];

  it('has every registered route in the written policy, and no route that is gone', () => {
    const routes = registered();
    expect(
      routes.filter((r) => !(r in POLICY)),
      'routes missing from POLICY',
    ).toEqual([]);
    expect(
      Object.keys(POLICY).filter((r) => !routes.includes(r)),
      'POLICY routes no app serves',
    ).toEqual([]);
  });

  it('answers anonymous, pending, allowed and admin callers as the policy says', async () => {
    const callers: Record<Caller, TestClient> = {
      anonymous: new TestClient(app),
      pending: await callerAs('pending'),
      allowed: await callerAs('allowed'),
      admin: await callerAs('admin'),
    };
    const wrong: string[] = [];
    for (const route of registered()) {
      const rule = POLICY[route];
      if (!rule) continue; // reported by the test above
      const [method = '', routePath = ''] = route.split(' ');
      const [least, path] = Array.isArray(rule) ? rule : [rule, samplePath(routePath)];
      for (const caller of Object.keys(callers) as Caller[]) {
        const res = await callers[caller].request(path, {
          method,
          json: method === 'GET' ? undefined : {},
        });
        const got = await gateRefusal(res);
        const want = EXPECTED[least][caller];
        if (got !== want)
          wrong.push(`${route} as ${caller}: ${got ?? 'let through'}, expected ${want ?? 'let through'}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('guards a route added later without it saying anything, and lets releases apply at once', async () => {
    // The same gate the app uses, over a new router that knows nothing about access.
    const probe = new Hono<GateEnv>();
    probe.use(
      '*',
      accessGate(
        t.auth,
        t.database.db,
        routedPathMatcher(() => probe.routes, ''),
      ),
    );
    probe.get('/api/trades', (c) => c.json({ owner: currentUser(c).email }));
    probe.route('/', app);
    const pending = await callerAs('pending');
    const anon = await new TestClient(probe).request('/api/trades');
    expect(anon.status).toBe(401);
    const pendingOnProbe = pending.on(probe);
    const blocked = await pendingOnProbe.request('/api/trades');
    expect(blocked.status).toBe(403);
    expect(await blocked.json()).toEqual({
      code: 'ACCESS_PENDING',
      message: 'Acesso pendente: Seu acesso está sendo analisado. Entre em contato com o administrador.',
    });

    const admin = await callerAs('admin');
    const me = await pending.json<{ user: { id: string } }>('/api/me');
    const release = await admin.json(`/api/admin/users/${me.body.user.id}/release`, { json: {} });
    expect(release.status).toBe(200);
    expect((await pendingOnProbe.request('/api/trades')).status).toBe(200);

    // A revocation also ends the user's sessions: their next request is not even signed in.
    const revoke = await admin.json(`/api/admin/users/${me.body.user.id}/revoke`, { json: {} });
    expect(revoke.status).toBe(200);
    expect((await pendingOnProbe.request('/api/trades')).status).toBe(401);
  });

  it('has no fixture route (it creates users of any role) unless ENABLE_TEST_ROUTES is set', async () => {
    const plain = await createTestApp();
    expect(plain.config.enableTestRoutes).toBe(false);
    const res = await new TestClient(plain.app).json('/api/testing/users', {
      json: {
        email: uniqueEmail('fixture'),
        password: 'segredo123',
        name: 'X',
        allowed: true,
        role: 'admin',
      },
    });
    expect(res.status).toBe(404);
    expect(plain.app.routes.some((r) => r.path.startsWith('/api/testing'))).toBe(false);
  });

  it('answers a path no route serves with a 404, signed in or not', async () => {
    expect((await new TestClient(app).request('/api/nada-aqui')).status).toBe(404);
    const allowed = await callerAs('allowed');
    expect((await allowed.request('/api/nada-aqui')).status).toBe(404);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { tradeBody } from '../features/trades/test-callers';
import { createLogger } from '../logger';
import { createTestApp } from '../testing/test-app';
import { fixtureUserSignedIn, TestClient } from '../testing/test-client';

/**
 * No malformed request is a 5xx. Every route the app registers under /api (a route added tomorrow is
 * walked too) and every endpoint of better-auth gets the shapes a fuzzer sends — nesting 100,000 deep, NULs,
 * 30-digit and non-finite numbers, the edge dates 0001-01-01 and 9999-12-31, unknown fields, wrong types — in the
 * body and in the query, signed in as an admin (the widest reach) and anonymously on the auth routes.
 */
const errors: string[] = [];
const logger = createLogger('error', {
  write(line: string) {
    errors.push(line);
  },
});
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const t: TestApp = await createTestApp({ enableTestRoutes: true, rateLimitScale: 10_000 }, { logger });

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

interface Route {
  method: string;
  path: string;
}

/** The app's routes and better-auth's endpoints (the app mounts those under one wildcard). */
function allRoutes(): Route[] {
  const seen = new Set<string>();
  const out: Route[] = [];
  const add = (method: string, path: string) => {
    const key = `${method} ${path}`;
    if (seen.has(key) || path.includes('*') || !METHODS.has(method)) return;
    seen.add(key);
    out.push({ method, path });
  };
  for (const r of t.app.routes) if (r.path.startsWith('/api/')) add(r.method, r.path);
  for (const endpoint of Object.values(t.auth.api) as { path?: string; options?: { method?: unknown } }[]) {
    if (typeof endpoint?.path !== 'string' || !endpoint.options) continue;
    const methods = endpoint.options.method;
    for (const m of Array.isArray(methods) ? methods : [methods])
      if (typeof m === 'string') add(m === '*' ? 'POST' : m, `/api/auth${endpoint.path}`);
  }
  return out;
}

const DEEP = 100_000;
const deepArray = '['.repeat(DEEP) + ']'.repeat(DEEP);
const deepObject = '{"a":'.repeat(DEEP) + '1' + '}'.repeat(DEEP);
const THIRTY = '123456789012345678901234567890';

/** Values that replace each field of a body the route would accept (and every query parameter). */
const BAD_VALUES: unknown[] = [
  THIRTY,
  `-${THIRTY}`,
  `${THIRTY},99`,
  '0001-01-01',
  '9999-12-31',
  '0001-01-01T00:00:00Z',
  'NaN',
  'Infinity',
  '\u0000',
  [],
  {},
  true,
  null,
  -1,
  0,
];
/** Raw JSON texts a parsed value cannot carry (1e400 parses to Infinity). */
const RAW_NUMBERS = [`1${'0'.repeat(29)}`, '1e400', '-1e400', '1e-400', '123456789012345678901234567890.5'];

/** A body each route would take, where the walk knows one (the rest are fuzzed from common field names). */
const knownBodies: Record<string, () => Record<string, unknown>> = {
  'POST /api/trades': () => tradeBody(),
  'PUT /api/trades/:id': () => tradeBody(),
  'POST /api/accounts': () => ({ name: 'Conta', currency: 'BRL', startingCapital: '1000' }),
  'PATCH /api/accounts/:id': () => ({ name: 'Conta', startingCapital: '1000' }),
  'POST /api/instruments': () => ({
    symbol: 'PETR4',
    name: 'Petrobras',
    tickValue: '0,01',
    ticksPerPoint: '100',
    currency: 'BRL',
  }),
  'PUT /api/risk/plan': () => ({
    riskMode: 'percent',
    riskValue: '1',
    dailyLossMode: 'percent',
    dailyLossValue: '3',
  }),
  'PATCH /api/trading-settings': () => ({ costPerContract: '1,00', breakevenTolerance: '0' }),
};

/** Fields many routes read: every body without a known shape gets each of them with each bad value. */
const COMMON_FIELDS = [
  'date',
  'day',
  'from',
  'to',
  'startDate',
  'month',
  'year',
  'time',
  'entry',
  'exit',
  'contracts',
  'costs',
  'stop',
  'startingCapital',
  'riskValue',
  'dailyLossValue',
  'maxLoss',
  'value',
  'amount',
  'days',
  'email',
  'name',
  'password',
  'ids',
  'id',
  'userId',
  'code',
  'token',
  'level',
  'status',
  'page',
  'pageSize',
  'limit',
  'offset',
  'expiresAt',
];

const QUERY_PRESETS = [
  'preset=custom&from=0001-01-01&to=2025-12-31',
  'preset=custom&from=2025-01-01&to=9999-12-31',
  'from=0001-01-01&to=9999-12-31',
  `from=${THIRTY}&to=${THIRTY}`,
  'day=0001-01-01',
  'day=9999-12-31',
  'date=9999-12-31',
  'month=9999-12',
  'month=0001-01',
  'year=9999',
  'year=0',
  `year=${THIRTY}`,
  `page=${THIRTY}&pageSize=${THIRTY}`,
  'page=-1&pageSize=1e400',
  'page=NaN&limit=Infinity',
  `limit=${THIRTY}&offset=${THIRTY}`,
  'sort=%5B%5D&order=x&q=%5B',
  'accountId=%5B%5D&instrument=' + 'A'.repeat(5000),
];

function concrete(path: string): string {
  return path.replace(/:[A-Za-z]+/g, 'a0000000-0000-4000-8000-000000000000');
}

/**
 * The bodies for one route: the shapes, then each bad value in every field of the body it would take (one field
 * at a time, the rest valid, so the value reaches the service) and in all the common fields at once.
 */
function bodiesFor(route: Route): string[] {
  const base = knownBodies[`${route.method} ${route.path}`]?.() ?? {};
  const out = [deepArray, deepObject, '{"a":', '"x"', '[]', 'null', '1e400'];
  out.push(JSON.stringify({ ...base, extra: { a: [1] } }));
  for (const value of BAD_VALUES) {
    out.push(JSON.stringify({ ...Object.fromEntries(COMMON_FIELDS.map((f) => [f, value])), ...base }));
    out.push(JSON.stringify({ ...base, ...Object.fromEntries(COMMON_FIELDS.map((f) => [f, value])) }));
    for (const field of Object.keys(base)) out.push(JSON.stringify({ ...base, [field]: value }));
  }
  for (const field of Object.keys(base).length ? Object.keys(base) : ['value', 'date', 'entry', 'amount'])
    for (const raw of RAW_NUMBERS) {
      const text = JSON.stringify({ ...base, [field]: 0 });
      out.push(text.replace(`"${field}":0`, `"${field}":${raw}`));
    }
  return out;
}

let admin: TestClient;

async function signedInAdmin(): Promise<TestClient> {
  const { client } = await fixtureUserSignedIn(t.app, { role: 'admin' });
  await client.json('/api/trades', { json: tradeBody() });
  return client;
}

/** The admin may have signed itself out, deleted or revoked itself along the walk: sign a new one in. */
async function ensureAdmin() {
  const me = await admin.request('/api/me');
  if (me.status !== 200) admin = await signedInAdmin();
}

beforeAll(async () => {
  admin = await signedInAdmin();
});

const routes = allRoutes();

describe('malformed requests never answer 5xx', () => {
  it('walks the app and better-auth (both lists come from the code)', () => {
    expect(routes.filter((r) => r.path.startsWith('/api/auth/')).length).toBeGreaterThan(20);
    expect(routes.length).toBeGreaterThan(100);
  });

  it.each(routes)('$method $path', async (route) => {
    await ensureAdmin();
    const failures: string[] = [];
    const path = concrete(route.path);
    const callers = route.path.startsWith('/api/auth/') ? [admin, new TestClient(t.app)] : [admin];
    for (const client of callers) {
      const check = async (label: string, res: Promise<Response>) => {
        const r = await res;
        // The live stream never ends: its status is the answer.
        const live = r.headers.get('content-type')?.startsWith('text/event-stream');
        const text = live ? (await r.body?.cancel(), '') : await r.text();
        if (r.status >= 500) failures.push(`${label} → ${r.status} ${text.slice(0, 200)}`);
      };
      for (const query of QUERY_PRESETS)
        await check(`?${query}`, client.request(`${path}?${query}`, { method: route.method }));
      if (route.method === 'GET') continue;
      for (const body of bodiesFor(route))
        await check(
          body.length > 120 ? `${body.slice(0, 60)}…(${body.length})` : body,
          client.request(path, {
            method: route.method,
            body,
            headers: { 'content-type': 'application/json' },
          }),
        );
    }
    expect(failures).toEqual([]);
  });

  it("logged no error along the walk (a stranger's request is not the server's failure)", () => {
    expect(errors.map((line) => line.slice(0, 300))).toEqual([]);
  });
});

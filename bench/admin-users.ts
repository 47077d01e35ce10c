import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/server/db/client';
import { listAdminUsers, type AdminUsersQuery } from '../src/server/features/admin/admin-users.service';
import { dropScratch, onBothDatabases, percentile, round, scratchPostgres } from './support/scratch-postgres';
import type { Bench } from './types';

/*
 * GET /api/admin/users over 10,000 users: the list query (the service the route runs: page, total and the page's
 * extras) timed as medians of RUNS runs, on PGlite and, with BENCH_DATABASE_URL or TEST_DATABASE_URL, on a scratch
 * PostgreSQL database. The target is < 50 ms per query. Users, profiles in every access state, schools and their
 * members, sign-in accounts, passkeys, sessions and ~200k trades are written by bulk SQL (seconds, not minutes).
 */
const USERS = 10_000;
const SCHOOLS = 40;
const RUNS = 20;
const WARM_UP = 3;
const TARGET_MS = 50;
const NOW = new Date('2026-06-15T15:00:00.000Z');

const SCRATCH = 'admin_users';

/** Deterministic (no random): runs compare between commits. `g` is the user's number, 1..USERS. */
export const SEED_SQL = [
  `insert into organization (id, name, slug)
     select 'school-' || s, 'Escola ' || s, 'escola-' || s from generate_series(1, ${SCHOOLS}) s`,
  `insert into "user" (id, name, email, email_verified, role, created_at, updated_at)
     select 'u' || g,
       (array['Ana','Bruno','Carla','Davi','Érica','Fábio','Gabriela','Hugo','Íris','João','Maria','Otávio'])[1 + g % 12]
         || ' ' || (array['Silva','Souza','Araújo','Lima','Costa','Pereira','Rocha'])[1 + (g / 12) % 7] || ' ' || g,
       'trader' || g || '@example.test', true,
       case when g % 2000 = 0 then 'admin' else 'user' end,
       timestamptz '2026-06-01' - (g % 700) * interval '1 day' - g * interval '1 second',
       timestamptz '2026-06-01'
     from generate_series(1, ${USERS}) g`,
  // Access states: 10% not allowed (half of them revoked), the rest released; a third continued (half of those
  // until a day, some already past); trials ending on either side of NOW.
  `insert into profiles (user_id, display_name, full_name, whatsapp, is_allowed, released_at, trial_ends_at,
       revoked_at, continued_at, continued_until, last_sign_in_at)
     select u.id, u.name, u.name || ' Neto', '11' || lpad(g::text, 9, '9'),
       g % 10 <> 0,
       case when g % 10 <> 0 or g % 20 = 0 then u.created_at + interval '1 day' end,
       case when g % 10 <> 0 or g % 20 = 0 then timestamptz '2026-06-15' + (g % 15 - 7) * interval '1 day' end,
       case when g % 20 = 0 then u.created_at + interval '3 days' end,
       case when g % 3 = 0 then u.created_at + interval '8 days' end,
       case when g % 6 = 0 then timestamptz '2026-06-15' + (g % 30 - 10) * interval '1 day' end,
       case when g % 4 <> 0 then timestamptz '2026-06-15' - (g % 90) * interval '1 hour' end
     from "user" u cross join lateral (select substr(u.id, 2)::int as g) n`,
  `insert into member (id, organization_id, user_id, role)
     select 'm' || g, 'school-' || (1 + g % ${SCHOOLS}), 'u' || g, 'member'
     from generate_series(1, ${USERS}) g where g % 3 = 1`,
  `insert into member (id, organization_id, user_id, role)
     select 'ma' || g, 'school-' || (1 + g % ${SCHOOLS}), 'u' || g, 'owner'
     from generate_series(1, ${USERS}) g where g % 250 = 2 and g % 3 <> 1`,
  `insert into account (id, account_id, provider_id, user_id, created_at, updated_at)
     select 'ac' || g, 'u' || g, 'credential', 'u' || g, now(), now()
     from generate_series(1, ${USERS}) g where g % 5 <> 0`,
  `insert into account (id, account_id, provider_id, user_id, created_at, updated_at)
     select 'ag' || g, 'g' || g, 'google', 'u' || g, now(), now()
     from generate_series(1, ${USERS}) g where g % 5 in (0, 1)`,
  `insert into passkey (id, public_key, user_id, credential_id, counter, device_type, backed_up)
     select 'pk' || g, 'pk', 'u' || g, 'cred' || g, 0, 'singleDevice', false
     from generate_series(1, ${USERS}) g where g % 7 = 0`,
  `insert into session (id, expires_at, token, user_id, created_at, updated_at)
     select 's' || g, timestamptz '2026-07-01', 'tok' || g, 'u' || g, now(), now()
     from generate_series(1, ${USERS}) g where g % 2 = 0`,
  `insert into trading_accounts (user_id, name, currency, is_default)
     select 'u' || g, 'Conta principal', 'BRL', true from generate_series(1, ${USERS}) g where g % 4 <> 0`,
  // 0..59 trades per trading user (~200k in all): enough for the trade-count sort to count for real.
  `insert into trades (user_id, account_id, trade_date, trade_time, opened_at, side, contracts, instrument,
       entry_price, exit_price, point_value, currency, pnl)
     select ta.user_id, ta.id, date '2026-01-02' + (k % 150), time '10:00', timestamptz '2026-01-02 13:00' + k * interval '1 hour',
       'compra', 1, 'WIN', 125000, 125010, 0.2, 'BRL', 2
     from trading_accounts ta
     cross join lateral generate_series(1, (substr(ta.user_id, 2)::int * 37) % 60) k`,
];

const QUERIES: Record<string, Partial<AdminUsersQuery>> = {
  firstPage: {},
  search: { q: 'joão araújo' },
  searchWhatsapp: { q: '999-1234' },
  statusTrialExpired: { status: 'trial_expired' },
  statusPending: { status: 'pending' },
  school: { schoolId: 'school-7' },
  noSchool: { schoolId: 'none', sort: 'name', dir: 'asc' },
  sortTrades: { sort: 'trades', dir: 'desc' },
  lastPageByLastSignIn: { sort: 'lastSignIn', dir: 'asc', page: 400 },
};

async function runOn(kind: 'pglite' | 'postgres', databaseUrl?: string) {
  let database: Database | undefined;
  try {
    database = await openDatabase(
      databaseUrl ? { databaseUrl: await scratchPostgres(databaseUrl, SCRATCH) } : { memory: true },
    );
    await database.migrate();
    const db = database.db;
    const seedStart = performance.now();
    for (const statement of SEED_SQL) await db.execute(sql.raw(statement));
    // Fresh statistics and visibility map, as autovacuum would have them on a live database.
    await db.execute(sql.raw('vacuum analyze'));
    const seedMs = performance.now() - seedStart;
    const counts = await db.execute<{ users: number; trades: number }>(
      sql.raw(
        `select (select count(*) from "user")::int as users, (select count(*) from trades)::int as trades`,
      ),
    );

    const timings: Record<
      string,
      { p50Ms: number; p95Ms: number; runs: number; rows: number; total: number }
    > = {};
    for (const [name, q] of Object.entries(QUERIES)) {
      const query: AdminUsersQuery = { sort: 'created', dir: 'desc', page: 1, pageSize: 25, ...q };
      let last = { users: [] as unknown[], total: 0 };
      for (let i = 0; i < WARM_UP; i++) await listAdminUsers(db, query, NOW);
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        last = await listAdminUsers(db, query, NOW);
        samples.push(performance.now() - start);
      }
      samples.sort((a, b) => a - b);
      timings[name] = {
        p50Ms: round(percentile(samples, 50)),
        p95Ms: round(percentile(samples, 95)),
        runs: RUNS,
        rows: last.users.length,
        total: last.total,
      };
    }
    const slowest = Math.max(...Object.values(timings).map((t) => t.p50Ms));
    return {
      kind,
      ...counts.rows[0],
      seedMs: Math.round(seedMs),
      targetMs: TARGET_MS,
      withinTarget: slowest < TARGET_MS,
      queries: timings,
    };
  } finally {
    await database?.close();
    if (databaseUrl) await dropScratch(databaseUrl, SCRATCH);
  }
}

export const adminUsersBench: Bench = {
  name: 'admin-users',
  description:
    'Lista de usuários do /admin com 10 mil usuários: mediana (p50) e p95 da primeira página, buscas, filtros e ordenações',
  run: () => onBothDatabases(runOn),
};

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/server/db/client';
import { classView } from '../src/server/features/schools/class-view';
import { dropScratch, onBothDatabases, percentile, round, scratchPostgres } from './support/scratch-postgres';
import type { Bench } from './types';

const STUDENTS = 500;
const CLASSES = 12;
/** A year of trading days (weekdays), two trades on each, one plan on most. */
const DAYS = 365;
const RUNS = 30;
const WARM_UP = 3;
const NOW = new Date('2026-06-03T15:00:00Z');
const TODAY = '2026-06-03';

/**
 * A school of 500 students in 12 classes (the last one's students in two classes), one in five sharing nothing,
 * with a year of trades (two per weekday, one in seven breaking a rule, one in nine without a stop), plans on most
 * days, reviews on some, and an active class challenge per class started 10 days ago.
 */
export async function seedSchool(database: Database) {
  const { db } = database;
  const statements = [
    `insert into organization (id, name, slug) values ('cv-school', 'Escola bench', 'escola-bench')`,
    `insert into "user" (id, name, email)
       select 'cv-' || g, 'Aluno ' || g, 'cv-' || g || '@bench.test' from generate_series(1, ${STUDENTS}) g`,
    `insert into profiles (user_id, display_name, full_name, is_allowed, school_sharing)
       select 'cv-' || g, 'Aluno ' || g, 'Aluno ' || g, true,
              case when g % 5 = 0 then 'none' when g % 2 = 0 then 'full' else 'summary' end
       from generate_series(1, ${STUDENTS}) g`,
    `insert into member (id, organization_id, user_id, role)
       select 'cvm-' || g, 'cv-school', 'cv-' || g, 'member' from generate_series(1, ${STUDENTS}) g`,
    `insert into trading_accounts (user_id, name, currency, is_default)
       select 'cv-' || g, 'Conta', 'BRL', true from generate_series(1, ${STUDENTS}) g`,
    `insert into school_classes (id, school_id, name)
       select ('00000000-0000-4000-8000-' || lpad(c::text, 12, '0'))::uuid, 'cv-school', 'Turma ' || c
       from generate_series(1, ${CLASSES}) c`,
    `insert into school_class_members (class_id, user_id, status, nickname, joined_at)
       select ('00000000-0000-4000-8000-' || lpad((1 + g % ${CLASSES})::text, 12, '0'))::uuid, 'cv-' || g,
              'joined', 'Aluno ' || g, now()
       from generate_series(1, ${STUDENTS}) g`,
    `insert into class_challenges (id, class_id, start_date)
       select ('00000000-0000-4000-9000-' || lpad(c::text, 12, '0'))::uuid,
              ('00000000-0000-4000-8000-' || lpad(c::text, 12, '0'))::uuid, date '${TODAY}' - 10
       from generate_series(1, ${CLASSES}) c`,
    `insert into challenges (user_id, start_date, class_challenge_id)
       select 'cv-' || g, date '${TODAY}' - 10,
              ('00000000-0000-4000-9000-' || lpad((1 + g % ${CLASSES})::text, 12, '0'))::uuid
       from generate_series(1, ${STUDENTS}) g`,
    `insert into trades (user_id, account_id, trade_date, trade_time, opened_at, side, contracts, instrument,
                         entry_price, exit_price, stop_price, point_value, currency, pnl, costs, rule_breaks, notes, emotion)
       select a.user_id, a.id, d::date, '09:00', d + interval '12 hours' + (k || ' hours')::interval,
              'compra', 1, 'WIN', 125000, 125050, case when (extract(doy from d)::int + k) % 9 = 0 then null else 124900 end,
              0.2, 'BRL', 10, 0.5,
              case when (extract(doy from d)::int * 3 + k) % 7 = 0 then array['no-stop']
                   when (extract(doy from d)::int + k) % 11 = 0 then array['over-trade-cap'] else '{}'::text[] end,
              'Entrada no pullback da média com stop técnico', 'calmo'
       from trading_accounts a
       cross join generate_series(date '${TODAY}' - ${DAYS}, date '${TODAY}', interval '1 day') d
       cross join generate_series(0, 1) k
       where a.user_id like 'cv-%' and extract(isodow from d) < 6`,
    `insert into daily_plans (user_id, day, bias)
       select 'cv-' || g, d::date, 'alta'
       from generate_series(1, ${STUDENTS}) g
       cross join generate_series(date '${TODAY}' - ${DAYS}, date '${TODAY}', interval '1 day') d
       where extract(isodow from d) < 6 and (g + extract(doy from d)::int) % 4 <> 0`,
    `insert into daily_reviews (user_id, day, went_well)
       select 'cv-' || g, d::date, 'ok'
       from generate_series(1, ${STUDENTS}) g
       cross join generate_series(date '${TODAY}' - ${DAYS}, date '${TODAY}', interval '1 day') d
       where extract(isodow from d) = 5 and g % 3 = 0`,
  ];
  for (const statement of statements) await db.execute(sql.raw(statement));
}

async function timed(fn: () => Promise<unknown>) {
  for (let i = 0; i < WARM_UP; i++) await fn();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await fn();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return { runs: RUNS, p50Ms: round(percentile(ms, 50)), p99Ms: round(percentile(ms, 99)) };
}

async function runOn(kind: 'pglite' | 'postgres', baseUrl?: string) {
  const dataDir = kind === 'pglite' ? mkdtempSync(path.join(tmpdir(), 'mct-bench-class-view-')) : undefined;
  const url = baseUrl ? await scratchPostgres(baseUrl, 'class_view') : undefined;
  const database = await openDatabase(url ? { databaseUrl: url } : { dataDir: dataDir as string });
  try {
    await database.migrate();
    const seedStarted = performance.now();
    await seedSchool(database);
    await database.db.execute(sql`analyze`);
    const seedMs = round(performance.now() - seedStarted);
    const counted = await database.db.execute<{ n: string }>(sql`select count(*)::text as n from trades`);
    const cls = { id: '00000000-0000-4000-8000-000000000001', name: 'Turma 1' };
    let c = 0;
    return {
      students: STUDENTS,
      classes: CLASSES,
      trades: Number(counted.rows[0]?.n),
      seedMs,
      // One class (about 42 students), the default 8 weeks and the longest view (26 weeks).
      classView8Weeks: await timed(() => classView(database.db, cls, TODAY, 8, NOW)),
      classView26Weeks: await timed(() => classView(database.db, cls, TODAY, 26, NOW)),
      // Each call another class, as a school's page would open them one after another.
      everyClassInTurn: await timed(() => {
        c = (c % CLASSES) + 1;
        const id = `00000000-0000-4000-8000-${String(c).padStart(12, '0')}`;
        return classView(database.db, { id, name: `Turma ${c}` }, TODAY, 8, NOW);
      }),
    };
  } finally {
    await database.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (baseUrl) await dropScratch(baseUrl, 'class_view');
  }
}

/**
 * The class view (GET /api/schools/:id/classes/:classId/view) for a school of 500 students in 12 classes with a
 * year of trades: p50 and p99 of 30 calls after 3 warm-ups, on PGlite and on PostgreSQL when one is given.
 */
export const classViewBench: Bench = {
  name: 'class-view',
  description: 'Visão da turma (escola de 500 alunos, 12 turmas, um ano de trades): p50/p99',
  run: () => onBothDatabases(runOn),
};

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './db/client';
import { TEST_HOLD_JOB, TEST_HOLD_LOCK } from './jobs/catalogue';
import { startTestSmtpServer, type TestSmtpServer } from './mail/test-smtp-server';
import { countLines, logLines, overHttp, readEvents } from './testing/process-pair';
import { spawnServer, type ServerProcess } from './testing/spawn-server';
import { TEST_ORIGIN } from './testing/test-app';
import { TestClient, uniqueEmail } from './testing/test-client';
import { createScratchDatabaseUrl } from './testing/test-database';

// PostgreSQL only (*.pg.test.ts): two real server processes on one fresh database, as two machines behind a proxy
// or WORKERS=2 would run. What was tried by hand before is kept true here.

let databaseUrl: string;
let database: Database;
let smtp: TestSmtpServer;
let a: ServerProcess;
let b: ServerProcess;
let portA: number;
let portB: number;

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mctrading-procs-'));
  dirs.push(dir);
  return dir;
};

function start(): ServerProcess {
  return spawnServer({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir(),
    APP_URL: TEST_ORIGIN,
    ENABLE_TEST_ROUTES: 'true',
    SMTP_URL: smtp.url,
  });
}

/** A new allowed trader, signed in through process A. */
async function signedInOnA() {
  const email = uniqueEmail('procs');
  const password = 'segredo123';
  const created = await new TestClient(overHttp(portA)).json<{ userId: string }>('/api/testing/users', {
    json: { email, password, name: 'Pessoa Trader', allowed: true },
  });
  expect(created.status).toBe(201);
  const onA = new TestClient(overHttp(portA));
  expect((await onA.json('/api/auth/sign-in/email', { json: { email, password } })).status).toBe(200);
  return { email, userId: created.body.userId, onA, onB: onA.on(overHttp(portB)) };
}

const jobRow = async (name: string) => {
  const res = await database.db.execute<{ runs: number; leased_by: string | null; leased: boolean }>(sql`
    select runs, leased_by, lease_until is not null as leased from jobs where name = ${name}`);
  const row = res.rows[0];
  if (!row) throw new Error(`no jobs row ${name}`);
  return row;
};

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  const url = await createScratchDatabaseUrl('procs');
  if (!url) throw new Error('*.pg.test.ts runs with TEST_DATABASE_URL only');
  databaseUrl = url;
  // Both at once on an empty database: the start-up lock lets one migrate while the other waits.
  [a, b] = [start(), start()];
  [portA, portB] = await Promise.all([a.listening, b.listening]);
  database = await openDatabase({ databaseUrl });
}, 120_000);

afterAll(async () => {
  for (const server of [a, b]) if (server?.child.exitCode === null) server.child.kill('SIGTERM');
  await Promise.all([a?.exited, b?.exited]);
  await database?.close();
  await smtp?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('two server processes on one PostgreSQL', { timeout: 120_000 }, () => {
  it('share sessions, live updates and sign-out', async () => {
    const { email, onA, onB } = await signedInOnA();
    // The session made on A is valid on B.
    const me = await onB.json<{ user: { email: string } }>('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(email);

    // A live update made through A reaches a stream open on B.
    const stream = await onB.request('/api/dashboard/events');
    expect(stream.status).toBe(200);
    const events = readEvents(stream);
    try {
      await events.next('comment');
      const trade = await onA.json('/api/trades', {
        json: {
          date: '2025-03-10',
          time: '09:05',
          type: 'compra',
          contracts: 1,
          instrument: 'WIN',
          entry: '125000',
          exit: '125100',
        },
      });
      expect(trade.status).toBe(201);
      expect((await events.next('trades-changed')).data).toContain('at');
    } finally {
      await events.close();
    }

    // Sign-out on A is a 401 on B at once.
    expect((await onA.json('/api/auth/sign-out', { json: {} })).status).toBe(200);
    const signedOut = new TestClient(overHttp(portB));
    expect((await onB.json('/api/me')).status).toBe(401);
    expect((await signedOut.json('/api/me')).status).toBe(401);
  });

  it('count rate limits across both', async () => {
    // /api/public/email-exists allows 30 a minute per address; both processes see 127.0.0.1.
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const client = new TestClient(overHttp(i % 2 ? portB : portA));
      statuses.push((await client.json('/api/public/email-exists?email=x%40example.test')).status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('send each queued mail exactly once', async () => {
    const marker = `procs-${Date.now().toString(36)}`;
    // Queued as a third process would: both senders poll the queue and claim with a lease.
    await database.db.execute(sql`
      insert into mail_queue (kind, "to", subject, html, text)
      select 'magic-link', 'to' || n || '@example.test', ${marker} || ' ' || n, '<p>x</p>', 'x'
      from generate_series(1, 25) n`);
    // And one through the app on A, as a trader asking for a sign-in link.
    const { email } = await signedInOnA();
    const link = await new TestClient(overHttp(portA)).json('/api/auth/sign-in/magic-link', {
      json: { email, callbackURL: '/dashboard' },
    });
    expect(link.status).toBe(200);

    const waitAllSent = async () => {
      for (;;) {
        const pending = await database.db.execute<{ n: number }>(sql`
          select count(*)::int as n from mail_queue where status = 'pending'
            and (subject like ${marker + '%'} or "to" = ${email})`);
        if (Number(pending.rows[0]?.n) === 0) return;
        // The senders poll every few seconds: wait for the next batch to be marked sent.
        await new Promise((r) => setTimeout(r, 200));
      }
    };
    await waitAllSent();
    const ours = smtp.received.filter((m) => m.subject?.startsWith(marker));
    expect(ours).toHaveLength(25);
    expect(new Set(ours.map((m) => m.subject)).size).toBe(25);
    // The trader's mails (the sign-up confirmation and the link), each once: as many as rows queued for them.
    const queued = await database.db.execute<{ kind: string }>(
      sql`select kind from mail_queue where "to" = ${email}`,
    );
    expect(queued.rows.map((r) => r.kind)).toContain('magic-link');
    expect(smtp.received.filter((m) => m.envelopeTo.includes(email))).toHaveLength(queued.rows.length);
  });

  it('run a due job once, whichever process looks', async () => {
    const before = await jobRow('cleanup');
    const finishedBefore =
      countLines(a, /"job":"cleanup".*"job finished"/) + countLines(b, /"job":"cleanup".*"job finished"/);
    // A stale rate-limit counter the cleanup removes.
    await database.db.execute(sql`
      insert into rate_limits (key, count, last_request) values ('procs-old', 1, 0) on conflict do nothing`);
    await database.db.execute(sql`update jobs set next_run_at = now() where name = 'cleanup'`);
    const [onA, onB] = await Promise.all(
      [portA, portB].map((port) =>
        new TestClient(overHttp(port)).json<{ ran: boolean; ok?: boolean }>('/api/testing/jobs/cleanup/run', {
          json: { onlyIfDue: true },
        }),
      ),
    );
    const ran = [onA, onB].filter((r) => r?.body.ran);
    expect(ran).toHaveLength(1);
    expect(ran[0]?.body.ok).toBe(true);
    const after = await jobRow('cleanup');
    expect(after.runs).toBe(before.runs + 1);
    expect(after.leased).toBe(false);
    const finishedAfter =
      countLines(a, /"job":"cleanup".*"job finished"/) + countLines(b, /"job":"cleanup".*"job finished"/);
    expect(finishedAfter).toBe(finishedBefore + 1);
    const stale = await database.db.execute(sql`select 1 from rate_limits where key = 'procs-old'`);
    expect(stale.rows).toHaveLength(0);
  });

  it('take over the job of a process killed mid-run once its lease ends', async () => {
    // The test job waits on this lock: A will be running it, at a known point, when it is killed.
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock($1)', [TEST_HOLD_LOCK]);
      const started = /"job":"testing-hold".*"job started"/;
      void new TestClient(overHttp(portA))
        .json(`/api/testing/jobs/${TEST_HOLD_JOB}/run`, { json: {} })
        .catch(() => {});
      await logLines(a, started);
      const held = await jobRow(TEST_HOLD_JOB);
      expect(held.leased).toBe(true);
      const ownerA = held.leased_by;

      a.child.kill('SIGKILL');
      await a.exited;
      // B looks while A's lease is still live: not its turn yet, and it wakes when the lease ends.
      const early = await new TestClient(overHttp(portB)).json<{ ran: boolean }>(
        `/api/testing/jobs/${TEST_HOLD_JOB}/run`,
        { json: { onlyIfDue: true } },
      );
      expect(early.body.ran).toBe(false);
      await logLines(b, started);
      const takenOver = await jobRow(TEST_HOLD_JOB);
      expect(takenOver.leased_by).not.toBe(ownerA);

      await holder.query('select pg_advisory_unlock($1)', [TEST_HOLD_LOCK]);
      await logLines(b, /"job":"testing-hold".*"job finished"/);
      const done = await jobRow(TEST_HOLD_JOB);
      expect(done.runs).toBe(1);
      expect(done.leased).toBe(false);
      expect(done.leased_by).toBe(takenOver.leased_by);
    } finally {
      await holder.end();
    }
  });
});

import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Cron } from 'croner';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Logger } from '../logger';

/**
 * Periodic work from the `jobs` table (ADR 019). Every server process runs this runner; a job runs in
 * the process that claims its row — due by the database clock and under no live lease — in one UPDATE, so with
 * several processes each run happens once. The lease is renewed while the job runs; a process that dies stops
 * renewing it, and once it ends another process takes the job over (the row is still due: nothing is lost).
 */
export interface JobDefinition {
  name: string;
  /** Cron pattern, read in UTC (croner). The next run is computed from the database clock. */
  schedule: string;
  /** How long a claim holds before another process may take the job over (renewed while running). */
  leaseMs: number;
  /** Runs as soon as a process starts with its row missing (work that may have piled up), else at the schedule. */
  runAtStart: boolean;
  /** Returns figures for the log line. `signal` aborts when the process stops: return early, the rest stays due. */
  run(ctx: JobContext): Promise<Record<string, number> | undefined>;
}

export interface JobContext {
  db: Db;
  logger: Logger;
  signal: AbortSignal;
}

export interface RunOutcome {
  /** False: not due, leased by another process, or already running here. */
  ran: boolean;
  ok?: boolean;
  error?: string;
}

export interface JobRunner {
  /** Creates the missing rows and starts waking at the next due time. */
  start(): Promise<void>;
  /**
   * Runs one job now in this process if it can claim it (tests, ENABLE_TEST_ROUTES). Without `onlyIfDue` the job
   * is made due first (by the database clock).
   */
  runNow(name: string, opts?: { onlyIfDue?: boolean }): Promise<RunOutcome>;
  /** Stops waking, aborts the jobs running here and waits for them; their rows stay due for another process. */
  stop(): Promise<void>;
  has(name: string): boolean;
  readonly owner: string;
}

/*
 * Why these numbers:
 * - MAX_WAIT_MS: the runner sleeps until the soonest due time or lease end it read, but another process may move
 *   them (a run finished, a test made a job due); a minute bounds how late such a change is seen.
 * - MIN_WAIT_MS: never spin on a row that looks due but cannot be claimed for a moment.
 * - RETRY_MS: a failed run is tried again after this (or at its next scheduled time, if sooner).
 */
export const MAX_WAIT_MS = 60_000;
const MIN_WAIT_MS = 250;
export const RETRY_MS = 5 * 60_000;

const ms = (n: number) => sql`${Math.round(n)}::integer * interval '1 millisecond'`;

export function createJobRunner({
  db,
  logger,
  jobs,
}: {
  db: Db;
  logger: Logger;
  jobs: readonly JobDefinition[];
}): JobRunner {
  const log = logger.child({ module: 'jobs' });
  const owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const byName = new Map(jobs.map((j) => [j.name, j]));
  const crons = new Map(jobs.map((j) => [j.name, new Cron(j.schedule, { paused: true, timezone: 'UTC' })]));
  const running = new Map<string, Promise<RunOutcome>>();
  const aborter = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let stopped = false;

  const nextRun = (name: string, from: Date): Date =>
    crons.get(name)?.nextRun(from) ?? new Date(from.getTime() + 24 * 60 * 60_000);

  async function ensureRows(): Promise<void> {
    const res = await db.execute<{ now_ms: number }>(
      sql`select (extract(epoch from now()) * 1000)::float8 as now_ms`,
    );
    const now = new Date(Number(res.rows[0]?.now_ms));
    for (const job of jobs) {
      const first = job.runAtStart ? now : nextRun(job.name, now);
      await db.execute(sql`
        insert into jobs (name, next_run_at) values (${job.name}, ${first.toISOString()}::timestamptz)
        on conflict (name) do nothing`);
    }
  }

  /** The one statement that decides who runs: due, and no live lease (row lock + re-check under READ COMMITTED). */
  async function claim(job: JobDefinition): Promise<Date | undefined> {
    const res = await db.execute<{ now_ms: number }>(sql`
      update jobs set lease_until = now() + ${ms(job.leaseMs)}, leased_by = ${owner}, last_started_at = now()
      where name = ${job.name} and next_run_at <= now() and (lease_until is null or lease_until < now())
      returning (extract(epoch from now()) * 1000)::float8 as now_ms`);
    const row = res.rows[0];
    return row ? new Date(Number(row.now_ms)) : undefined;
  }

  async function execute(job: JobDefinition, claimedAt: Date): Promise<RunOutcome> {
    const jobLog = log.child({ job: job.name });
    jobLog.info({ owner }, 'job started');
    const started = performance.now();
    // Renewed well before it ends, so a slow run is never taken over while this process is alive.
    const heartbeat = setInterval(() => {
      db.execute(
        sql`
        update jobs set lease_until = now() + ${ms(job.leaseMs)}
        where name = ${job.name} and leased_by = ${owner} and lease_until is not null`,
      ).catch((err: unknown) => jobLog.warn({ err }, 'job lease not renewed'));
    }, job.leaseMs / 3);
    heartbeat.unref();
    try {
      const figures = await job.run({ db, logger: jobLog, signal: aborter.signal });
      clearInterval(heartbeat);
      const elapsed = performance.now() - started;
      if (aborter.signal.aborted) {
        // Cut short by a stop: the row stays due, and the next process to look finishes the work.
        await release(job);
        jobLog.info({ ms: Math.round(elapsed) }, 'job interrupted by shutdown');
        return { ran: true, ok: false, error: 'interrupted' };
      }
      const next = nextRun(job.name, new Date(claimedAt.getTime() + elapsed));
      const done = await db.execute(sql`
        update jobs set next_run_at = ${next.toISOString()}::timestamptz, lease_until = null, runs = runs + 1,
          last_finished_at = now(), last_error = null
        where name = ${job.name} and leased_by = ${owner} and lease_until is not null
        returning name`);
      if (!done.rows.length) jobLog.warn('job finished after its lease was taken over');
      jobLog.info({ ms: Math.round(elapsed), ...figures, next: next.toISOString() }, 'job finished');
      return { ran: true, ok: true };
    } catch (err) {
      clearInterval(heartbeat);
      const message = err instanceof Error ? err.message : String(err);
      const next = nextRun(job.name, new Date());
      jobLog.error({ err }, 'job failed; will retry');
      await db
        .execute(
          sql`
          update jobs set failures = failures + 1, last_error = ${message.slice(0, 2000)}, lease_until = null,
            last_finished_at = now(),
            next_run_at = least(${next.toISOString()}::timestamptz, now() + ${ms(RETRY_MS)})
          where name = ${job.name} and leased_by = ${owner}`,
        )
        .catch((e: unknown) => jobLog.error({ err: e }, 'job failure not recorded'));
      return { ran: true, ok: false, error: message };
    }
  }

  async function release(job: JobDefinition): Promise<void> {
    await db
      .execute(sql`update jobs set lease_until = null where name = ${job.name} and leased_by = ${owner}`)
      .catch(() => {});
  }

  /** `claimed` settles once the claim is decided; `outcome` once the run (if any) is over. */
  function tryRun(job: JobDefinition): { claimed: Promise<boolean>; outcome: Promise<RunOutcome> } {
    if (running.has(job.name) || stopped)
      return { claimed: Promise.resolve(false), outcome: Promise.resolve({ ran: false }) };
    const claimedAt = claim(job);
    const outcome = claimedAt
      .then(
        (at): Promise<RunOutcome> | RunOutcome => (at ? execute(job, at) : { ran: false }),
        (err: unknown): RunOutcome => {
          // The database is unreachable or closing: the row is untouched, a later look claims it.
          if (!stopped) log.error({ err, job: job.name }, 'job claim failed');
          return { ran: false };
        },
      )
      .finally(() => {
        running.delete(job.name);
        // A finished run moved its row: sleep until the new soonest time.
        if (started && !stopped) schedule().catch(() => {});
      });
    running.set(job.name, outcome);
    return { claimed: claimedAt.then(Boolean, () => false), outcome };
  }

  async function tick(): Promise<void> {
    timer = undefined;
    if (stopped) return;
    try {
      // Claimed jobs run on; the wait below is computed once the claims are in.
      await Promise.all(jobs.map((job) => tryRun(job).claimed));
      await schedule();
    } catch (err) {
      // The database is unreachable or closing: look again later.
      if (!stopped) log.error({ err }, 'jobs table unavailable; retrying');
      arm(MAX_WAIT_MS);
    }
  }

  /** Sleeps until the soonest moment a job may be claimable: its due time, or the end of another's lease. */
  async function schedule(): Promise<void> {
    const res = await db.execute<{ wait_ms: number | null }>(sql`
      select (extract(epoch from min(greatest(next_run_at, lease_until)) - now()) * 1000)::float8 as wait_ms
      from jobs where name in (${sql.join(
        jobs.map((j) => sql`${j.name}`),
        sql`, `,
      )})`);
    const wait = res.rows[0]?.wait_ms;
    arm(wait == null ? MAX_WAIT_MS : Number(wait));
  }

  function arm(waitMs: number): void {
    if (stopped || !started) return;
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), Math.min(Math.max(waitMs, MIN_WAIT_MS), MAX_WAIT_MS));
    // The runner must never be what keeps the process (or a test run) alive.
    timer.unref();
  }

  return {
    owner,
    has: (name) => byName.has(name),
    async start() {
      if (started || stopped) return;
      await ensureRows();
      started = true;
      void tick();
    },
    async runNow(name, opts = {}) {
      const job = byName.get(name);
      if (!job) throw new Error(`unknown job ${name}`);
      await ensureRows();
      if (!opts.onlyIfDue) await db.execute(sql`update jobs set next_run_at = now() where name = ${name}`);
      const outcome = await tryRun(job).outcome;
      // A job another process holds: wake when its lease ends, to take it over if that process is gone.
      if (!outcome.ran && started) await schedule().catch(() => {});
      return outcome;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      aborter.abort();
      await Promise.allSettled([...running.values()]);
    },
  };
}

import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { challenges, gamificationState, mailQueue, rateLimits, session, verification } from '../db/schema';
import { createLogger } from '../logger';
import { allowedCaller, tradesTestApp, type TestApp } from '../features/trades/test-callers';
import { dailyCloseJob } from './daily-close';
import { createJobRunner, type JobDefinition } from './runner';

let t: TestApp;
beforeAll(async () => {
  t = await tradesTestApp();
});

const logger = createLogger('silent');
const row = async (name: string) => {
  const res = await t.database.db.execute<{
    runs: number;
    failures: number;
    last_error: string | null;
    leased: boolean;
    due_in_s: number;
  }>(sql`
    select runs, failures, last_error, lease_until is not null as leased,
      extract(epoch from next_run_at - now())::float8 as due_in_s
    from jobs where name = ${name}`);
  const found = res.rows[0];
  if (!found) throw new Error(`no jobs row ${name}`);
  return found;
};

function job(over: Partial<JobDefinition> & Pick<JobDefinition, 'run'>): JobDefinition {
  return { name: `test-${randomUUID()}`, schedule: '0 3 * * *', leaseMs: 60_000, runAtStart: false, ...over };
}

describe('the jobs runner', () => {
  it('runs a due job once when two processes look at the same time, then schedules the next run', async () => {
    let runs = 0;
    const shared = job({
      async run() {
        runs++;
        return { runs };
      },
    });
    const one = createJobRunner({ db: t.database.db, logger, jobs: [shared] });
    const two = createJobRunner({ db: t.database.db, logger, jobs: [shared] });
    // Not due yet: its first run is at the schedule.
    expect(await one.runNow(shared.name, { onlyIfDue: true })).toEqual({ ran: false });
    await t.database.db.execute(sql`update jobs set next_run_at = now() where name = ${shared.name}`);
    const outcomes = await Promise.all([
      one.runNow(shared.name, { onlyIfDue: true }),
      two.runNow(shared.name, { onlyIfDue: true }),
    ]);
    expect(outcomes.filter((o) => o.ran)).toEqual([{ ran: true, ok: true }]);
    expect(runs).toBe(1);
    const after = await row(shared.name);
    expect(after).toMatchObject({ runs: 1, failures: 0, leased: false });
    // Next at 03:00 UTC: within a day, in the future.
    expect(after.due_in_s).toBeGreaterThan(0);
    expect(after.due_in_s).toBeLessThanOrEqual(24 * 3600);
  });

  it('records a failure and retries within minutes, and respects a live lease but takes an expired one', async () => {
    let fail = true;
    const flaky = job({
      async run() {
        if (fail) throw new Error('SMTP fora do ar');
        return undefined;
      },
    });
    const runner = createJobRunner({ db: t.database.db, logger, jobs: [flaky] });
    expect(await runner.runNow(flaky.name)).toEqual({ ran: true, ok: false, error: 'SMTP fora do ar' });
    const failed = await row(flaky.name);
    expect(failed).toMatchObject({ runs: 0, failures: 1, last_error: 'SMTP fora do ar', leased: false });
    expect(failed.due_in_s).toBeLessThanOrEqual(5 * 60);

    // Another process holds it (alive: its lease is in the future): not run here.
    fail = false;
    await t.database.db.execute(sql`
      update jobs set next_run_at = now(), leased_by = 'other', lease_until = now() + interval '1 hour'
      where name = ${flaky.name}`);
    expect(await runner.runNow(flaky.name, { onlyIfDue: true })).toEqual({ ran: false });
    // That process died: its lease ends, and the job is taken over.
    await t.database.db.execute(
      sql`update jobs set lease_until = now() - interval '1 second' where name = ${flaky.name}`,
    );
    expect(await runner.runNow(flaky.name, { onlyIfDue: true })).toEqual({ ran: true, ok: true });
    expect(await row(flaky.name)).toMatchObject({ runs: 1, failures: 1, last_error: null });
  });
});

describe('cleanup', () => {
  it('deletes expired sessions and tokens, old counters and old sent mail, and keeps the rest', async () => {
    const { userId } = await allowedCaller(t);
    const db = t.database.db;
    const hourAgo = new Date(Date.now() - 3600_000);
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    const tag = randomUUID();
    await db.insert(session).values([
      {
        id: `old-${tag}`,
        token: `old-${tag}`,
        userId,
        expiresAt: hourAgo,
        createdAt: twoDaysAgo,
        updatedAt: twoDaysAgo,
      },
    ]);
    await db.insert(verification).values([
      { id: `old-${tag}`, identifier: `old-${tag}`, value: 'x', expiresAt: twoDaysAgo },
      { id: `late-${tag}`, identifier: `late-${tag}`, value: 'x', expiresAt: hourAgo },
    ]);
    await db.insert(rateLimits).values([
      { key: `old-${tag}`, count: 1, lastRequest: twoDaysAgo.getTime() },
      { key: `new-${tag}`, count: 1, lastRequest: Date.now() },
    ]);
    const mail = { kind: 'recovery', subject: tag, html: 'x', text: 'x' };
    await db.insert(mailQueue).values([
      { ...mail, to: `old@${tag}.test`, status: 'sent', sentAt: new Date(Date.now() - 40 * 86_400_000) },
      { ...mail, to: `new@${tag}.test`, status: 'sent', sentAt: new Date() },
      // Pending for weeks (an SMTP outage): never dropped.
      { ...mail, to: `pending@${tag}.test`, createdAt: new Date(Date.now() - 40 * 86_400_000) },
    ]);

    expect(await t.jobs.runNow('cleanup')).toEqual({ ran: true, ok: true });

    const ids = async (q: Promise<{ id: string }[]>) => (await q).map((r) => r.id).sort();
    expect(
      await ids(
        db
          .select({ id: session.id })
          .from(session)
          .where(eq(session.id, `old-${tag}`)),
      ),
    ).toEqual([]);
    // The user's live session (from signing in) is kept.
    expect((await db.select().from(session).where(eq(session.userId, userId))).length).toBeGreaterThan(0);
    expect(
      await ids(
        db
          .select({ id: verification.id })
          .from(verification)
          .where(sql`${verification.id} like ${'%' + tag}`),
      ),
    ).toEqual([`late-${tag}`]);
    expect(
      (
        await db
          .select()
          .from(rateLimits)
          .where(sql`${rateLimits.key} like ${'%' + tag}`)
      ).map((r) => r.key),
    ).toEqual([`new-${tag}`]);
    expect(
      (await db.select().from(mailQueue).where(eq(mailQueue.subject, tag))).map((r) => r.to).sort(),
    ).toEqual([`new@${tag}.test`, `pending@${tag}.test`]);
  });
});

describe('daily close', () => {
  it("settles a finished challenge and re-evaluates a signed-in trader's day without a visit", async () => {
    const { userId } = await allowedCaller(t);
    const db = t.database.db;
    const [challenge] = await db
      .insert(challenges)
      .values({ userId, startDate: '2026-01-01', customRules: [] })
      .returning();
    await db.insert(gamificationState).values({ userId, evaluatedOn: '2026-01-01' });
    const now = new Date('2026-03-01T15:00:00Z');
    const runner = createJobRunner({ db, logger, jobs: [dailyCloseJob(() => now)] });

    expect(await runner.runNow('daily-close')).toEqual({ ran: true, ok: true });

    const [settled] = await db
      .select()
      .from(challenges)
      .where(eq(challenges.id, challenge?.id ?? ''));
    // 21 days with no trade and no tick: failed, kept with the days it passed.
    expect(settled?.status).toBe('failed');
    const [state] = await db.select().from(gamificationState).where(eq(gamificationState.userId, userId));
    expect(state?.evaluatedOn).toBe('2026-03-01');
  });
});

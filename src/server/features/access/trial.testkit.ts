import { and, eq, like } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AccessDto } from '@/shared/account/access';
import { createApp } from '../../app';
import { mailQueue, member, organization } from '../../db/schema';
import { createLogger } from '../../logger';
import { createTestApp } from '../../testing/test-app';
import { TestClient, uniqueEmail } from '../../testing/test-client';
import { releaseProfile } from '../../user/access';

export type TrialTestApp = Awaited<ReturnType<typeof trialTestApp>>;

/**
 * The real app over the worker's database with a clock the test sets to the millisecond (`setNow`): the gate,
 * /api/me and the services read it, so the trial's boundary is tested exactly, not by waiting.
 */
export async function trialTestApp(adminEmails: string[]) {
  const t = await createTestApp({ enableTestRoutes: true, adminEmails });
  let current = new Date();
  const app = createApp({
    config: t.config,
    database: t.database,
    logger: createLogger('silent'),
    mailer: t.mailer,
    auth: t.auth,
    rateLimiter: t.rateLimiter,
    tradesFeed: t.tradesFeed,
    cpuPool: t.cpuPool,
    now: () => current,
  });
  return {
    ...t,
    app,
    setNow: (d: Date) => {
      current = d;
    },
  };
}

export interface Trader {
  client: TestClient;
  userId: string;
  email: string;
}

/** A user created pending in `timezone` and signed in; `releasedAt` releases them then (the real release). */
export async function trader(
  t: TrialTestApp,
  opts: { timezone?: string; releasedAt?: Date; role?: 'admin' | 'user'; name?: string } = {},
): Promise<Trader> {
  const email = uniqueEmail('trial');
  const password = 'segredo123';
  const created = await new TestClient(t.app).json<{ userId: string }>('/api/testing/users', {
    json: {
      email,
      password,
      name: opts.name ?? 'Pessoa em Teste',
      whatsapp: '11987654321',
      role: opts.role ?? 'user',
      timezone: opts.timezone ?? 'America/Sao_Paulo',
    },
  });
  expect(created.status).toBe(201);
  const userId = created.body.userId;
  const releasedAt = opts.releasedAt;
  if (releasedAt) await t.database.db.transaction((tx) => releaseProfile(tx, userId, releasedAt));
  const client = new TestClient(t.app);
  expect((await client.json('/api/auth/sign-in/email', { json: { email, password } })).status).toBe(200);
  return { client, userId, email };
}

export async function accessOf(client: TestClient): Promise<AccessDto> {
  const me = await client.json<{ access: AccessDto }>('/api/me');
  expect(me.status).toBe(200);
  return me.body.access;
}

/** A school with `adminUserId` as its owner (and optionally `studentId` as a student). */
export async function school(t: TrialTestApp, adminUserId: string, studentId?: string) {
  const id = crypto.randomUUID();
  const name = `Escola ${id.slice(0, 8)}`;
  await t.database.db.insert(organization).values({ id, name, slug: `escola-${id}` });
  await t.database.db
    .insert(member)
    .values({ id: crypto.randomUUID(), organizationId: id, userId: adminUserId, role: 'owner' });
  if (studentId)
    await t.database.db
      .insert(member)
      .values({ id: crypto.randomUUID(), organizationId: id, userId: studentId, role: 'member' });
  return { id, name };
}

/** The continue-request notices queued to `to` about the trader with `email`. */
export async function continueNotices(t: TrialTestApp, to: string, email: string) {
  return t.database.db
    .select()
    .from(mailQueue)
    .where(
      and(eq(mailQueue.to, to), eq(mailQueue.kind, 'continue-request'), like(mailQueue.text, `%${email}%`)),
    );
}

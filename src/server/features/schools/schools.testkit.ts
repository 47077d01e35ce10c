import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { SchoolDto } from '@/shared/schools/contract';
import type { AccountDto, TradeDto } from '@/shared/trading/api-contract';
import { auditLog, member } from '../../db/schema';
import { TestClient, uniqueEmail } from '../../testing/test-client';
import { dashboardTestApp } from '../dashboard/dashboard.testkit';
import { tradeBody } from '../trades/test-callers';

/** The real app with the fixture routes and a clock the test moves (`t.clock.now`). */
export const schoolsTestApp = () => dashboardTestApp();
export type SchoolsTestApp = Awaited<ReturnType<typeof schoolsTestApp>>;

export interface Person {
  client: TestClient;
  id: string;
  email: string;
  name: string;
}

/** A signed-in user through the fixture: 'pending' (never released), 'trader' (continued) or 'admin'. */
export async function person(
  t: SchoolsTestApp,
  kind: 'pending' | 'trader' | 'admin',
  name = `Pessoa ${kind}`,
  email = uniqueEmail(kind),
): Promise<Person> {
  const password = 'segredo123';
  const created = await new TestClient(t.app).json<{ userId: string }>('/api/testing/users', {
    json: { email, password, name, allowed: kind !== 'pending', role: kind === 'admin' ? 'admin' : 'user' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const client = new TestClient(t.app);
  const signIn = await client.json('/api/auth/sign-in/email', { json: { email, password } });
  expect(signIn.status).toBe(200);
  return { client, id: created.body.userId, email, name };
}

let schoolCounter = 0;
/** A school created by an admin through the API. */
export async function createSchool(admin: Person, over: Record<string, unknown> = {}): Promise<SchoolDto> {
  schoolCounter++;
  const slug = `escola-${Date.now().toString(36)}-${schoolCounter}-${Math.random().toString(36).slice(2, 6)}`;
  const res = await admin.client.json<{ school: SchoolDto }>('/api/admin/schools', {
    json: { name: `Escola ${schoolCounter}`, slug, ...over },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.school;
}

/** A membership written directly (the roles routes are another feature's): 'admin' = school admin. */
export async function addMember(
  t: SchoolsTestApp,
  userId: string,
  schoolId: string,
  role: 'member' | 'admin',
) {
  await t.database.db.insert(member).values({ id: randomUUID(), organizationId: schoolId, userId, role });
}

export async function auditRows(t: SchoolsTestApp, action: string, targetId: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
}

/** Everything a school test needs: an admin, a school A with its admin and a student, a school B likewise. */
export async function twoSchools(t: SchoolsTestApp) {
  const admin = await person(t, 'admin', 'Admin Geral');
  const a = await createSchool(admin, { name: 'Escola A' });
  const b = await createSchool(admin, { name: 'Escola B' });
  const adminA = await person(t, 'trader', 'Admin A');
  const adminB = await person(t, 'trader', 'Admin B');
  await addMember(t, adminA.id, a.id, 'admin');
  await addMember(t, adminB.id, b.id, 'admin');
  const studentA = await person(t, 'trader', 'Aluno A');
  const studentB = await person(t, 'trader', 'Aluno B');
  await addMember(t, studentA.id, a.id, 'member');
  await addMember(t, studentB.id, b.id, 'member');
  const trader = await person(t, 'trader', 'Trader Solto');
  return { admin, a, b, adminA, adminB, studentA, studentB, trader };
}

/** A school created by a new admin, with a school admin of its own. */
export async function schoolWithAdmin(
  t: SchoolsTestApp,
  { name, adminName = 'Admin Escola' }: { name?: string; adminName?: string } = {},
) {
  const admin = await person(t, 'admin');
  const school = await createSchool(admin, name === undefined ? {} : { name });
  const schoolAdmin = await person(t, 'trader', adminName);
  await addMember(t, schoolAdmin.id, school.id, 'admin');
  return { admin, school, schoolAdmin };
}

/** A trade registered by `p` through the API (tradeBody's defaults with `over`). */
export async function tradeAs(p: Person, over: Record<string, unknown>): Promise<TradeDto> {
  const res = await p.client.json<TradeDto>('/api/trades', { json: tradeBody(over) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** A second account of `p`, in dollars (US$ 10,000). */
export async function usdAccount(p: Person): Promise<AccountDto> {
  const res = await p.client.json<AccountDto>('/api/accounts', {
    json: { name: 'Conta USD', currency: 'USD', startingCapital: '10000' },
  });
  expect(res.status).toBe(201);
  return res.body;
}

import { expect } from 'vitest';
import type { createApp } from '../../app';
import type { Db } from '../../db/client';
import { member, organization } from '../../db/schema';
import { TestClient, uniqueEmail } from '../../testing/test-client';

type App = ReturnType<typeof createApp>;

export interface Person {
  id: string;
  email: string;
  name: string;
  client: TestClient;
}

/** A real user made by the testing fixture and signed in (a pending one too: sign-in works, the gate refuses). */
export async function person(
  app: App,
  kind: 'admin' | 'trader' | 'pending',
  opts: { name?: string; email?: string } = {},
): Promise<Person> {
  const email = opts.email ?? uniqueEmail(kind);
  const name = opts.name ?? `Pessoa ${kind} ${Math.random().toString(36).slice(2, 7)}`;
  const password = 'segredo123';
  const created = await new TestClient(app).json<{ userId: string }>('/api/testing/users', {
    json: { email, password, name, allowed: kind !== 'pending', role: kind === 'admin' ? 'admin' : 'user' },
  });
  expect(created.status).toBe(201);
  const client = new TestClient(app);
  const signIn = await client.json('/api/auth/sign-in/email', { json: { email, password } });
  expect(signIn.status).toBe(200);
  return { id: created.body.userId, email, name, client };
}

/** A school row as the schools feature creates it (the plugin's organization table). */
export async function school(db: Db, name = `Escola ${Math.random().toString(36).slice(2, 8)}`) {
  const id = crypto.randomUUID();
  await db.insert(organization).values({ id, name, slug: `e-${id.slice(0, 12)}` });
  return { id, name };
}

export async function addMember(
  db: Db,
  schoolId: string,
  userId: string,
  role: 'owner' | 'admin' | 'member',
) {
  await db.insert(member).values({ id: crypto.randomUUID(), organizationId: schoolId, userId, role });
}

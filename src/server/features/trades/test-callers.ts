import { expect } from 'vitest';
import { createTestApp } from '../../testing/test-app';
import { TestClient, uniqueEmail } from '../../testing/test-client';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The app with the testing fixture routes (users are created through better-auth, as in gate.test.ts). */
export const tradesTestApp = () => createTestApp({ enableTestRoutes: true });

/** A new allowed user, signed in; unique per call, since test files share the worker's database. */
export async function allowedCaller(t: TestApp): Promise<{ client: TestClient; userId: string }> {
  const email = uniqueEmail('trades');
  const password = 'segredo123';
  const created = await new TestClient(t.app).json<{ userId: string }>('/api/testing/users', {
    json: { email, password, name: 'Pessoa Trader', allowed: true },
  });
  expect(created.status).toBe(201);
  const client = new TestClient(t.app);
  const signIn = await client.json('/api/auth/sign-in/email', { json: { email, password } });
  expect(signIn.status).toBe(200);
  return { client, userId: created.body.userId };
}

/** A valid trade body; override what the test is about. */
export const tradeBody = (over: Record<string, unknown> = {}) => ({
  date: '2025-03-10',
  time: '09:05',
  type: 'compra',
  contracts: 1,
  instrument: 'WIN',
  entry: '125000',
  exit: '125100',
  ...over,
});

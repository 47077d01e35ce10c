import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { createTestApp } from '../testing/test-app';
import { lastMailTo, TestClient, uniqueEmail } from '../testing/test-client';

/** A real local webhook: records what it receives and answers with the status it is told to. */
function webhook() {
  const received: { body: unknown; contentType: string | undefined }[] = [];
  let status = 204;
  const server: Server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      received.push({ body: JSON.parse(raw || 'null'), contentType: req.headers['content-type'] });
      res.writeHead(status).end();
    });
  });
  return {
    received,
    answer: (s: number) => (status = s),
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`),
        ),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const hook = webhook();
const logLines: string[] = [];
const ADMIN_A = uniqueEmail('aviso-a');
const ADMIN_B = uniqueEmail('aviso-b');
let t: Awaited<ReturnType<typeof createTestApp>>;
let url: string;

beforeAll(async () => {
  url = await hook.start();
  t = await createTestApp(
    { adminEmails: [ADMIN_A], notifyWebhookUrl: url, enableTestRoutes: true },
    { logger: createLogger('error', { write: (line: string) => void logLines.push(line) }) },
  );
  // A second admin by role (not in ADMIN_EMAILS): every admin is told.
  const made = await new TestClient(t.app).json('/api/testing/users', {
    json: { email: ADMIN_B, password: 'segredo123', name: 'Admin B', role: 'admin' },
  });
  expect(made.status).toBe(201);
});
afterAll(() => hook.stop());

async function signUp(email: string, name: string) {
  const res = await new TestClient(t.app).json('/api/auth/sign-up/email', {
    json: { name, email, password: 'segredo123', whatsapp: '11987654321', callbackURL: '/auth/callback' },
  });
  expect(res.status).toBe(200);
}

describe("the new-user notice ('notify-new-user')", () => {
  it('mails every admin and POSTs {user_id, display_name, full_name, created_at} to NOTIFY_WEBHOOK_URL', async () => {
    const email = uniqueEmail('novo');
    await signUp(email, 'Nina Nova');
    const nina = () =>
      hook.received.find((r) => (r.body as { full_name?: string }).full_name === 'Nina Nova');
    await expect.poll(() => Boolean(nina()), { timeout: 5000 }).toBe(true);
    const sent = nina();
    expect(sent?.contentType).toBe('application/json');
    expect(sent?.body).toEqual({
      user_id: expect.any(String),
      display_name: 'Nina Nova',
      full_name: 'Nina Nova',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    // The body carries exactly those fields: no email, no WhatsApp.
    expect(Object.keys(sent?.body as object).sort()).toEqual([
      'created_at',
      'display_name',
      'full_name',
      'user_id',
    ]);
    for (const admin of [ADMIN_A, ADMIN_B]) {
      await expect
        .poll(async () => (await lastMailTo(t.database.db, admin))?.subject ?? '', { timeout: 5000 })
        .toBe('Novo cadastro no MCTrading: Nina Nova');
    }
    // The new user is not told about themself.
    expect((await lastMailTo(t.database.db, email))?.kind).toBe('confirmation');
  });

  it('only logs a failing webhook: the sign-up succeeds and the admins are still mailed', async () => {
    hook.answer(500);
    try {
      const email = uniqueEmail('falha');
      await signUp(email, 'Fábio Falha');
      await expect
        .poll(
          () => hook.received.some((r) => (r.body as { full_name?: string }).full_name === 'Fábio Falha'),
          {
            timeout: 5000,
          },
        )
        .toBe(true);
      await expect
        .poll(() => logLines.some((l) => l.includes('notify-new-user: webhook refused')), { timeout: 5000 })
        .toBe(true);
      const logged = JSON.parse(logLines.find((l) => l.includes('webhook refused')) ?? '{}') as {
        status?: number;
      };
      expect(logged.status).toBe(500);
      await expect
        .poll(async () => (await lastMailTo(t.database.db, ADMIN_A))?.subject ?? '', { timeout: 5000 })
        .toBe('Novo cadastro no MCTrading: Fábio Falha');
    } finally {
      hook.answer(204);
    }
  });

  it('only logs an unreachable webhook', async () => {
    const closed = webhook();
    const deadUrl = await closed.start();
    await closed.stop();
    const lines: string[] = [];
    const app = await createTestApp(
      { notifyWebhookUrl: deadUrl },
      { logger: createLogger('error', { write: (line: string) => void lines.push(line) }) },
    );
    const res = await new TestClient(app.app).json('/api/auth/sign-up/email', {
      json: {
        name: 'Sem Gancho',
        email: uniqueEmail('sem-gancho'),
        password: 'segredo123',
        whatsapp: '11987654321',
      },
    });
    expect(res.status).toBe(200);
    await expect
      .poll(() => lines.some((l) => l.includes('notify-new-user: webhook failed')), { timeout: 8000 })
      .toBe(true);
  });
});

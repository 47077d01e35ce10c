import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Db } from '../db/client';
import { mailQueue } from '../db/schema';
import { TEST_ORIGIN } from './test-app';

type AnyApp = Pick<Hono, 'request'>;

/**
 * A browser-like caller of the in-process app: keeps cookies, sends the app's Origin (as a browser does on
 * every write, which the request guards check), speaks JSON.
 */
export class TestClient {
  private cookies = new Map<string, string>();
  constructor(
    private readonly app: AnyApp,
    /** Socket address the request appears to come from (rate limits are per address): one per client. */
    readonly ip = randomTestIp(),
  ) {}

  /**
   * `json` sends a JSON body; `body` sends anything else as it is (FormData, text: set its content type in
   * `headers`). The app's Origin is sent like a browser's, unless `headers` replaces it (or sets it to '').
   */
  async request(
    path: string,
    init: { method?: string; json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { origin: TEST_ORIGIN, ...init.headers };
    if (headers.origin === '') delete headers.origin;
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const hasBody = init.json !== undefined || init.body !== undefined;
    const res = await this.app.request(
      path.startsWith('http') ? path : `${TEST_ORIGIN}${path}`,
      {
        method: init.method ?? (hasBody ? 'POST' : 'GET'),
        headers,
        body: init.json === undefined ? init.body : JSON.stringify(init.json),
      },
      { incoming: { socket: { remoteAddress: this.ip } } },
    );
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const eqAt = pair?.indexOf('=') ?? -1;
      if (!pair || eqAt < 0) continue;
      const name = pair.slice(0, eqAt).trim();
      const value = pair.slice(eqAt + 1).trim();
      if (value === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  async json<T = unknown>(path: string, init: Parameters<TestClient['request']>[1] = {}) {
    const res = await this.request(path, init);
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T, res };
  }

  /** The same signed-in caller, talking to another app (e.g. one built around a probe route). */
  on(app: AnyApp): TestClient {
    const other = new TestClient(app, this.ip);
    other.cookies = this.cookies;
    return other;
  }

  hasSession(): boolean {
    return [...this.cookies.keys()].some((k) => k.includes('session_token'));
  }
}

let counter = 0;
export function uniqueEmail(prefix = 'trader'): string {
  counter++;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}@example.test`;
}

/**
 * A user made by the testing fixture route (an app with ENABLE_TEST_ROUTES; `fields` as that route takes them:
 * role, allowed…), signed in through better-auth.
 */
export async function fixtureUserSignedIn(
  app: AnyApp,
  fields: Record<string, unknown> = {},
): Promise<{ client: TestClient; userId: string; email: string }> {
  const email = uniqueEmail(typeof fields.role === 'string' ? fields.role : 'fixture');
  const password = 'segredo123';
  const created = await new TestClient(app).json<{ userId: string }>('/api/testing/users', {
    json: { email, password, name: 'Pessoa Teste', ...fields },
  });
  if (created.status !== 201)
    throw new Error(`fixture user: ${created.status} ${JSON.stringify(created.body)}`);
  const client = new TestClient(app);
  const signIn = await client.json('/api/auth/sign-in/email', { json: { email, password } });
  if (signIn.status !== 200) throw new Error(`sign-in: ${signIn.status} ${JSON.stringify(signIn.body)}`);
  return { client, userId: created.body.userId, email };
}

/** The newest queued message to an address, and the first link in it that matches. */
export async function lastMailTo(db: Db, to: string) {
  const rows = await db.select().from(mailQueue).where(eq(mailQueue.to, to));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).at(-1);
}

export function linkIn(text: string, pattern: RegExp): string {
  const links = text.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  const link = links.find((l) => pattern.test(l));
  if (!link) throw new Error(`no link matching ${pattern} in:\n${text}`);
  return link.replace(/&amp;/g, '&');
}

function randomTestIp(): string {
  const n = () => Math.floor(Math.random() * 254) + 1;
  return `10.${n()}.${n()}.${n()}`;
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ImportOptions } from '@/shared/trading/api-contract';
import type { Database, Db } from '../../db/client';
import { tradeImports, trades } from '../../db/schema';
import { TRADES_CHANGED_CHANNEL } from '../../realtime/trade-events';
import { TEST_ORIGIN } from '../../testing/test-app';
import { TestClient, uniqueEmail } from '../../testing/test-client';

type AnyApp = { request: (input: string, init: RequestInit, env: unknown) => Response | Promise<Response> };

const FIXTURES = path.resolve(import.meta.dirname, '../../../shared/trading/imports/fixtures');
export const fixture = (name: string): Uint8Array => new Uint8Array(readFileSync(path.join(FIXTURES, name)));

/** A signed-in allowed user that can send multipart uploads (TestClient speaks JSON only). */
export class Uploader {
  constructor(
    private readonly app: AnyApp,
    private readonly cookie: string,
    readonly userId: string,
    private readonly ip: string,
  ) {}

  request(urlPath: string, init: RequestInit = {}) {
    const headers = { origin: TEST_ORIGIN, cookie: this.cookie, ...(init.headers as Record<string, string>) };
    return this.app.request(
      `${TEST_ORIGIN}${urlPath}`,
      { ...init, headers },
      {
        incoming: { socket: { remoteAddress: this.ip } },
      },
    );
  }

  upload(urlPath: string, bytes: Uint8Array | Blob, options: ImportOptions = {}, name = 'operacoes.csv') {
    const form = new FormData();
    form.append('file', bytes instanceof Blob ? bytes : new Blob([bytes as BlobPart]), name);
    form.append('options', JSON.stringify(options));
    return this.request(urlPath, { method: 'POST', body: form });
  }

  async json<T>(res: Response | Promise<Response>): Promise<{ status: number; body: T }> {
    const r = await res;
    const text = await r.text();
    return { status: r.status, body: (text ? JSON.parse(text) : undefined) as T };
  }
}

/** A new allowed user, created through the testing fixture and signed in through better-auth. */
export async function signInUploader(app: AnyApp): Promise<Uploader> {
  const email = uniqueEmail('importer');
  const password = 'segredo123';
  const created = await new TestClient(app as never).json<{ userId: string }>('/api/testing/users', {
    json: { email, password, name: 'Pessoa Importadora', allowed: true },
  });
  expect(created.status).toBe(201);
  const ip = `10.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}.9`;
  const res = await app.request(
    `${TEST_ORIGIN}/api/auth/sign-in/email`,
    {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    },
    { incoming: { socket: { remoteAddress: ip } } },
  );
  expect(res.status).toBe(200);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return new Uploader(app, cookie, created.body.userId, ip);
}

export async function countsOf(db: Db, userId: string) {
  const [t] = await db.select({ n: count() }).from(trades).where(eq(trades.userId, userId));
  const [i] = await db.select({ n: count() }).from(tradeImports).where(eq(tradeImports.userId, userId));
  return { trades: t?.n ?? 0, imports: i?.n ?? 0 };
}

/** A small Profit-like file in UTF-8 with the given data rows under the standard header. */
export function profitCsv(rows: string[]): Uint8Array {
  const header =
    'Ativo;Abertura;Fechamento;Qtd Compra;Qtd Venda;Lado;Preço Compra;Preço Venda;MEP;MEN;Res. Operação';
  return new TextEncoder().encode([header, ...rows].join('\r\n') + '\r\n');
}

/** Collects the payloads of trades_changed notifications (the user ids), on either driver. */
export async function listenTradesChanged(database: Database) {
  const payloads: string[] = [];
  const stop = await database.listen(TRADES_CHANGED_CHANNEL, (payload) => payloads.push(payload));
  return { payloads, stop };
}

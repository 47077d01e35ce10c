import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createLogger } from '../logger';
import { allowedCaller } from '../features/trades/test-callers';
import { createTestApp } from '../testing/test-app';

it("logs a failed query's error code and request id, never its values", async () => {
  const lines: string[] = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
  const t = await createTestApp({ enableTestRoutes: true }, { logger });
  const { client } = await allowedCaller(t);
  const secret = 'Conta Segredo Pessoal 8431';
  const broker = 'Corretora Confidencial 5527';
  // A database error the app does not expect: a constraint only this test adds (the worker's database is shared
  // by files that run one after another, so it is gone before the next file).
  await t.database.db.execute(
    sql.raw(`alter table trading_accounts add constraint forced_failure check (name <> '${secret}')`),
  );
  try {
    const res = await client.json('/api/accounts', {
      json: { name: secret, broker, currency: 'BRL', startingCapital: '1234,56' },
    });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: 'INTERNAL', message: 'Erro interno. Tente novamente em instantes.' });
    const reqId = res.res.headers.get('x-request-id');
    const errorLine = lines.find((l) => l.includes('"unhandled error"'));
    expect(errorLine).toBeDefined();
    for (const value of [secret, broker, '1234.56', 'Segredo', 'Confidencial']) {
      expect(lines.join('\n')).not.toContain(value);
    }
    const entry = JSON.parse(errorLine ?? '{}') as {
      reqId: string;
      err: { code: string; constraint: string };
    };
    expect(entry.reqId).toBe(reqId);
    expect(entry.err).toMatchObject({ code: '23514', constraint: 'forced_failure' });
  } finally {
    await t.database.db.execute(sql.raw('alter table trading_accounts drop constraint forced_failure'));
  }
});

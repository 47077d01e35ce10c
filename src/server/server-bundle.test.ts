import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildServer } from '../../scripts/server-build';
import { createScratchDatabaseUrl } from './testing/test-database';
import { freePort } from './testing/free-port';
import { spawnServer } from './testing/spawn-server';
import { emptyDataDir, fakeClientDir } from './testing/temp-dirs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('the prebuilt server bundle (what `npm start` runs)', () => {
  // PostgreSQL when TEST_DATABASE_URL is set (a new, empty database), PGlite in a fresh DATA_DIR otherwise.
  it(
    'runs under plain node: migrates, answers /api/health, serves the client and renders a PDF',
    { timeout: 180_000 },
    async () => {
      // Inside the repository, like dist/server: the bundle finds node_modules, the migrations and the fonts
      // from where it is.
      const outDir = path.join(root, '.tmp', `server-bundle-${process.pid}-${Date.now()}`);
      onTestFinished(() => rmSync(outDir, { recursive: true, force: true }));
      await buildServer(outDir);
      // The worker pool's entry is built beside the server's (ADR 027).
      expect(existsSync(path.join(outDir, 'cpu-worker.mjs'))).toBe(true);

      const databaseUrl = await createScratchDatabaseUrl('bundle');
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const server = spawnServer(
        {
          PORT: String(port),
          APP_URL: base,
          DATA_DIR: await emptyDataDir('bundle'),
          CLIENT_DIR: fakeClientDir(),
          ENABLE_TEST_ROUTES: 'true',
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        },
        [path.join(outDir, 'index.mjs')],
      );
      await server.listening;

      const health = await fetch(`${base}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({
        status: 'ok',
        database: databaseUrl ? 'postgres' : 'pglite',
      });

      const page = await fetch(`${base}/dashboard`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<meta name="app-config" content="{');

      // The PDF renderer is a chunk of its own, loaded on demand in a worker of the pool (started on the built
      // cpu-worker.mjs, not the sources), and reads fonts beside its source files.
      const email = `bundle-${Date.now()}@example.test`;
      const created = await fetch(`${base}/api/testing/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ email, password: 'segredo123', name: 'Bundle', role: 'admin' }),
      });
      expect(created.status).toBe(201);
      const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ email, password: 'segredo123' }),
      });
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const pdf = await fetch(`${base}/api/reports/pdf?preset=all`, { headers: { cookie } });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      const ready = server
        .output()
        .stdout.split('\n')
        .find((line) => line.includes('cpu pool: ready'));
      expect(JSON.parse(ready ?? '{}')).toMatchObject({
        worker: expect.stringMatching(/\/cpu-worker\.mjs$/),
      });

      // The .ics parse runs in the same pool (its own lazily loaded chunk): a time zone repeating every second is
      // refused, a sound file read.
      const bls = readFileSync(
        path.join(root, 'src/server/features/calendar/fixtures/bls-2026.ics'),
        'utf8',
      ).replaceAll(/^UID:(.*)$/gm, `UID:$1-bundle-${Date.now()}`);
      const importIcs = (text: string) =>
        fetch(`${base}/api/calendar/import`, {
          method: 'POST',
          headers: { cookie, origin: base, 'content-type': 'text/calendar' },
          body: text,
        });
      const secondly = await importIcs(
        bls.replace('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU', 'RRULE:FREQ=SECONDLY'),
      );
      expect(secondly.status).toBe(422);
      expect(((await secondly.json()) as { code: string }).code).toBe('ICS_INVALID');
      expect((await importIcs(bls)).status).toBe(200);

      server.child.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
    },
  );
});

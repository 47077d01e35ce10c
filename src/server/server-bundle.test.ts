import { rmSync } from 'node:fs';
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

      // The PDF renderer is a chunk of its own, loaded on demand, and reads fonts beside its source files.
      const email = `bundle-${Date.now()}@example.test`;
      const created = await fetch(`${base}/api/testing/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ email, password: 'segredo123', name: 'Bundle', allowed: true }),
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

      server.child.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
    },
  );
});

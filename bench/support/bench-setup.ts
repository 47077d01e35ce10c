import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { setupAuth } from '../../src/server/auth/setup';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { composeLedger } from '../../src/server/ledger-follow-ups';
import type { seedDemo } from '../../src/server/features/dashboard/demo-seed';
import { createLogger } from '../../src/server/logger';

/** What the benches that run the real server share: its database seeded before it starts, its health, a sign-in. */
export { freePort } from '../../src/server/testing/free-port';

/** The database `env` names, migrated, with better-auth on it (mail goes nowhere), for `fn`; closed after. */
export async function withSeedDatabase<T>(
  env: Record<string, string>,
  fn: (deps: Parameters<typeof seedDemo>[0]) => Promise<T>,
): Promise<T> {
  const config = loadConfig(env);
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  try {
    await database.migrate();
    composeLedger();
    const { auth } = setupAuth({
      config,
      db: database.db,
      mailer: { send: async () => {}, stop: async () => {} },
      logger: createLogger('silent'),
    });
    return await fn({ db: database.db, auth });
  } finally {
    await database.close();
  }
}

/** Resolves once `base` answers /api/health (60 s at most by default); fails at once if the server exited. */
const BENCH_SECRET = 'bench-secret-bench-secret-bench-secret-00';

/**
 * The environment of a server a bench starts as `npm start` would (production, on 127.0.0.1:`port`, its own data
 * folder, PostgreSQL when `databaseUrl` is given); `extra` adds or replaces variables.
 */
export function benchServerEnv(opts: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  logLevel?: string;
  extra?: Record<string, string>;
}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    AUTH_SECRET: BENCH_SECRET,
    APP_URL: `http://127.0.0.1:${opts.port}`,
    DATA_DIR: opts.dataDir,
    HOST: '127.0.0.1',
    PORT: String(opts.port),
    LOG_LEVEL: opts.logLevel ?? 'info',
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
    ...opts.extra,
  };
}

export async function waitHealthy(
  base: string,
  exited: () => boolean,
  { pollMs = 200, timeoutMs = 60_000 }: { pollMs?: number; timeoutMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`server at ${base} exited before answering`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
  throw new Error(`server at ${base} did not answer /api/health within ${timeoutMs / 1000} s`);
}

/** Stops a server the bench started: SIGTERM (a graceful stop), SIGKILL if it has not ended within 15 s. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** Signs in by email and password as a browser would; the session's Cookie header. */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * A process and its descendants still running (tsx and node:cluster run the server in children), each visited once
 * by `visit`; one that ends meanwhile is skipped.
 */
export function walkProcessTree(pid: number, visit: (pid: number) => void): void {
  try {
    visit(pid);
    for (const task of readdirSync(`/proc/${pid}/task`))
      for (const child of readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
        .split(' ')
        .filter(Boolean))
        walkProcessTree(Number(child), visit);
  } catch {
    // gone meanwhile
  }
}

/** Resident memory of a process tree, MB. */
export function treeRssMb(pid: number): number {
  let kb = 0;
  walkProcessTree(pid, (p) => {
    kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
  });
  return Math.round(kb / 1024);
}

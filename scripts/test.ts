/**
 * `npm test`: every test. Unit and server integration tests on PGlite, the server suite again on PostgreSQL
 * (TEST_DATABASE_URL, or a throwaway cluster started here when PostgreSQL is installed), then the end-to-end
 * tests in Debian's Chromium against the built app.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureClientBuilt } from './client-build';
import { ensureServerBuilt } from './server-build';
import { SERVER_BUILD } from './build-stamp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const e2eOnly = args.includes('--e2e-only');
const isCI = process.env.CI === 'true' || process.env.CI === '1';
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

function run(label: string, cmd: string, cmdArgs: string[], env: NodeJS.ProcessEnv = {}) {
  console.log(`\n== ${label}`);
  const result = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✗ ${label} falhou.`);
    process.exit(result.status ?? 1);
  }
}

const pgTestServer = path.join(root, 'scripts/pg-test-server.sh');
/** True once this run started the throwaway cluster: only then is it ours to stop (one already running is not). */
let startedPostgres = false;

function stopPostgres() {
  if (!startedPostgres) return;
  startedPostgres = false;
  try {
    execFileSync('bash', [pgTestServer, 'stop'], { stdio: 'ignore' });
  } catch {
    // The stop is best effort: a cluster that is already gone must not turn a green run red.
  }
}

// run() leaves through process.exit on a failure, and Ctrl-C reaches the children first: the cluster stops either way.
process.on('exit', stopPostgres);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopPostgres();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

function postgresUrl(): string | undefined {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const hasPostgres = existsSync('/usr/lib/postgresql');
  if (!hasPostgres) return undefined;
  try {
    const out = execFileSync('bash', [pgTestServer, 'start'], {
      encoding: 'utf8',
    });
    startedPostgres = /PGTEST_STARTED=1/.test(out);
    return /TEST_DATABASE_URL=(\S+)/.exec(out)?.[1];
  } catch (err) {
    const stderr = (err as { stderr?: string }).stderr;
    console.error(`\nO PostgreSQL de teste não subiu:\n${stderr || String(err)}`);
    return undefined;
  }
}

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('\nChromium não encontrado: instalando o pacote chromium do Debian...');
    run('apt-get update', 'apt-get', ['update', '-qq']);
    run('apt-get install chromium', 'apt-get', ['install', '-y', '-qq', 'chromium']);
    return;
  }
  console.error(
    '\nOs testes end-to-end usam o Chromium do Debian em /usr/bin/chromium, que não está instalado.\n' +
      'Instale com:  sudo apt-get install -y chromium\n' +
      '(nunca baixamos um navegador próprio).',
  );
  process.exit(1);
}

if (!e2eOnly) {
  // Known before the long PGlite pass, so CI without PostgreSQL fails at once.
  const pgUrl = postgresUrl();
  if (!pgUrl && isCI) {
    // CI promises both engines (ADR 034): a PostgreSQL that went missing must not turn into a quiet warning.
    console.error(
      '\n✗ PostgreSQL indisponível com CI=true: a suíte do servidor precisa rodar também no PostgreSQL. ' +
        'Instale o pacote postgresql (apt-get install -y postgresql) ou defina TEST_DATABASE_URL.',
    );
    process.exit(1);
  }
  run('vitest: unit + server on PGlite', bin('vitest'), ['run'], { TEST_DATABASE_URL: '' });
  if (pgUrl) {
    run('vitest: server on PostgreSQL', bin('vitest'), ['run', '--project', 'server'], {
      TEST_DATABASE_URL: pgUrl,
    });
    // The end-to-end tests run on PGlite: the cluster is not needed past this point.
    stopPostgres();
  } else {
    console.warn(
      '\n! PostgreSQL não encontrado: a suíte do servidor rodou só no PGlite. ' +
        'Defina TEST_DATABASE_URL ou instale o pacote postgresql para rodá-la também no PostgreSQL.',
    );
  }
}

ensureChromium();
// E2E_CLIENT_DIR and E2E_PORT let several checkouts' e2e runs share one machine.
ensureClientBuilt(process.env.E2E_CLIENT_DIR ? path.resolve(process.env.E2E_CLIENT_DIR) : undefined);
// The end-to-end tests run the server as `npm start` does: the prebuilt bundle (ADR 037).
await ensureServerBuilt();
run(
  'playwright: end-to-end in Chromium',
  bin('playwright'),
  ['test', ...args.filter((a) => a !== '--e2e-only')],
  { E2E_SERVER_BUNDLE: path.join(SERVER_BUILD.outDir, SERVER_BUILD.output) },
);

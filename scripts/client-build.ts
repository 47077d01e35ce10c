import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const inputs = [
  'src/client',
  'src/shared',
  'public',
  'vite.config.ts',
  // Read by vite.config.ts: the manifest, the offline page and the precache list.
  'scripts/pwa-assets.ts',
  'bench/bundle-size.ts',
  'package-lock.json',
  'tsconfig.json',
];

function* files(p: string): Generator<string> {
  if (!existsSync(p)) return;
  if (statSync(p).isDirectory()) {
    for (const name of readdirSync(p).sort()) yield* files(path.join(p, name));
  } else if (!/\.test\.tsx?$/.test(p)) {
    yield p;
  }
}

/** A hash of everything the client bundle is made from, so `npm start` rebuilds only when one of them changed. */
export function clientInputsHash(): string {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(path.join(root, input))) {
      hash.update(path.relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

/** Builds the client into `outDir` (default dist/client) unless the build there is of the current sources. */
export function ensureClientBuilt(outDir = path.join(root, 'dist/client')): void {
  const stampFile = path.join(outDir, '.build-stamp');
  const want = clientInputsHash();
  const have = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
  if (have === want && existsSync(path.join(outDir, 'index.html'))) return;
  console.log('Compilando o cliente (só quando o código mudou)...');
  // In a child process: Vite sets NODE_ENV=production in the process it runs in, which would change the
  // server's configuration.
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn', '--outDir', outDir], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('A compilação do cliente falhou.');
  writeFileSync(stampFile, want + '\n');
}

// `tsx scripts/client-build.ts [outDir]`
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureClientBuilt(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
}

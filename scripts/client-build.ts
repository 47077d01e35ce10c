import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLIENT_BUILD, currentStamp, isBuilt, root, writeStamp } from './build-stamp.mjs';

/** Builds the client into `outDir` (default dist/client) unless the build there is of the current sources. */
export function ensureClientBuilt(outDir = CLIENT_BUILD.outDir): void {
  if (isBuilt(CLIENT_BUILD, outDir)) return;
  // On stderr: stdout is the server's JSON log under npm start, and a bench's JSON under npm run bench.
  const stamp = currentStamp(CLIENT_BUILD);
  console.error('Compilando o cliente (só quando o código mudou)...');
  // In a child process: Vite sets NODE_ENV=production in the process it runs in, which would change the
  // server's configuration.
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn', '--outDir', outDir], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('A compilação do cliente falhou.');
  // The frames the server puts into a page's HTML (scripts/render-frames.tsx), from the client's components; in a
  // child too, so React's server renderer is never loaded into the process that builds.
  const frames = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts/render-frames.tsx'), outDir],
    { cwd: root, stdio: 'inherit' },
  );
  if (frames.status !== 0) throw new Error('A compilação do cliente falhou (quadros das páginas).');
  writeStamp(outDir, stamp);
}

// `tsx scripts/client-build.ts [outDir]`
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureClientBuilt(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
}

// `npm start`: builds the client and the server when their sources changed (scripts/build.ts), then runs the
// prebuilt server in this same process, so signals reach it directly and shutdown is graceful.
// Plain JavaScript run by node alone: under tsx, every module the server loads would pass through its loader
// (~0.6 s before the first line of ours; ADR 037).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { CLIENT_BUILD, isBuilt, root, SERVER_BUILD } from './build-stamp.mjs';

if (!isBuilt(CLIENT_BUILD) || !isBuilt(SERVER_BUILD)) {
  const build = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/build.ts')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// Stack traces name the .ts files and lines (dist/server/index.mjs.map).
process.setSourceMapsEnabled(true);
await import('../dist/server/index.mjs');

/**
 * `npm run dev`: the API on :3000 restarted on every server change (tsx watch), and Vite on :5173 with hot reload,
 * proxying /api to it. Open http://localhost:5173. Ctrl-C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const node = process.execPath;

const children: ChildProcess[] = [
  spawn(
    node,
    [
      path.join(root, 'node_modules/tsx/dist/cli.mjs'),
      'watch',
      '--clear-screen=false',
      'src/server/index.ts',
    ],
    {
      cwd: root,
      stdio: 'inherit',
      // Vite's proxy expects the API on 3000, whatever PORT the developer's shell has.
      env: { ...process.env, PORT: '3000', NODE_ENV: process.env.NODE_ENV ?? 'development' },
    },
  ),
  spawn(node, [path.join(root, 'node_modules/vite/bin/vite.js')], { cwd: root, stdio: 'inherit' }),
];

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.once('exit', (code) => stop(code ?? 0));
process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));

import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { treeRssMb, waitHealthy, walkProcessTree } from './bench-setup';

// LOAD_SERVER_ROOT runs the servers from another checkout (e.g. main's, for a BEFORE figure taken minutes apart
// from the AFTER one with the same load generator).
const root =
  process.env.LOAD_SERVER_ROOT?.trim() || path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TICKS_PER_S = 100; // USER_HZ on Linux

/** CPU seconds (user + system) of a process and of every descendant still running (cluster workers). */
function treeCpuSeconds(pid: number): number {
  let ticks = 0;
  walkProcessTree(pid, (p) => {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  });
  return ticks / TICKS_PER_S;
}

export interface LoadServer {
  base: string;
  pid: number;
  cpuSeconds(): number;
  rssMb(): number;
}

/**
 * The servers under load, each a child process started as `npm start` would (never in the bench's process, so
 * the load generator's CPU is not theirs): one per entry of `ports`, all with `env`. `extraEnv` goes to every one
 * (WORKERS=2 for one node:cluster process instead of two processes). With `cpuProfDir`, each runs with --cpu-prof
 * and writes its profile there when stopped.
 */
export async function startLoadServers(
  env: Record<string, string>,
  ports: number[],
  opts: { cpuProfDir?: string } = {},
): Promise<{ servers: LoadServer[]; stop(): Promise<void> }> {
  const children: { child: ChildProcess; exited: boolean; done: Promise<void> }[] = [];
  const stop = async () => {
    for (const c of children) if (!c.exited) c.child.kill('SIGTERM');
    for (const c of children) {
      await Promise.race([c.done, new Promise((r) => setTimeout(r, 20_000))]);
      if (!c.exited) c.child.kill('SIGKILL');
    }
  };
  try {
    const servers: LoadServer[] = [];
    for (const port of ports) {
      const base = `http://127.0.0.1:${port}`;
      const args = [
        ...(opts.cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${opts.cpuProfDir}`] : []),
        '--import',
        'tsx',
        'src/server/index.ts',
      ];
      const child = spawn(process.execPath, args, {
        cwd: root,
        env: { PATH: process.env.PATH ?? '', ...env, APP_URL: base, PORT: String(port) },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      const entry = { child, exited: false, done: Promise.resolve() };
      entry.done = new Promise<void>((resolve) =>
        child.once('exit', () => {
          entry.exited = true;
          resolve();
        }),
      );
      children.push(entry);
      await waitHealthy(base, () => entry.exited, { timeoutMs: 90_000 });
      const pid = child.pid ?? 0;
      servers.push({ base, pid, cpuSeconds: () => treeCpuSeconds(pid), rssMb: () => treeRssMb(pid) });
    }
    return { servers, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

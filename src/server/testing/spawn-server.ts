import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onTestFinished } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves with the port once the server logs that it listens; rejects if it exits first. */
  listening: Promise<number>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): { stdout: string; stderr: string };
}

/**
 * The real process entry, from its sources (or, with `nodeArgs`, e.g. the prebuilt bundle as `npm start` runs
 * it), so tests see what an operator sees: exit codes, stderr messages, signals. Each test passes its own
 * DATA_DIR; the inherited environment is dropped so the developer's .env or DATABASE_URL never leaks in.
 */
export function spawnServer(
  env: Record<string, string>,
  nodeArgs: string[] = ['--import', 'tsx', 'src/server/index.ts'],
): ServerProcess {
  const child = spawn(process.execPath, nodeArgs, {
    cwd: root,
    env: {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      AUTH_SECRET: 'spawned-server-secret-spawned-server-secret',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A failed assertion must not leave a server holding a port and a DATA_DIR after its test.
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  try {
    onTestFinished(kill);
  } catch {
    // Started in a beforeAll (processes shared by a file's tests): killed when the worker exits, besides the
    // file's own afterAll.
    process.once('exit', kill);
  }
  let stdout = '';
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const listening = new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => {
      stdout += d.toString();
      const match = /"url":"http:\/\/localhost:(\d+)"[^\n]*"msg":"listening"/.exec(stdout);
      if (match) resolve(Number(match[1]));
    });
    void exited.then(({ code }) =>
      reject(new Error(`server exited (${code}) before listening:\n${stdout}\n${stderr}`)),
    );
  });
  // Callers that expect the failure only look at `exited`.
  listening.catch(() => {});
  return { child, listening, exited, output: () => ({ stdout, stderr }) };
}

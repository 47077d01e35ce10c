import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startServer, type RunningServer } from '../server';
import { createLogger } from '../logger';
import { spawnServer } from '../testing/spawn-server';
import { emptyDataDir, tempDir } from '../testing/temp-dirs';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

/** The pid of a process that has just exited: no one holds it for now. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(child.stdout);
}

function writeLock(dataDir: string, holder: { pid: number; host: string }) {
  writeFileSync(
    path.join(dataDir, 'server.lock'),
    JSON.stringify({ ...holder, since: new Date().toISOString() }),
  );
}

describe('lockDataDir', () => {
  it('refuses a second lock while the first is held, and allows it once released', () => {
    const dataDir = tempDir('lock');
    const lock = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(path.join(dataDir, 'server.lock'), 'utf8'))).toMatchObject({
      pid: process.pid,
      host: hostname(),
    });
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    lock.release();
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    lockDataDir(dataDir).release();
  });

  it('takes over a lock left by a process that died', () => {
    const dataDir = tempDir('lock');
    writeLock(dataDir, { pid: deadPid(), host: hostname() });
    const lock = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock file cut short by a crash', () => {
    const dataDir = tempDir('lock');
    writeFileSync(path.join(dataDir, 'server.lock'), '{"pid":');
    lockDataDir(dataDir).release();
  });

  it('refuses a lock held from another machine and says which file to remove', () => {
    const dataDir = tempDir('lock');
    writeLock(dataDir, { pid: 4242, host: 'other-host' });
    expect(() => lockDataDir(dataDir)).toThrow(/processo 4242 da máquina other-host.*server\.lock/s);
  });
});

describe('a second server on the same DATA_DIR', () => {
  let first: RunningServer | undefined;
  afterEach(async () => {
    await first?.stop();
    first = undefined;
  });

  it('is refused with a clear message and a non-zero exit while the first runs', async () => {
    const dataDir = await emptyDataDir('lock');
    const config = loadConfig({
      NODE_ENV: 'test',
      AUTH_SECRET: 'x'.repeat(32),
      DATA_DIR: dataDir,
      PORT: '0',
    });
    first = await startServer(config, { logger: createLogger('silent') });

    const second = spawnServer({ DATA_DIR: dataDir });
    const { code } = await second.exited;
    expect(code).toBe(1);
    expect(second.output().stderr).toContain(
      `A pasta de dados ${dataDir} já está em uso pelo processo ${process.pid}.`,
    );
    // The refused process must not have disturbed the first one.
    const res = await fetch(`http://127.0.0.1:${first.port}/api/health`);
    expect(res.status).toBe(200);
    expect(JSON.parse(readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).pid).toBe(process.pid);
  });

  it('starts over a stale lock left by a server that died', async () => {
    const dataDir = await emptyDataDir('lock');
    writeLock(dataDir, { pid: deadPid(), host: hostname() });
    const server = spawnServer({ DATA_DIR: dataDir });
    const port = await server.listening;
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    expect(JSON.parse(readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).pid).toBe(server.child.pid);
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });
});

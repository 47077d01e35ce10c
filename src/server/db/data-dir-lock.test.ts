import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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

  it('never removes a lock that another starter created after this one saw a stale lock', () => {
    // Two starters found the same stale lock; the other one was faster: it replaced the stale lock with its own
    // while this one was between judging it stale and acting on it.
    const dataDir = tempDir('lock');
    const file = path.join(dataDir, 'server.lock');
    writeLock(dataDir, { pid: deadPid(), host: hostname() });
    const otherStarter = process.ppid; // alive for the whole test
    let interleaved = false;
    expect(() =>
      lockDataDir(dataDir, {
        staleSeen() {
          if (interleaved) return;
          interleaved = true;
          writeFileSync(file, JSON.stringify({ pid: otherStarter, host: hostname(), token: 'fresh' }));
        },
      }),
    ).toThrow(`já está em uso pelo processo ${otherStarter}.`);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: otherStarter, token: 'fresh' });
  });

  it('leaves no temporary or claim files behind', () => {
    const dataDir = tempDir('lock');
    writeLock(dataDir, { pid: deadPid(), host: hostname() });
    const lock = lockDataDir(dataDir);
    expect(readdirSync(dataDir)).toEqual(['server.lock']);
    lock.release();
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('takes over a stale lock whose takeover was cut short by the death of the starter doing it', () => {
    const dataDir = tempDir('lock');
    writeFileSync(
      path.join(dataDir, 'server.lock'),
      JSON.stringify({ pid: deadPid(), host: hostname(), token: 'stale' }),
    );
    writeFileSync(
      path.join(dataDir, 'server.lock.takeover-stale'),
      JSON.stringify({ pid: deadPid(), host: hostname(), token: 'claim' }),
    );
    const lock = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).pid).toBe(process.pid);
    expect(readdirSync(dataDir)).toEqual(['server.lock']);
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

/** A real server start (tsx, PGlite, migrations) takes 5 s on a quiet machine and over 30 s on a loaded one. */
const SERVER_TEST_TIMEOUT = 120_000;

describe('a second server on the same DATA_DIR', () => {
  let first: RunningServer | undefined;
  afterEach(async () => {
    await first?.stop();
    first = undefined;
  });

  it(
    'is refused with a clear message and a non-zero exit while the first runs',
    async () => {
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
    },
    SERVER_TEST_TIMEOUT,
  );

  it(
    'of two servers started at once, one serves and the other is refused',
    async () => {
      const dataDir = await emptyDataDir('lock');
      const servers = [spawnServer({ DATA_DIR: dataDir }), spawnServer({ DATA_DIR: dataDir })];
      const outcome = await Promise.all(
        servers.map((s) =>
          s.listening.then(
            () => 'listening',
            async () => `exit ${(await s.exited).code}`,
          ),
        ),
      );
      expect(outcome.sort()).toEqual(['exit 1', 'listening']);
      const winner = servers.find((s) => s.child.exitCode === null);
      const loser = servers.find((s) => s !== winner);
      expect(loser?.output().stderr).toContain(`já está em uso pelo processo ${winner?.child.pid}.`);
      expect(JSON.parse(readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).pid).toBe(winner?.child.pid);
      winner?.child.kill('SIGTERM');
      expect((await winner?.exited)?.code).toBe(0);
    },
    SERVER_TEST_TIMEOUT,
  );

  it(
    'starts over a stale lock left by a server that died',
    async () => {
      const dataDir = await emptyDataDir('lock');
      writeLock(dataDir, { pid: deadPid(), host: hostname() });
      const server = spawnServer({ DATA_DIR: dataDir });
      const port = await server.listening;
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      expect(JSON.parse(readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).pid).toBe(server.child.pid);
      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);
      expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    },
    SERVER_TEST_TIMEOUT,
  );
});

/** A starter in a process of its own (data-dir-lock.contender.ts), driven line by line. */
class Contender {
  private answers: string[] = [];
  private waiting: ((line: string) => void)[] = [];
  constructor(readonly child: ChildProcess) {
    const lines = createInterface({ input: child.stdout ?? process.stdin });
    lines.on('line', (line) => {
      const next = this.waiting.shift();
      if (next) next(line);
      else this.answers.push(line);
    });
  }

  static start(): Contender {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/db/data-dir-lock.contender.ts'], {
      cwd: root,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    return new Contender(child);
  }

  get pid(): number {
    return this.child.pid ?? -1;
  }

  send(command: Record<string, unknown>): void {
    this.child.stdin?.write(`${JSON.stringify(command)}\n`);
  }

  async answer(): Promise<{ result: string; message?: string }> {
    const queued = this.answers.shift();
    const line = queued ?? (await new Promise<string>((resolve) => this.waiting.push(resolve)));
    return JSON.parse(line) as { result: string; message?: string };
  }
}

describe('starters racing for one DATA_DIR, each in its own process', () => {
  const rounds = 20;
  let contenders: Contender[] = [];

  beforeAll(async () => {
    contenders = [Contender.start(), Contender.start(), Contender.start()];
    for (const c of contenders) expect((await c.answer()).result).toBe('ready');
  }, SERVER_TEST_TIMEOUT);
  afterAll(() => {
    for (const c of contenders) c.child.kill('SIGKILL');
  });

  /** All contenders try at the same instant; exactly one must win, the others be told the folder is in use. */
  async function race(dataDir: string) {
    const at = Date.now() + 100;
    for (const c of contenders) c.send({ cmd: 'try', dir: dataDir, at });
    const results = await Promise.all(contenders.map((c) => c.answer()));
    expect(results.map((r) => r.result).sort(), JSON.stringify(results)).toEqual(['locked', 'locked', 'won']);
    const winner = contenders[results.findIndex((r) => r.result === 'won')];
    if (!winner) throw new Error('no winner');
    for (const r of results)
      if (r.result === 'locked') expect(r.message).toContain(`em uso pelo processo ${winner.pid}.`);
    expect(JSON.parse(readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).pid).toBe(winner.pid);
    expect(readdirSync(dataDir)).toEqual(['server.lock']);
    winner.send({ cmd: 'release' });
    expect((await winner.answer()).result).toBe('released');
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  }

  it(
    `on an empty folder, exactly one wins, ${rounds} times out of ${rounds}`,
    async () => {
      for (let round = 0; round < rounds; round++) await race(tempDir('lock-race'));
    },
    SERVER_TEST_TIMEOUT,
  );

  it(
    `over a stale lock, exactly one takes it over, ${rounds} times out of ${rounds}`,
    async () => {
      const dead = deadPid();
      for (let round = 0; round < rounds; round++) {
        const dataDir = tempDir('lock-race');
        writeLock(dataDir, { pid: dead, host: hostname() });
        await race(dataDir);
      }
    },
    SERVER_TEST_TIMEOUT,
  );
});

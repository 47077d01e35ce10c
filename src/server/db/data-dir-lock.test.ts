import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { loadConfig } from '../config';
import { startServer, type RunningServer } from '../server';
import { createLogger } from '../logger';
import { startTestSmtpServer, waitUntil } from '../mail/test-smtp-server';
import { freePort } from '../testing/free-port';
import { logLines, overHttp } from '../testing/process-pair';
import { TEST_ORIGIN } from '../testing/test-app';
import { TestClient, uniqueEmail } from '../testing/test-client';
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

function writeLock(dataDir: string, holder: { pid: number; host: string; start?: string; since?: string }) {
  writeFileSync(
    path.join(dataDir, 'server.lock'),
    JSON.stringify({ since: new Date().toISOString(), ...holder }),
  );
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** State (field 3) and start time (field 22) of a process, read from /proc as `ps` does. */
function procStat(pid: number): { state: string; start: string } {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0] ?? '', start: fields[19] ?? '' };
}

/** A process that lives until the test ends. `argv0`: the name it runs under (a symlink to node). */
function aliveProcess(argv0 = process.execPath): ChildProcess {
  const child = spawn(argv0, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  onTestFinished(() => void child.kill('SIGKILL'));
  return child;
}

/**
 * A process whose parent never reaps it: `sh` starts `command` in the background, prints its pid, and becomes
 * `sleep`, which never waits for children. Once `command` dies it stays a zombie until the test ends (killing
 * the sleep hands it to PID 1, which reaps it). Lines of the shell's and the command's stdout go to `onLine`.
 */
function unreapedProcess(command: string[], env: Record<string, string> = {}) {
  const parent = spawn('/bin/sh', ['-c', '"$@" & echo "child-pid $!"; exec sleep 600', 'sh', ...command], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  onTestFinished(() => void parent.kill('SIGKILL'));
  let stdout = '';
  let stderr = '';
  parent.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const pid = new Promise<number>((resolve, reject) => {
    parent.stdout?.on('data', (d: Buffer) => {
      stdout += d.toString();
      const match = /^child-pid (\d+)$/m.exec(stdout);
      if (match) resolve(Number(match[1]));
    });
    parent.once('exit', () => reject(new Error(`sh exited:\n${stdout}\n${stderr}`)));
  });
  return { parent, pid, output: () => ({ stdout, stderr }) };
}

/** Kills `pid` with SIGKILL and waits until /proc shows it a zombie (its parent does not reap it). */
async function killIntoZombie(pid: number): Promise<void> {
  process.kill(pid, 'SIGKILL');
  await waitUntil(() => procStat(pid).state === 'Z', 30_000);
  // kill(pid, 0) still succeeds on it: what the lock used to trust.
  expect(() => process.kill(pid, 0)).not.toThrow();
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

  it('records the holder’s start time, which names its process for good', () => {
    const dataDir = tempDir('lock');
    const lock = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).start).toBe(
      procStat(process.pid).start,
    );
    lock.release();
  });

  describe('judging a holder by /proc (Linux)', () => {
    it('takes over a lock whose holder is a zombie (killed, not reaped)', async () => {
      const dataDir = tempDir('lock');
      const holder = unreapedProcess(['sleep', '600']);
      const pid = await holder.pid;
      const { start } = procStat(pid);
      writeLock(dataDir, { pid, host: hostname(), start });
      expect(() => lockDataDir(dataDir)).toThrow(`em uso pelo processo ${pid}.`);
      await killIntoZombie(pid);
      const lock = lockDataDir(dataDir);
      expect(JSON.parse(readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).pid).toBe(process.pid);
      lock.release();
    });

    it('takes over a lock whose pid now belongs to another process (another start time)', () => {
      const dataDir = tempDir('lock');
      const other = aliveProcess();
      const pid = other.pid ?? -1;
      writeLock(dataDir, { pid, host: hostname(), start: procStat(pid).start });
      expect(() => lockDataDir(dataDir)).toThrow(`em uso pelo processo ${pid}.`);
      writeLock(dataDir, { pid, host: hostname(), start: String(Number(procStat(pid).start) - 1) });
      lockDataDir(dataDir).release();
    });

    it('without a start time (an older lock), takes it over from a process started after it was taken', () => {
      const dataDir = tempDir('lock');
      const other = aliveProcess();
      const pid = other.pid ?? -1;
      writeLock(dataDir, { pid, host: hostname() });
      expect(() => lockDataDir(dataDir)).toThrow(`em uso pelo processo ${pid}.`);
      writeLock(dataDir, { pid, host: hostname(), since: new Date(Date.now() - 60 * 60_000).toISOString() });
      lockDataDir(dataDir).release();
    });

    it('reads the state of a holder whose name holds spaces and parentheses', async () => {
      // /proc/<pid>/stat is "pid (name) state …", and the name is the program's: ") Z (" must not read as a zombie.
      const dir = tempDir('lock-name');
      const odd = path.join(dir, 'a) Z (b');
      symlinkSync(process.execPath, odd);
      const holder = aliveProcess(odd);
      const pid = holder.pid ?? -1;
      await waitUntil(() => readFileSync(`/proc/${pid}/stat`, 'utf8').includes('(a) Z (b)'), 10_000);
      const dataDir = tempDir('lock');
      writeLock(dataDir, { pid, host: hostname() });
      expect(() => lockDataDir(dataDir)).toThrow(`em uso pelo processo ${pid}.`);
      writeLock(dataDir, { pid, host: hostname(), start: procStat(pid).start });
      expect(() => lockDataDir(dataDir)).toThrow(`em uso pelo processo ${pid}.`);
    });
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

describe('a server killed with SIGKILL (Linux: the zombie is read in /proc)', () => {
  it(
    'is replaced at once while still a zombie, and the mail it had queued is sent',
    async () => {
      const dataDir = await emptyDataDir('lock-crash');
      // SMTP is down when the mail is queued: it stays in the queue, waiting for a retry.
      const smtpPort = await freePort();
      const env = {
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'info',
        AUTH_SECRET: 'spawned-server-secret-spawned-server-secret',
        APP_URL: TEST_ORIGIN,
        ENABLE_TEST_ROUTES: 'true',
        DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      };
      // The first server's parent never reaps it, as a container's PID 1 without an init: killed, it stays a
      // zombie for as long as the test runs.
      const first = unreapedProcess([process.execPath, '--import', 'tsx', 'src/server/index.ts'], env);
      const firstPid = await first.pid;
      const firstUp = { child: first.parent, output: first.output };
      const [listening] = await logLines(firstUp, /"msg":"listening"/, 1, 90_000);
      const port = Number(/"url":"http:\/\/localhost:(\d+)"/.exec(listening ?? '')?.[1]);

      const email = uniqueEmail('crash');
      const password = 'segredo123';
      const client = new TestClient(overHttp(port));
      const created = await client.json('/api/testing/users', {
        json: { email, password, name: 'Pessoa Trader', allowed: true },
      });
      expect(created.status).toBe(201);
      const link = await client.json('/api/auth/sign-in/magic-link', {
        json: { email, callbackURL: '/dashboard' },
      });
      expect(link.status).toBe(200);
      // Its first attempt failed (connection refused): queued for a retry, no longer leased by the first server.
      await logLines(firstUp, /"msg":"mail not sent; will retry"/, 1, 60_000);

      await killIntoZombie(firstPid);
      expect(JSON.parse(readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).pid).toBe(firstPid);

      const smtp = await startTestSmtpServer({ port: smtpPort });
      onTestFinished(() => smtp.close());
      // A supervisor's immediate restart.
      const second = spawnServer({ DATA_DIR: dataDir, APP_URL: TEST_ORIGIN, SMTP_URL: smtp.url });
      const secondPort = await second.listening;
      // The zombie was there all along: the lock was taken over from it, not from a reaped process.
      expect(procStat(firstPid).state).toBe('Z');
      expect(JSON.parse(readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).pid).toBe(second.child.pid);
      expect((await fetch(`http://127.0.0.1:${secondPort}/api/health`)).status).toBe(200);

      // The mail queued before the crash goes out from the new server (its retry is due within seconds).
      await waitUntil(() => smtp.received.some((m) => m.envelopeTo.includes(email)), 90_000);
      second.child.kill('SIGTERM');
      expect((await second.exited).code).toBe(0);
    },
    SERVER_TEST_TIMEOUT * 2,
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

import { randomUUID } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fstatSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
    readonly holderHost: string = hostname(),
  ) {
    super(
      `A pasta de dados ${dataDir} já está em uso pelo processo ${holderPid}` +
        (holderHost === hostname() ? '' : ` da máquina ${holderHost}`) +
        '. O banco embutido (PGlite) não aceita dois processos ao mesmo tempo: pare o outro servidor ' +
        'ou use outro DATA_DIR. Se tiver certeza de que nenhum servidor usa esta pasta, apague ' +
        `${path.join(dataDir, 'server.lock')}.`,
    );
  }
}

export interface DataDirLock {
  release(): void;
}

/** Seams for tests that need to stop between two steps of a takeover; never passed in production. */
export interface LockTestHooks {
  /** Called once a lock has been judged stale, before anything is done about it. */
  staleSeen?(file: string): void;
}

interface Holder {
  pid: number;
  host: string;
  /** Unique to one acquisition: tells a lock from a later one with the same pid (files written before it lack it). */
  token?: string;
  /**
   * The holder's process start time as Linux counts it (field 22 of /proc/<pid>/stat, clock ticks since boot):
   * with the pid, it names one process for good, so a later process given the same pid is not taken for the
   * holder. Absent off Linux, and in locks written before it.
   */
  start?: string;
  /** When the lock was taken (ISO). */
  since?: string;
}

/** What one read of a lock file found: its holder (undefined when unreadable) and its inode. */
interface Seen {
  holder: Holder | undefined;
  ino: number;
}

/** The locks this process holds. */
const heldHere = new Set<string>();

/** How long a starter waits for another one that is busy taking over a stale lock. */
const WAIT_LIMIT_MS = 5000;

/**
 * PGlite has no lock of its own and two writers corrupt its files, so the server holds an exclusive lock file in
 * DATA_DIR. A lock is stale when its holder is not alive (see `isAlive`: a zombie left by `kill -9` is not, nor a
 * later process that got the same pid). Two rules keep it exclusive when starters race:
 * - the file appears whole or not at all: written under a temporary name, then hard-linked to `server.lock`,
 *   which fails if the name exists. Nobody ever sees a half-written lock, so an unreadable one is debris of a
 *   crash, never a starter at work;
 * - a lock is removed only once proven stale (its pid is dead on this machine, or it is unreadable), and only by
 *   the one starter that claimed that very lock (see `removeStale`), after checking that it is still the same file.
 *   A fresh lock created meanwhile has a new token and is never touched.
 */
export function lockDataDir(dataDir: string, hooks: LockTestHooks = {}): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.lock');
  // A lock file naming our own pid is stale unless this process really holds it (containers reuse pids).
  if (heldHere.has(file)) throw new DataDirLockedError(dataDir, process.pid);
  const token = randomUUID();
  const deadline = Date.now() + WAIT_LIMIT_MS;
  for (;;) {
    if (createExclusive(file, token)) {
      heldHere.add(file);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          heldHere.delete(file);
          // Only our own lock: should anyone have wrongly replaced it, theirs stays.
          if (readLock(file)?.holder?.token === token) rmSync(file, { force: true });
        },
      };
    }
    const seen = readLock(file);
    if (seen) {
      const holder = seen.holder;
      // We cannot tell whether a process on another machine (a shared volume) is alive: refuse.
      if (holder && holder.host !== hostname())
        throw new DataDirLockedError(dataDir, holder.pid, holder.host);
      if (holder && !isStale(holder)) throw new DataDirLockedError(dataDir, holder.pid);
      hooks.staleSeen?.(file);
      removeStale(file, seen);
    }
    // else: released between our attempt and our read; try again.
    if (Date.now() > deadline) throw new Error(`Não foi possível bloquear a pasta de dados ${dataDir}.`);
  }
}

/**
 * Removes `file` if it still is the stale lock `seen`. Several starters may find the same stale lock; each tries
 * to create a claim file named after it, and only the one that succeeds removes it, after reading it again. The
 * claim is what makes "is it still the stale one?" and "remove it" one step: while that lock exists, no one else
 * may remove it. The others wait for the outcome. A claimant that died mid-way left a stale claim, which is taken
 * over by the same rule.
 */
function removeStale(file: string, seen: Seen): void {
  const claim = `${file}.takeover-${identity(seen)}`;
  const token = randomUUID();
  if (createExclusive(claim, token)) {
    try {
      const now = readLock(file);
      if (now && sameLock(seen, now)) rmSync(file, { force: true });
    } finally {
      rmSync(claim, { force: true });
    }
    return;
  }
  const claimant = readLock(claim);
  if (!claimant) return;
  const holder = claimant.holder;
  if (holder && (holder.host !== hostname() || !isStale(holder))) {
    // Another starter is taking over right now (a few microseconds' work): let it finish.
    sleep(5);
    return;
  }
  removeStale(claim, claimant);
}

/** A holder on this machine whose process is gone. Our own pid means a previous life of this pid. */
function isStale(holder: Holder): boolean {
  return holder.pid === process.pid || !isAlive(holder);
}

/**
 * Whether the process that took the lock still runs. `kill(pid, 0)` alone is not enough: it succeeds on a zombie
 * (a server killed with SIGKILL stays one until its parent reaps it, which a container's PID 1 without an init
 * never does) and on any later process given the same pid. On Linux, /proc tells both apart: a zombie ('Z') or a
 * dying process ('X') is not alive, and neither is a process whose start time is not the holder's (or, for a lock
 * written before the start time was kept, one that started after the lock was taken). Elsewhere, kill(pid, 0) is
 * what we know. In doubt (a /proc we cannot read), the holder counts as alive: a wrong "dead" would let two
 * servers write one database, a wrong "alive" only asks the operator to remove the file.
 */
function isAlive(holder: Holder): boolean {
  let someoneElses = false;
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
    someoneElses = true;
  }
  const stat = procStat(holder.pid);
  // Gone from /proc after kill(pid, 0) found it: it died in between. Unless it is another user's, which /proc may
  // hide (hidepid): then we know no more than that it exists.
  if (stat === 'gone') return someoneElses;
  if (!stat) return true;
  if (stat.state === 'Z' || stat.state === 'X' || stat.state === 'x') return false;
  if (holder.start !== undefined) return stat.start === holder.start;
  return !startedAfter(stat.start, holder.since);
}

/**
 * State and start time of a process, from /proc/<pid>/stat; 'gone' when /proc has no such process, undefined where
 * /proc cannot tell (not Linux, or unreadable).
 */
function procStat(pid: number | 'self'): { state: string; start: string } | 'gone' | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    return (code === 'ENOENT' || code === 'ESRCH') && existsSync('/proc/self/stat') ? 'gone' : undefined;
  }
  // "pid (comm) state ppid …": comm is the program's name, which may hold spaces and parentheses, so the fields
  // after it are counted from the last ')'. There, field 3 (state) comes first and field 22 (starttime) 20th.
  const fields = text
    .slice(text.lastIndexOf(')') + 1)
    .trim()
    .split(/\s+/);
  const state = fields[0];
  const start = fields[19];
  if (!state || !start || !/^\d+$/.test(start)) return undefined;
  return { state, start };
}

/**
 * For a lock without the holder's start time: whether the process with its pid started clearly after the lock was
 * taken (so it cannot be the holder). Start time is in clock ticks since boot; USER_HZ is 100 on every Linux
 * architecture Node runs on, and `btime` (boot, in seconds) comes from /proc/stat. Two seconds of margin cover
 * both roundings; anything unreadable answers "no".
 */
function startedAfter(startTicks: string, since: string | undefined): boolean {
  const taken = since ? Date.parse(since) : NaN;
  if (!Number.isFinite(taken)) return false;
  let bootSeconds: number;
  try {
    bootSeconds = Number(/^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'))?.[1]);
  } catch {
    return false;
  }
  if (!Number.isFinite(bootSeconds) || bootSeconds <= 0) return false;
  const startedMs = bootSeconds * 1000 + Number(startTicks) * 10;
  return startedMs > taken + 2000;
}

/** Creates `file` with a complete holder record, or returns false if it exists. */
function createExclusive(file: string, token: string): boolean {
  const temporary = `${file}.${token}.tmp`;
  const fd = openSync(temporary, 'wx', 0o644);
  try {
    const self = procStat('self');
    const start = typeof self === 'object' ? self.start : undefined;
    writeSync(
      fd,
      JSON.stringify({ pid: process.pid, host: hostname(), token, start, since: new Date().toISOString() }),
    );
    // On disk before it has its real name: a power cut must not leave an empty lock behind a live server.
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temporary, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    unlinkSync(temporary);
  }
}

function readLock(file: string): Seen | undefined {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  try {
    return { ino: fstatSync(fd).ino, holder: parseHolder(readFileSync(fd, 'utf8')) };
  } finally {
    closeSync(fd);
  }
}

function parseHolder(text: string): Holder | undefined {
  try {
    const data = JSON.parse(text) as Record<string, unknown>;
    if (typeof data.pid === 'number' && typeof data.host === 'string')
      return {
        pid: data.pid,
        host: data.host,
        ...(typeof data.token === 'string' ? { token: data.token } : {}),
        ...(typeof data.start === 'string' ? { start: data.start } : {}),
        ...(typeof data.since === 'string' ? { since: data.since } : {}),
      };
  } catch {
    // Debris: a lock written by an older version cut short by a crash, or a damaged disk.
  }
  return undefined;
}

/** A name for one lock file that a later one can never share: its token, else (old or unreadable) its inode. */
function identity(seen: Seen): string {
  return seen.holder?.token ?? `inode-${seen.ino}`;
}

/** Every lock this version writes has a fresh token, so a token-less match can only be the very same old file. */
function sameLock(a: Seen, b: Seen): boolean {
  if (a.holder?.token) return b.holder?.token === a.holder.token;
  return !b.holder?.token && b.ino === a.ino;
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

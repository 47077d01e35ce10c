import { randomUUID } from 'node:crypto';
import {
  closeSync,
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
 * DATA_DIR. Two rules keep it exclusive when starters race:
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
  return holder.pid === process.pid || !isAlive(holder.pid);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Creates `file` with a complete holder record, or returns false if it exists. */
function createExclusive(file: string, token: string): boolean {
  const temporary = `${file}.${token}.tmp`;
  const fd = openSync(temporary, 'wx', 0o644);
  try {
    writeSync(
      fd,
      JSON.stringify({ pid: process.pid, host: hostname(), token, since: new Date().toISOString() }),
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
    const data = JSON.parse(text) as { pid?: unknown; host?: unknown; token?: unknown };
    if (typeof data.pid === 'number' && typeof data.host === 'string')
      return {
        pid: data.pid,
        host: data.host,
        ...(typeof data.token === 'string' ? { token: data.token } : {}),
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

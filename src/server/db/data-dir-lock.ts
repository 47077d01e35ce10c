import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
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

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock of its own and two writers corrupt its files, so the server takes an exclusive lock file in
 * DATA_DIR. The file is created with O_EXCL, which is atomic; a lock left by a process that died is taken over.
 */
const heldHere = new Set<string>();

export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.lock');
  // A lock file naming our own pid is stale unless this process really holds it (containers reuse pids).
  if (heldHere.has(file)) throw new DataDirLockedError(dataDir, process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o644);
      writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() }));
      closeSync(fd);
      heldHere.add(file);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          heldHere.delete(file);
          rmSync(file, { force: true });
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readHolder(file);
      if (holder && holder.host === hostname() && isAlive(holder.pid) && holder.pid !== process.pid) {
        throw new DataDirLockedError(dataDir, holder.pid);
      }
      // We cannot tell whether a process on another machine (a shared volume) is alive: refuse.
      if (holder && holder.host !== hostname()) {
        throw new DataDirLockedError(dataDir, holder.pid, holder.host);
      }
      // Stale (the holder died, or the file is unreadable): remove it and try again.
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Não foi possível bloquear a pasta de dados ${dataDir}.`);
}

function readHolder(file: string): { pid: number; host: string } | undefined {
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as { pid?: unknown; host?: unknown };
    if (typeof data.pid === 'number' && typeof data.host === 'string')
      return { pid: data.pid, host: data.host };
  } catch {
    // A lock file cut short by a crash while it was being written.
  }
  return undefined;
}

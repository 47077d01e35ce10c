import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { logLines } from './testing/process-pair';
import { spawnServer } from './testing/spawn-server';
import { createScratchDatabaseUrl } from './testing/test-database';
import { tempDir } from './testing/temp-dirs';

/** The processes whose parent is `pid` (Linux /proc): the cluster's workers. */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        // "pid (comm) state ppid …": comm may hold spaces, so read after the last ')'.
        const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe('WORKERS=2 on PostgreSQL', () => {
  it(
    'serves from two workers, restarts one that dies, and stops all on SIGTERM',
    { timeout: 180_000 },
    async () => {
      const databaseUrl = await createScratchDatabaseUrl('workers');
      if (!databaseUrl) throw new Error('*.pg.test.ts runs with TEST_DATABASE_URL only');
      const server = spawnServer({ DATABASE_URL: databaseUrl, DATA_DIR: tempDir('workers'), WORKERS: '2' });
      const port = await server.listening;
      await logLines(server, /"msg":"all workers listening"/, 1, 120_000);
      const primary = server.child.pid ?? 0;
      const workers = childrenOf(primary);
      expect(workers).toHaveLength(2);
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

      process.kill(workers[0] ?? 0, 'SIGKILL');
      await logLines(server, /"msg":"worker died; restarting"/);
      // The replacement listens on the same port: three "listening" lines in all.
      await logLines(server, /"msg":"listening"/, 3, 120_000);
      expect(childrenOf(primary)).toHaveLength(2);
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

      server.child.kill('SIGTERM');
      const { code } = await server.exited;
      expect(code).toBe(0);
      expect(childrenOf(primary)).toEqual([]);
      expect(server.output().stdout).toMatch(/"role":"primary".*"msg":"stopped"/);
    },
  );
});

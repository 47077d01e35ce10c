import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { spawnServer } from './testing/spawn-server';
import { tempDir } from './testing/temp-dirs';

describe('WORKERS on the embedded database', () => {
  it('is refused at start with a message that says what to do', async () => {
    const dataDir = tempDir('workers');
    const server = spawnServer({ DATA_DIR: dataDir, WORKERS: '2' });
    const { code } = await server.exited;
    expect(code).toBe(1);
    expect(server.output().stderr).toContain(
      'WORKERS: 2 processos precisam de DATABASE_URL (PostgreSQL); o banco embutido (PGlite) funciona com um processo só.',
    );
    // Refused before anything was opened: no database files, no lock.
    expect(readdirSync(dataDir).filter((f) => f === 'server.lock')).toEqual([]);
  });
});

/**
 * A starter of its own, for the race tests in data-dir-lock.test.ts: a separate process that takes the DATA_DIR
 * lock when told, as a server would. One JSON command per stdin line, one JSON answer per stdout line:
 * - {"cmd":"try","dir":…,"at":epochMs}: waits (spinning, not sleeping) until `at`, so that every contender starts
 *   within the same fraction of a millisecond, then tries the lock: {"result":"won"|"locked"|"error"};
 * - {"cmd":"release"}: releases what it holds: {"result":"released"}.
 */
import { createInterface } from 'node:readline';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './data-dir-lock';

const send = (message: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(message)}\n`);
const now = () => performance.timeOrigin + performance.now();

let held: DataDirLock | undefined;
createInterface({ input: process.stdin }).on('line', (line) => {
  const command = JSON.parse(line) as { cmd: 'try'; dir: string; at: number } | { cmd: 'release' };
  if (command.cmd === 'try') {
    while (now() < command.at) {
      // Spin: a timer would wake each contender at a different moment.
    }
    try {
      held = lockDataDir(command.dir);
      send({ result: 'won' });
    } catch (err) {
      send({
        result: err instanceof DataDirLockedError ? 'locked' : 'error',
        message: err instanceof Error ? err.message : String(err),
      });
    }
  } else {
    held?.release();
    held = undefined;
    send({ result: 'released' });
  }
});
send({ result: 'ready', pid: process.pid });

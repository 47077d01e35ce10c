import type { CpuPool } from '../cpu-pool/cpu-pool';
import type { CpuTaskName } from '../cpu-pool/tasks';

/**
 * Resolves when a worker of `pool` starts a task of `name` (its code loaded, its work begun): "it is running"; with
 * the worker's process id.
 */
export function taskStarted(pool: Pick<CpuPool, 'onStart'>, name: CpuTaskName): Promise<number> {
  return new Promise((resolve) => {
    const off = pool.onStart((started, pid) => {
      if (started !== name) return;
      off();
      resolve(pid);
    });
  });
}

import type { CpuPool } from '../cpu-pool/cpu-pool';
import type { CpuTaskName } from '../cpu-pool/tasks';

/** Resolves when a worker of `pool` starts a task of `name` (its code loaded, its work begun): "it is running". */
export function taskStarted(pool: Pick<CpuPool, 'onStart'>, name: CpuTaskName): Promise<void> {
  return new Promise((resolve) => {
    const off = pool.onStart((started) => {
      if (started !== name) return;
      off();
      resolve();
    });
  });
}

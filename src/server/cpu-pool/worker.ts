import { Worker } from 'node:worker_threads';
import { cpuTasks, TASK_RECEIVED, TASK_STARTED, type AnyCpuTask, type CpuTaskMessage } from './tasks';

/**
 * A worker process whose server died hard (SIGKILL, a crash) in the middle of a task that never ends would spin
 * for ever: the time limit lived in the server. A small thread of its own, free while the task holds the main
 * thread, ends the process once its parent is gone.
 */
const ORPHAN_WATCH = `
const { workerData: parent } = require('node:worker_threads');
setInterval(() => { if (process.ppid !== parent) process.kill(process.pid, 'SIGKILL'); }, 1000);
`;
new Worker(ORPHAN_WATCH, { eval: true, workerData: process.ppid }).unref();

/**
 * A worker process's entry (ADR 027): tinypool calls this for each task. Built into dist/server/cpu-worker.mjs for
 * `npm start`; from the sources (dev, tests) the worker runs it under tsx. It tells the pool when the task reaches
 * it, and once the task's code is loaded that the task started: the time limit counts the work, not the wait for a worker or its first load.
 */
export default async function runCpuTask({ id, name, input }: CpuTaskMessage): Promise<unknown> {
  // The task is this worker's now: a failed start of another worker must not hand it back (ADR 054).
  process.send?.({ [TASK_RECEIVED]: id });
  const task = cpuTasks[name] as AnyCpuTask;
  const code = await task.load();
  process.send?.({ [TASK_STARTED]: id, pid: process.pid });
  return task.run(code, input);
}

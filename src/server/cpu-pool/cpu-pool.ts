import { availableParallelism } from 'node:os';
import type { Tinypool } from 'tinypool';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError } from '../http/api-error';
import type { Logger } from '../logger';
import {
  cpuTasks,
  TASK_STARTED,
  type AnyCpuTask,
  type CpuTaskInput,
  type CpuTaskMessage,
  type CpuTaskName,
  type CpuTaskOutput,
} from './tasks';

/** Defined (true) by scripts/server-build.ts in the bundle `npm start` runs; undeclared under tsx and Vitest. */
declare const __MCT_SERVER_BUNDLE__: boolean | undefined;

/**
 * The worker's code. In the bundle, dist/server/cpu-worker.mjs beside the chunk this code is in: the build rewrites
 * each source's `import.meta.url` to the source's own place (ADR 037), but not `import.meta.resolve`, which stays
 * relative to the chunk. From the sources (npm run dev, the tests), worker.ts, compiled by tsx in the worker too.
 */
function workerEntry(): { filename: string; execArgv: string[] } {
  if (typeof __MCT_SERVER_BUNDLE__ !== 'undefined')
    return { filename: import.meta.resolve('./cpu-worker.mjs'), execArgv: [] };
  return { filename: new URL('./worker.ts', import.meta.url).href, execArgv: ['--import', 'tsx'] };
}

/**
 * Workers per server process: the cores left once each process keeps one for its requests (at least one). Two
 * cores and one process: one worker, so a render never takes the core the requests are answered on.
 */
export function defaultThreads(processes = 1): number {
  return Math.max(1, Math.floor(availableParallelism() / processes) - 1);
}

export interface CpuPoolOptions {
  /** A task's running time (from the moment a worker starts it) before its worker is stopped. */
  timeLimitMs: number;
  /**
   * How long a task may wait for a worker (and for its code to load in it) before it is refused with 503: by
   * default twice the time limit, and at least 30 s.
   */
  waitLimitMs?: number;
  /** A worker's JavaScript heap (V8's old generation, `--max-old-space-size`); past it the worker ends. */
  memoryLimitMb: number;
  logger: Logger;
  /** The workers' environment (only this: the server's own variables, secrets included, stay in the server). */
  env?: Record<string, string>;
  /** Worker processes at most (default: defaultThreads()). */
  threads?: number;
  /** How long an idle worker stays before it exits (its modules, React-PDF's ~50 MB, go with it). */
  idleTimeoutMs?: number;
  /** Tasks that may wait for a worker; one more is refused at once (503 SERVER_BUSY). */
  maxQueue?: number;
}

export interface CpuPool {
  /**
   * Runs a task in a worker. A task past its limit answers the task's own refusal (422, what to narrow); the pool
   * full, or no worker starting it within the wait limit, 503 SERVER_BUSY; `signal` (the request's: the client
   * went away) drops the task, or stops its worker, with 499 REQUEST_CANCELLED. `waitLimitMs` replaces the pool's
   * wait limit for this one task.
   */
  run<N extends CpuTaskName>(
    name: N,
    input: CpuTaskInput<N>,
    opts?: { signal?: AbortSignal; waitLimitMs?: number },
  ): Promise<CpuTaskOutput<N>>;
  /** Calls `listener` when a worker starts a task; returns the unsubscribe. */
  onStart(listener: (name: CpuTaskName) => void): () => void;
  /** Workers alive now (0 until the first task, and again once idle ones have exited). */
  threads(): number;
  /** Refuses new tasks and stops the workers (tasks in flight fail): the server's last step before the database. */
  close(): Promise<void>;
}

const DEFAULT_IDLE_TIMEOUT_MS = 30_000;
/** tinypool's refusal when its queue is full (it has no error class of its own). */
const QUEUE_FULL = 'Task queue is at limit';
/** tinypool's error when a worker process ends in a task: V8 aborts a process past its heap limit. */
const WORKER_DIED = 'Worker exited unexpectedly';

const isStarted = (m: unknown): m is { [TASK_STARTED]: number } =>
  typeof m === 'object' && m !== null && TASK_STARTED in m;

/**
 * The one pool of workers for CPU-heavy work (ADR 027): tinypool, loaded on the first task, running each worker in
 * a child process (a process past its heap limit is aborted by V8 whole: a thread would take the server with it),
 * with no worker until then, and none once they have been idle `idleTimeoutMs`. Each task has a time limit,
 * counted from its start in a worker, and a memory limit; its wait for a worker is bounded too.
 */
export function createCpuPool(options: CpuPoolOptions): CpuPool {
  const { timeLimitMs, memoryLimitMb, logger } = options;
  const waitLimitMs = options.waitLimitMs ?? Math.max(2 * timeLimitMs, 30_000);
  const threads = options.threads ?? defaultThreads();
  const startListeners = new Set<(name: CpuTaskName) => void>();
  let pool: Promise<Tinypool> | undefined;
  let opened: Tinypool | undefined;
  let closed = false;
  let nextId = 1;

  const open = () =>
    (pool ??= import('tinypool').then(({ Tinypool }) => {
      const entry = workerEntry();
      const p = new Tinypool({
        runtime: 'child_process',
        filename: entry.filename,
        execArgv: [...entry.execArgv, `--max-old-space-size=${memoryLimitMb}`],
        env: options.env ?? {},
        // Dates and bytes (the PDF) cross as they are.
        serialization: 'advanced',
        minThreads: 0,
        maxThreads: threads,
        idleTimeout: options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS,
        maxQueue: options.maxQueue ?? threads * 4,
      });
      // A worker that fails with no task of its own (a failed start): logged, the next task starts another.
      p.on('error', (err: unknown) => logger.error({ err }, 'cpu pool: worker failed'));
      opened = p;
      logger.info(
        { worker: entry.filename, threads, timeLimitMs, memoryLimitMb },
        'cpu pool: ready (workers start with the first task)',
      );
      return p;
    }));

  async function run<N extends CpuTaskName>(
    name: N,
    input: CpuTaskInput<N>,
    { signal, waitLimitMs: waitFor = waitLimitMs }: { signal?: AbortSignal; waitLimitMs?: number } = {},
  ): Promise<CpuTaskOutput<N>> {
    if (closed) throw new ApiError(503, 'SERVER_BUSY');
    if (signal?.aborted) throw cancelled();
    const p = await open();
    const id = nextId++;
    const stop = new AbortController();
    let why: 'wait' | 'time' | 'caller' | undefined;
    const abort = (reason: 'wait' | 'time' | 'caller') => {
      why ??= reason;
      stop.abort(reason);
    };
    let startedAt: number | undefined;
    let timer = setTimeout(() => abort('wait'), waitFor);
    // The worker's word that the task's code is loaded and its work begins (worker.ts).
    const channel = {
      postMessage(m: unknown) {
        if (!isStarted(m) || m[TASK_STARTED] !== id || startedAt !== undefined) return;
        startedAt = performance.now();
        clearTimeout(timer);
        timer = setTimeout(() => abort('time'), timeLimitMs);
        for (const listener of startListeners) listener(name);
      },
    };
    const onCallerAbort = () => abort('caller');
    signal?.addEventListener('abort', onCallerAbort, { once: true });
    try {
      const message: CpuTaskMessage = { id, name, input };
      return (await p.run(message, { signal: stop.signal, channel })) as CpuTaskOutput<N>;
    } catch (err) {
      const ranMs = startedAt === undefined ? undefined : Math.round(performance.now() - startedAt);
      // A worker that ends in a task was, but for a bug, aborted by V8 at its heap limit.
      const outOfMemory = why === undefined && !closed && (err as Error).message === WORKER_DIED;
      if (why === 'time' || outOfMemory) {
        logger.warn(
          { task: name, limit: outOfMemory ? 'memory' : 'time', ranMs, timeLimitMs, memoryLimitMb },
          'cpu pool: task stopped at its limit',
        );
        throw (cpuTasks[name] as AnyCpuTask).overLimit(input);
      }
      if (why === 'caller') throw cancelled();
      if (why === 'wait' || (err as Error).message === QUEUE_FULL || closed) {
        logger.warn({ task: name, waited: why === 'wait', queued: p.queueSize }, 'cpu pool: busy');
        throw new ApiError(503, 'SERVER_BUSY');
      }
      throw err;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  return {
    run,
    onStart(listener) {
      startListeners.add(listener);
      return () => startListeners.delete(listener);
    },
    threads: () => opened?.threads.length ?? 0,
    async close() {
      closed = true;
      if (pool) await (await pool).destroy();
    },
  };
}

/** nginx's "client closed request": nobody reads it, but the access log says what happened. */
const cancelled = () => new ApiError(499 as ContentfulStatusCode, 'REQUEST_CANCELLED');

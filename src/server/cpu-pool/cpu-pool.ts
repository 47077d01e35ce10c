import { availableParallelism } from 'node:os';
import type { Tinypool } from 'tinypool';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError } from '../http/api-error';
import type { Logger } from '../logger';
import {
  cpuTasks,
  TASK_RECEIVED,
  TASK_STARTED,
  type AnyCpuTask,
  type CpuTaskInput,
  type CpuTaskMessage,
  type CpuTaskName,
  type CpuTaskOutput,
} from './tasks';
import { createSlots, SlotsFull } from './slots';

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
  /** Tasks that may wait for a worker; one more is refused at once (503 SERVER_BUSY). Default: 4 a worker. */
  maxQueue?: number;
}

export interface CpuPool {
  /**
   * Runs a task in a worker. A task past its limit answers the task's own refusal (422, what to narrow); the pool
   * full, or no worker starting it within the wait limit, 503 SERVER_BUSY; `signal` (the request's: the client
   * went away) drops the task, or stops its worker, with 499 REQUEST_CANCELLED. A worker that ends in the task, or
   * fails to start for it, is replaced and the task runs once more; ending again in its work is its memory limit
   * (the task's refusal), failing again to start 503 HEAVY_TASK_FAILED. `waitLimitMs` replaces the pool's wait
   * limit for this one task.
   */
  run<N extends CpuTaskName>(
    name: N,
    input: CpuTaskInput<N>,
    opts?: { signal?: AbortSignal; waitLimitMs?: number },
  ): Promise<CpuTaskOutput<N>>;
  /** Calls `listener` when a worker (process `pid`) starts a task; returns the unsubscribe. */
  onStart(listener: (name: CpuTaskName, pid: number) => void): () => void;
  /** Workers alive now (0 until the first task, and again once idle ones have exited). */
  threads(): number;
  /** Refuses new tasks and stops the workers (tasks in flight fail): the server's last step before the database. */
  close(): Promise<void>;
}

const DEFAULT_IDLE_TIMEOUT_MS = 30_000;
/** tinypool's error when a worker process ends in a task: V8 aborts a process past its heap limit. */
const WORKER_DIED = 'Worker exited unexpectedly';
/** Node's errors for a message sent to a worker process that has just ended. */
const CHANNEL_GONE = new Set(['ERR_IPC_CHANNEL_CLOSED', 'EPIPE', 'ECONNRESET']);
/** The abort reason of an attempt handed back because a worker failed to start (see the pool's 'error'). */
const REQUEUE = Symbol('requeue');

/** A worker that ended under a task: tinypool's own errors are Errors; a task's error arrives as a plain object. */
const workerEnded = (err: unknown) =>
  err instanceof Error &&
  (err.message === WORKER_DIED || CHANNEL_GONE.has((err as NodeJS.ErrnoException).code ?? ''));

const isStarted = (m: unknown): m is { [TASK_STARTED]: number; pid: number } =>
  typeof m === 'object' && m !== null && TASK_STARTED in m;
const isReceived = (m: unknown): m is { [TASK_RECEIVED]: number } =>
  typeof m === 'object' && m !== null && TASK_RECEIVED in m;

/** One attempt of a task, handed to tinypool; `pid`, its worker's, once it started. */
interface InFlight {
  /** A worker has it (it is no longer waiting in tinypool's queue). */
  received: boolean;
  started: boolean;
  pid?: number;
  requeue: () => void;
}

/**
 * The one pool of workers for CPU-heavy work (ADR 027): tinypool, loaded on the first task, running each worker in
 * a child process (a process past its heap limit is aborted by V8 whole: a thread would take the server with it),
 * with no worker until then, and none once they have been idle `idleTimeoutMs`. Each task has a time limit,
 * counted from its start in a worker, and a memory limit; its wait for a worker is bounded too. Tasks wait in the
 * pool's own queue, not tinypool's (ADR 054).
 */
export function createCpuPool(options: CpuPoolOptions): CpuPool {
  const { timeLimitMs, memoryLimitMb, logger } = options;
  const waitLimitMs = options.waitLimitMs ?? Math.max(2 * timeLimitMs, 30_000);
  const threads = options.threads ?? defaultThreads();
  const startListeners = new Set<(name: CpuTaskName, pid: number) => void>();
  const slots = createSlots(threads, options.maxQueue ?? threads * 4);
  const inFlight = new Set<InFlight>();
  /** Workers seen starting a task; of those, the ones V8 aborted (SIGABRT: past their heap limit). */
  const watched = new Set<number>();
  const heapAborted = new Set<number>();
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
        // Never more tasks than workers reach tinypool (the slots): room for them all, whatever it counts.
        maxQueue: threads,
      });
      // A worker that fails with no task of its own (a failed start). tinypool starts no other for the tasks that
      // waited for it: they are handed back and run again, each on a worker of its own.
      p.on('error', (err: unknown) => {
        logger.error({ err, waiting: p.queueSize }, 'cpu pool: worker failed');
        if (p.queueSize === 0) return;
        // Only those still in tinypool's queue: stopping one a worker already holds would end that worker too.
        for (const flight of inFlight) if (!flight.received) flight.requeue();
      });
      opened = p;
      logger.info(
        { worker: entry.filename, threads, timeLimitMs, memoryLimitMb },
        'cpu pool: ready (workers start with the first task)',
      );
      return p;
    }));

  /**
   * Notes how a worker process ends: V8 past the heap limit aborts it (SIGABRT), and that task is not run again.
   * tinypool's own 'exit' listener comes first, and fails the task before this runs, but a rejection is handled a
   * turn later, when this has run.
   */
  function watchExit(p: Tinypool, pid: number) {
    if (watched.has(pid)) return;
    const worker = p.threads.find((w) => w.threadId === pid);
    if (!worker) return;
    watched.add(pid);
    worker.once('exit', (_code: number | null, signal: NodeJS.Signals | null) => {
      watched.delete(pid);
      if (signal === 'SIGABRT') heapAborted.add(pid);
    });
  }

  async function run<N extends CpuTaskName>(
    name: N,
    input: CpuTaskInput<N>,
    { signal, waitLimitMs: waitFor = waitLimitMs }: { signal?: AbortSignal; waitLimitMs?: number } = {},
  ): Promise<CpuTaskOutput<N>> {
    if (closed) throw new ApiError(503, 'SERVER_BUSY');
    if (signal?.aborted) throw cancelled();
    const p = await open();
    const stop = new AbortController();
    let why: 'wait' | 'time' | 'caller' | undefined;
    const abort = (reason: 'wait' | 'time' | 'caller') => {
      why ??= reason;
      stop.abort(reason);
    };
    let startedAt: number | undefined;
    let timer = setTimeout(() => abort('wait'), waitFor);
    const onCallerAbort = () => abort('caller');
    signal?.addEventListener('abort', onCallerAbort, { once: true });
    let holding = false;
    /** The task's own answer at its time or memory limit, logged. */
    const atLimit = (limit: 'time' | 'memory', ranMs: number | undefined) => {
      logger.warn(
        { task: name, limit, ranMs, ...(limit === 'time' ? { timeLimitMs } : {}), memoryLimitMb },
        'cpu pool: task stopped at its limit',
      );
      return (cpuTasks[name] as AnyCpuTask).overLimit(input);
    };
    try {
      await slots.take(stop.signal);
      holding = true;
      for (let attempt = 1; ; attempt++) {
        if (closed) throw new ApiError(503, 'SERVER_BUSY');
        const id = nextId++;
        // Its own stop, so that a worker that failed to start can hand this attempt back (requeue).
        const attemptStop = new AbortController();
        const onStop = () => attemptStop.abort(stop.signal.reason);
        stop.signal.addEventListener('abort', onStop, { once: true });
        const flight: InFlight = {
          received: false,
          started: false,
          requeue: () => attemptStop.abort(REQUEUE),
        };
        // The worker's word that the task's code is loaded and its work begins (worker.ts).
        const channel = {
          postMessage(m: unknown) {
            if (isReceived(m) && m[TASK_RECEIVED] === id) flight.received = true;
            if (!isStarted(m) || m[TASK_STARTED] !== id || flight.started) return;
            flight.started = true;
            flight.pid = m.pid;
            watchExit(p, m.pid);
            startedAt = performance.now();
            clearTimeout(timer);
            timer = setTimeout(() => abort('time'), timeLimitMs);
            for (const listener of startListeners) listener(name, m.pid);
          },
        };
        inFlight.add(flight);
        try {
          const message: CpuTaskMessage = { id, name, input };
          return (await p.run(message, { signal: attemptStop.signal, channel })) as CpuTaskOutput<N>;
        } catch (err) {
          const requeued = attemptStop.signal.reason === REQUEUE;
          if (why !== undefined || closed || !(requeued || workerEnded(err))) throw err;
          const ranMs = startedAt === undefined ? undefined : Math.round(performance.now() - startedAt);
          if (flight.pid !== undefined && heapAborted.delete(flight.pid)) throw atLimit('memory', ranMs);
          if (attempt === 1) {
            // A worker ends for reasons not the task's (the system's OOM killer, a crash, one that could not
            // start on a loaded machine): the task runs again on a new one, with its wait counted afresh.
            logger.warn(
              { task: name, started: flight.started, ranMs, err },
              'cpu pool: the worker ended in a task; it runs again on a new worker',
            );
            startedAt = undefined;
            clearTimeout(timer);
            timer = setTimeout(() => abort('wait'), waitFor);
            continue;
          }
          // Ended twice in its work, and not by V8: what ends a worker again and again in one task is, but for a
          // bug, the system short of memory for it (its OOM killer).
          if (flight.started) throw atLimit('memory', ranMs);
          logger.error({ task: name, err }, 'cpu pool: no worker could run the task');
          throw new ApiError(503, 'HEAVY_TASK_FAILED');
        } finally {
          inFlight.delete(flight);
          stop.signal.removeEventListener('abort', onStop);
        }
      }
    } catch (err) {
      const ranMs = startedAt === undefined ? undefined : Math.round(performance.now() - startedAt);
      if (why === 'time') throw atLimit('time', ranMs);
      if (why === 'caller') throw cancelled();
      if (why === 'wait' || err instanceof SlotsFull || closed) {
        logger.warn({ task: name, waited: why === 'wait', queued: slots.waiting() }, 'cpu pool: busy');
        throw new ApiError(503, 'SERVER_BUSY');
      }
      throw err;
    } finally {
      clearTimeout(timer);
      if (holding) slots.release();
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

import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config';
import type { Logger } from './logger';

/*
 * Why these numbers:
 * - RESTART_FIRST_DELAY_MS / RESTART_MAX_DELAY_MS: a worker that crashes once is back within a second; one that
 *   crashes at every start (the database is gone) is retried every 30 s instead of spinning the CPU.
 * - STABLE_MS: a worker that lived this long was healthy; its crash starts the backoff over.
 * - STOP_GRACE_MS: a worker stops within ~10 s (requests in flight, ADR 034's shutdown); past this the primary
 *   kills it rather than hang a deploy.
 */
const RESTART_FIRST_DELAY_MS = 1_000;
const RESTART_MAX_DELAY_MS = 30_000;
const STABLE_MS = 60_000;
const STOP_GRACE_MS = 20_000;

/**
 * WORKERS > 1 (PostgreSQL only, checked by loadConfig): this process becomes the primary of node:cluster. It opens
 * no database and serves nothing; it forks the workers — each a whole server (src/server/server.ts) listening on
 * the same PORT, the primary handing out connections — restarts one that dies, and passes SIGTERM/SIGINT on for a
 * graceful stop of all. Sessions, rate limits, live updates, mail and jobs already live in PostgreSQL, so workers
 * share nothing in memory (ADR 019).
 *
 * A worker that fails while the cluster starts (port in use, bad database URL) stops everything with exit code 1:
 * restarting it would only repeat the error it already printed.
 */
export function runPrimary(config: Config, logger: Logger): void {
  const log = logger.child({ role: 'primary' });
  let stopping = false;
  let failed = false;
  let starting = true;
  let delay = RESTART_FIRST_DELAY_MS;
  let listeningCount = 0;
  const startedAt = new Map<Worker, number>();

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    worker.once('listening', () => {
      listeningCount++;
      if (starting && listeningCount >= config.workers) {
        starting = false;
        log.info({ workers: config.workers, port: config.port }, 'all workers listening');
      }
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? Date.now());
    startedAt.delete(worker);
    if (starting && !stopping) {
      log.error({ worker: worker.id, code, signal }, 'a worker failed to start; stopping');
      stopping = true;
      failed = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    }
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        log.info('stopped');
        process.exit(failed ? 1 : 0);
      }
      return;
    }
    if (lived >= STABLE_MS) delay = RESTART_FIRST_DELAY_MS;
    log.error({ worker: worker.id, code, signal, restartInMs: delay }, 'worker died; restarting');
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
    delay = Math.min(delay * 2, RESTART_MAX_DELAY_MS);
  });

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const workers = Object.values(cluster.workers ?? {});
    if (!workers.length) process.exit(0);
    // A terminal's Ctrl-C reaches the workers too; a second signal is harmless (their stop() runs once).
    for (const w of workers) w?.process.kill('SIGTERM');
    setTimeout(() => {
      log.error('workers did not stop in time; killing them');
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_GRACE_MS).unref();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  log.info({ workers: config.workers, pid: process.pid }, 'starting workers');
  for (let i = 0; i < config.workers; i++) fork();
}

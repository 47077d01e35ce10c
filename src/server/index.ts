import cluster from 'node:cluster';
import { runPrimary } from './cluster';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { createLogger } from './logger';
import { PortInUseError, startServer } from './server';

/** Errors an operator can fix by reading one line; anything else is a bug and keeps its stack trace. */
const explained = [ConfigError, DataDirLockedError, PortInUseError];

async function main() {
  const config = loadConfig();
  // WORKERS > 1: this process only supervises; each forked worker runs this file again and is a whole server.
  if (cluster.isPrimary && config.workers > 1) {
    runPrimary(config, createLogger(config.logLevel));
    return;
  }
  const logger = cluster.isWorker
    ? createLogger(config.logLevel).child({ worker: cluster.worker?.id })
    : undefined;
  const running = await startServer(config, logger ? { logger } : {});
  const shutdown = (signal: string) => {
    running.logger.info({ signal }, 'shutting down');
    running.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        running.logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  if (explained.some((type) => err instanceof type)) console.error((err as Error).message);
  else console.error('Falha ao iniciar o servidor:', err);
  process.exit(1);
});

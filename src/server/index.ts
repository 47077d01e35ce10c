import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { PortInUseError, startServer } from './server';

/** Errors an operator can fix by reading one line; anything else is a bug and keeps its stack trace. */
const explained = [ConfigError, DataDirLockedError, PortInUseError];

async function main() {
  const config = loadConfig();
  const running = await startServer(config);
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

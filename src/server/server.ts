import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import pg from 'pg';
import { createApp } from './app';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { lockDataDir, type DataDirLock } from './db/data-dir-lock';
import { defaultClientDir } from './http/static';
import { listenHttp } from './http/unread-body';
import { createLogger, type Logger } from './logger';
import { seedShippedEvents } from './features/calendar/calendar.service';
import { createServices } from './services';

export class PortInUseError extends Error {
  override name = 'PortInUseError';
  constructor(
    readonly port: number,
    readonly host: string,
  ) {
    super(
      `A porta ${port} já está em uso (${host}). Pare o programa que a usa ou escolha outra com PORT, ` +
        `por exemplo: PORT=${port + 1} npm start`,
    );
  }
}

/**
 * Several processes starting together on one PostgreSQL (WORKERS, or several machines) would race drizzle's
 * migrator (each sees a migration missing and applies it: the second fails on "already exists") and the seed. A
 * session-level advisory lock, held on a connection of its own, lets one migrate while the others wait, then find
 * nothing left to do. PGlite is one process per DATA_DIR (its lock file): nothing to race.
 */
export const STARTUP_LOCK = 815_001;
async function underStartupLock(databaseUrl: string | undefined, work: () => Promise<void>): Promise<void> {
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'mctrading-startup' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    await work();
  } finally {
    // Ending the connection releases the lock even if the unlock itself fails.
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
    await client.end().catch(() => {});
  }
}

export interface RunningServer {
  url: string;
  port: number;
  database: Database;
  logger: Logger;
  /** Stops accepting, lets requests in flight finish, closes the database and releases DATA_DIR. */
  stop(): Promise<void>;
}

export async function startServer(
  config: Config,
  opts: { clientDir?: string; logger?: Logger } = {},
): Promise<RunningServer> {
  const logger = opts.logger ?? createLogger(config.logLevel);
  let lock: DataDirLock | undefined;
  if (!config.databaseUrl) lock = lockDataDir(config.dataDir);

  let database: Database | undefined;
  try {
    database = await openDatabase(
      config.databaseUrl
        ? { databaseUrl: config.databaseUrl, poolMax: config.databasePoolMax }
        : { dataDir: config.dataDir },
    );
    const opened = database;
    await underStartupLock(config.databaseUrl, async () => {
      await opened.migrate();
      // The economic calendar's shipped events: only the missing ones are added (docs/calendar.md).
      await seedShippedEvents(opened.db);
    });
  } catch (err) {
    await database?.close().catch(() => {});
    lock?.release();
    throw err;
  }

  const services = await createServices({ config, database, logger, runJobs: true });
  const app = createApp({
    ...services,
    config,
    database,
    logger,
    clientDir: opts.clientDir ?? config.clientDir ?? defaultClientDir,
  });
  let server: Server;
  try {
    // An answer given before a body was read (a 413) reaches the client whole: http/unread-body.ts.
    server = await listenHttp(app.fetch, config.port, config.host);
  } catch (err) {
    // A busy port must not leave the database open or DATA_DIR locked behind it.
    await services.cpuPool.close();
    await services.jobs.stop();
    await services.tradesFeed.stop();
    await services.mailer.stop();
    await services.blobs.close().catch(() => {});
    await database.close().catch(() => {});
    lock?.release();
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE')
      throw new PortInUseError(config.port, config.host);
    throw err;
  }
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  logger.info(
    { url, database: database.kind, dataDir: config.databaseUrl ? undefined : config.dataDir },
    'listening',
  );

  let stopping: Promise<void> | undefined;
  const db = database;
  return {
    url,
    port,
    database: db,
    logger,
    stop() {
      stopping ??= (async () => {
        // Open event streams would otherwise count as requests in flight and hold close() for 10 s.
        const feedStopped = services.tradesFeed.stop();
        await new Promise<void>((resolve) => {
          // Keep-alive sockets with no request in flight would hold close() open, for as long as the keep-alive
          // timeout (65 s): those idle now, and each one whose last request (an event stream the feed's stop
          // ends, say) finishes meanwhile.
          const sweep = setInterval(() => server.closeIdleConnections(), 50);
          const done = () => {
            clearInterval(sweep);
            resolve();
          };
          server.close(done);
          server.closeIdleConnections();
          // A request that never ends must not keep the process alive forever.
          setTimeout(() => {
            server.closeAllConnections();
            done();
          }, 10_000).unref();
        });
        await feedStopped;
        // Requests are answered or cut by now: a render still running has nobody to answer.
        await services.cpuPool.close();
        await services.jobs.stop();
        await services.mailer.stop();
        await services.blobs.close();
        await db.close();
        lock?.release();
        logger.info('stopped');
      })();
      return stopping;
    },
  };
}

import type { Config } from './config';
import type { Database } from './db/client';
import { setupAuth } from './auth/setup';
import { syncConfiguredAdmins } from './user/profile';
import { appJobs } from './jobs/catalogue';
import { createJobRunner } from './jobs/runner';
import { composeLedger } from './ledger-follow-ups';
import type { Logger } from './logger';
import { createMailer } from './mail/mailer';
import { startTradesFeed } from './realtime/trades-feed';
import { startRequestCache } from './cache/request-cache';
import { createCpuPool, defaultThreads } from './cpu-pool/cpu-pool';
import { blobStoreFromConfig } from './storage/blob-store-from-config';

/** Everything the routes use beyond config and database, built once per process (or per test app). */
export async function createServices({
  config,
  database,
  logger,
  mailPollMs,
  runJobs = false,
}: {
  config: Config;
  database: Database;
  logger: Logger;
  mailPollMs?: number;
  /**
   * Start the periodic jobs (a server process). Test apps leave them idle, so a cleanup never deletes rows a test
   * is using; they run one with `jobs.runNow`.
   */
  runJobs?: boolean;
}) {
  const mailer = createMailer({
    db: database.db,
    config,
    logger,
    ...(mailPollMs ? { pollMs: mailPollMs } : {}),
  });
  // The trade writes' follow-ups, before any job or route can write (createApp wires them again, idempotently).
  composeLedger(logger);
  const { auth, rateLimiter } = setupAuth({ config, db: database.db, mailer, logger });
  await syncConfiguredAdmins(database.db, config.adminEmails);
  // The process's LISTEN for trade changes (dashboard events and cache); stopped before the server closes.
  const tradesFeed = await startTradesFeed(database, logger);
  // Sessions and per-user rows of the request path, dropped through their own LISTEN (ADR 020).
  const requestCache = await startRequestCache(database, logger, sessionTimes(auth.options.session));
  // Where the screenshots live: DATA_DIR/attachments, or STORAGE_URL's bucket (shared by every process).
  const blobs = await blobStoreFromConfig(config);
  // Periodic work, claimed through the jobs table so several processes run each job once (ADR 019).
  const jobs = createJobRunner({
    db: database.db,
    logger,
    jobs: appJobs({
      appUrl: config.appUrl,
      secret: config.authSecret,
      testing: config.enableTestRoutes,
      blobs,
    }),
  });
  if (runJobs) await jobs.start();
  // Heavy CPU work (PDFs, the .ics parse) off the request thread, with a time and memory limit (ADR 027); no
  // worker exists until the first such request.
  const cpuPool = createCpuPool({
    timeLimitMs: config.heavyTaskTimeLimitMs,
    memoryLimitMb: config.heavyTaskMemoryMb,
    threads: defaultThreads(config.workers),
    // React picks its production build by NODE_ENV, as the server does.
    env: { NODE_ENV: config.nodeEnv },
    logger,
  });
  return { mailer, auth, rateLimiter, tradesFeed, requestCache, jobs, cpuPool, blobs };
}

export type Services = Awaited<ReturnType<typeof createServices>>;

/** better-auth's session lifetime and refresh age (seconds), as configured in auth.ts. */
function sessionTimes(s: { expiresIn?: number; updateAge?: number } | undefined) {
  return { expiresIn: s?.expiresIn ?? 60 * 60 * 24 * 7, updateAge: s?.updateAge ?? 60 * 60 * 24 };
}

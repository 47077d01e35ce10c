import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../app';
import { loadConfig, type Config } from '../config';
import { createLogger, type Logger } from '../logger';
import { createServices } from '../services';
import { getTestDatabase } from './test-database';

export const TEST_ORIGIN = 'http://localhost:3000';

/**
 * The real app over the worker's test database, for route tests through `app.request()`. Mail goes to the real
 * queue (and a temporary outbox), so tests read what was sent from the mail_queue table.
 */
export async function createTestApp(overrides: Partial<Config> = {}, opts: { logger?: Logger } = {}) {
  const database = await getTestDatabase();
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      AUTH_SECRET: 'test-secret-test-secret-test-secret-00',
      APP_URL: TEST_ORIGIN,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mct-test-')),
    }),
    ...overrides,
  };
  const logger = opts.logger ?? createLogger('silent');
  // A long poll: tests read the queue, and the sender's timer must not keep the worker busy.
  const services = await createServices({ config, database, logger, mailPollMs: 60 * 60 * 1000 });
  const app = createApp({ ...services, config, database, logger, clientDir: config.clientDir });
  return { app, database, config, ...services };
}

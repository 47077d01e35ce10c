import { createApp } from '../app';
import { loadConfig, type Config } from '../config';
import { createLogger } from '../logger';
import { getTestDatabase } from './test-database';

/** The real app over the worker's test database, for route tests through `app.request()`. */
export async function createTestApp(overrides: Partial<Config> = {}) {
  const database = await getTestDatabase();
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', AUTH_SECRET: 'test-secret-test-secret-test-secret-00' }),
    ...overrides,
  };
  const app = createApp({ config, database, logger: createLogger('silent') });
  return { app, database, config };
}

import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import type { PublicConfig } from '@/shared/public-config';
import type { Config } from './config';
import type { Database } from './db/client';
import { healthRoutes } from './features/health/health.routes';
import { securityHeaders } from './http/security-headers';
import { mountClient } from './http/static';
import type { Logger } from './logger';

export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  /** Folder of the built client; omitted in API-only tests. */
  clientDir?: string;
}

export type AppEnv = { Variables: { requestId: string } };

export function createApp(deps: AppDeps) {
  const { config, logger } = deps;
  const app = new Hono<AppEnv>();

  app.use('*', requestId());
  app.use('*', async (c, next) => {
    const start = performance.now();
    await next();
    const ms = Math.round((performance.now() - start) * 10) / 10;
    logger.info(
      { reqId: c.get('requestId'), method: c.req.method, path: c.req.path, status: c.res.status, ms },
      'request',
    );
  });
  app.use('*', securityHeaders({ https: config.appUrl.startsWith('https://') }));
  app.use('*', compress());

  const api = new Hono<AppEnv>();
  api.route('/health', healthRoutes(deps));
  api.all('*', (c) => c.json({ code: 'NOT_FOUND', message: 'Rota não encontrada.' }, 404));
  app.route('/api', api);

  app.onError((err, c) => {
    logger.error({ reqId: c.get('requestId'), err }, 'unhandled error');
    return c.json({ code: 'INTERNAL', message: 'Erro interno. Tente novamente em instantes.' }, 500);
  });

  if (deps.clientDir) mountClient(app, deps.clientDir, publicConfig(config));
  return app;
}

export type App = ReturnType<typeof createApp>;

export function publicConfig(config: Config): PublicConfig {
  return {
    supportWhatsapp: config.supportWhatsapp,
    instagramUrl: config.instagramUrl,
    googleEnabled: Boolean(config.google),
  };
}

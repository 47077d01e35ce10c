import { Hono } from 'hono';
import type { Database } from '../../db/client';

export function healthRoutes({ database }: { database: Database }) {
  return new Hono().get('/', async (c) => {
    const ok = await database.ping();
    c.header('Cache-Control', 'no-store');
    return c.json({ status: ok ? 'ok' : 'unavailable', database: database.kind }, ok ? 200 : 503);
  });
}

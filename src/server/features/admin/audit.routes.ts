import { Hono } from 'hono';
import { auditQuerySchema } from '@/shared/admin/contract';
import { currentUser, type GateEnv } from '../../auth/gate';
import type { Db } from '../../db/client';
import { validate } from '../../http/validation';
import { userToday } from '../../user/trading-settings';
import { queryAudit } from './audit.service';
import { requirePermission } from '../../auth/require-permission';

/**
 * /api/admin/audit: read-only by construction. Only GET is served, so every other method on it answers 404
 * like any path no route serves; nothing in the API updates or deletes an entry (ADR 013).
 */
export function auditRoutes({ db, now }: { db: Db; now: () => Date }) {
  return new Hono<GateEnv>().get(
    '/',
    requirePermission('audit.read'),
    validate('query', auditQuerySchema),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const { timezone } = await userToday(db, currentUser(c).id, now());
      return c.json(await queryAudit(db, c.req.valid('query'), timezone));
    },
  );
}

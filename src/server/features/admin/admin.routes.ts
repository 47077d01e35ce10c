import { Hono } from 'hono';
import { adminAccessBodySchema, adminUsersQuerySchema } from '@/shared/account/contract';
import { currentUser, type GateEnv } from '../../auth/gate';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { validate } from '../../http/validation';
import { listUsers, setAccess } from './admin.service';

const refusals = {
  'not-found': () => new ApiError(404, 'USER_NOT_FOUND'),
  self: () => new ApiError(400, 'SELF_REVOKE'),
  admin: () => new ApiError(400, 'ADMIN_REVOKE'),
} as const;

/** /api/admin: the gate already refused non-admins. */
export function adminRoutes({ db }: { db: Db }) {
  return new Hono<GateEnv>()
    .get('/users', validate('query', adminUsersQuerySchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ users: await listUsers(db, c.req.valid('query').q) });
    })
    .post('/users/:userId/access', validate('json', adminAccessBodySchema), async (c) => {
      const { allowed } = c.req.valid('json');
      const result = await setAccess(db, currentUser(c).id, c.req.param('userId'), allowed);
      if (!result.ok) throw refusals[result.reason]();
      return c.json({ user: result.user });
    });
}

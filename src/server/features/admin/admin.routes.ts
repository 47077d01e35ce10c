import { Hono } from 'hono';
import { adminAccessBodySchema, adminUsersQuerySchema } from '@/shared/account/contract';
import { currentUser, type GateEnv } from '../../auth/gate';
import type { Db } from '../../db/client';
import { jsonBody, parseOr400 } from '../../http/validation';
import { listUsers, setAccess } from './admin.service';

const refusals = {
  'not-found': { status: 404, code: 'NOT_FOUND', message: 'Usuário não encontrado.' },
  self: { status: 400, code: 'SELF_REVOKE', message: 'Você não pode revogar o próprio acesso.' },
  admin: {
    status: 400,
    code: 'ADMIN_REVOKE',
    message: 'O acesso de um administrador não pode ser revogado.',
  },
} as const;

/** /api/admin: the gate already refused non-admins. */
export function adminRoutes({ db }: { db: Db }) {
  return new Hono<GateEnv>()
    .get('/users', async (c) => {
      const parsed = parseOr400(c, adminUsersQuerySchema, { q: c.req.query('q') });
      if (!parsed.ok) return parsed.response;
      c.header('Cache-Control', 'no-store');
      return c.json({ users: await listUsers(db, parsed.data.q) });
    })
    .post('/users/:userId/access', async (c) => {
      const parsed = parseOr400(c, adminAccessBodySchema, await jsonBody(c));
      if (!parsed.ok) return parsed.response;
      const result = await setAccess(db, currentUser(c).id, c.req.param('userId'), parsed.data.allowed);
      if (!result.ok) {
        const r = refusals[result.reason];
        return c.json({ code: r.code, message: r.message }, r.status);
      }
      return c.json({ user: result.user });
    });
}

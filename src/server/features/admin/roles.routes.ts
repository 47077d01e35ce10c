import { Hono } from 'hono';
import { grantAdminSchema, grantSchoolAdminSchema, rolesQuerySchema } from '@/shared/admin/contract';
import type { Permission } from '@/shared/admin/permissions';
import { currentUser, type GateEnv } from '../../auth/gate';
import { authorize } from '../../auth/permissions';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { validate } from '../../http/validation';
import type { Logger } from '../../logger';
import { roleChangedEmail } from '../../mail/role-templates';
import type { Mailer } from '../../mail/types';
import { roleOf } from '../accounts/accounts.service';
import { auditActor } from '../audit/audit.service';
import { listRoleHolders, setAdminRole, setSchoolAdminRole, type RoleChangeResult } from './roles.service';

export interface RolesDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  config: Pick<Config, 'adminEmails' | 'trustProxy' | 'appUrl'>;
  now: () => Date;
}

/** The gate lets admins only into /api/admin; the matrix is checked too, so a narrowed role is refused here. */
export function requirePermission(c: Parameters<typeof currentUser>[0], permission: Permission): void {
  const role = roleOf(currentUser(c)) === 'admin' ? 'admin' : 'trader';
  if (!authorize(role, permission)) throw new ApiError(403, 'FORBIDDEN');
}

/** /api/admin/roles: who holds which role, and granting or removing admin and school-admin roles. */
export function rolesRoutes({ db, mailer, logger, config, now }: RolesDeps) {
  const ctx = (c: Parameters<typeof currentUser>[0]) => ({
    actor: auditActor(c, config.trustProxy),
    adminEmails: config.adminEmails,
    now: now(),
  });
  // Mail goes out after the change committed; a failure to queue it is logged and never undoes the change.
  const tell = async (result: RoleChangeResult) => {
    if (!result.mail) return;
    try {
      await mailer.send(roleChangedEmail({ ...result.mail, appUrl: config.appUrl }));
    } catch (err) {
      logger.error({ err, userId: result.holder.userId }, 'role-changed mail failed');
    }
  };
  return new Hono<GateEnv>()
    .get('/', validate('query', rolesQuerySchema), async (c) => {
      requirePermission(c, 'roles.grant');
      c.header('Cache-Control', 'no-store');
      const { q } = c.req.valid('query');
      return c.json({ users: await listRoleHolders(db, q || undefined, config.adminEmails) });
    })
    .post('/admin', validate('json', grantAdminSchema), async (c) => {
      requirePermission(c, 'roles.grant');
      const { userId, granted } = c.req.valid('json');
      const result = await setAdminRole(db, ctx(c), userId, granted);
      await tell(result);
      return c.json({ user: result.holder, changed: result.changed });
    })
    .post('/school-admin', validate('json', grantSchoolAdminSchema), async (c) => {
      requirePermission(c, 'roles.grant');
      const { userId, schoolId, granted } = c.req.valid('json');
      const result = await setSchoolAdminRole(db, ctx(c), userId, schoolId, granted);
      await tell(result);
      return c.json({ user: result.holder, changed: result.changed });
    });
}

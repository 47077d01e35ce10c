import { Hono } from 'hono';
import { grantAdminSchema, grantSchoolAdminSchema, rolesQuerySchema } from '@/shared/admin/contract';
import type { Context } from 'hono';
import type { GateEnv } from '../../auth/gate';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { validate } from '../../http/validation';
import type { Logger } from '../../logger';
import { roleChangedEmail } from '../../mail/role-templates';
import type { Mailer } from '../../mail/types';
import { auditActor } from '../../audit/audit';
import { requirePermission } from '../../auth/require-permission';
import { listRoleHolders, setAdminRole, setSchoolAdminRole, type RoleChangeResult } from './roles.service';

export interface RolesDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  config: Pick<Config, 'adminEmails' | 'trustProxy' | 'appUrl'>;
  now: () => Date;
}

/** /api/admin/roles: who holds which role, and granting or removing admin and school-admin roles. */
export function rolesRoutes({ db, mailer, logger, config, now }: RolesDeps) {
  const ctx = (c: Context<GateEnv>) => ({
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
    .get('/', requirePermission('roles.grant'), validate('query', rolesQuerySchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      const { q } = c.req.valid('query');
      return c.json({ users: await listRoleHolders(db, q || undefined, config.adminEmails) });
    })
    .post('/admin', requirePermission('roles.grant'), validate('json', grantAdminSchema), async (c) => {
      const { userId, granted } = c.req.valid('json');
      const result = await setAdminRole(db, ctx(c), userId, granted);
      await tell(result);
      return c.json({ user: result.holder, changed: result.changed });
    })
    .post(
      '/school-admin',
      requirePermission('roles.grant'),
      validate('json', grantSchoolAdminSchema),
      async (c) => {
        const { userId, schoolId, granted } = c.req.valid('json');
        const result = await setSchoolAdminRole(db, ctx(c), userId, schoolId, granted);
        await tell(result);
        return c.json({ user: result.holder, changed: result.changed });
      },
    );
}

import { Hono, type Context } from 'hono';
import {
  adminUsersQuerySchema,
  appSettingsUpdateSchema,
  bulkReleaseSchema,
  continueAccessSchema,
  emptyBodySchema,
  extendTrialSchema,
} from '@/shared/admin/contract';
import type { GateEnv } from '../../auth/gate';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { validate } from '../../http/validation';
import type { Mailer } from '../../mail/types';
import { auditActor } from '../../audit/audit';
import { requirePermission } from '../../auth/require-permission';
import { getAdminUserDetail, listAdminUsers } from './admin-users.service';
import { getAppSettings, updateAppSettings } from './app-settings.service';
import {
  bulkReleaseUsers,
  continueUser,
  endSessions,
  extendTrial,
  releaseUser,
  revokeUser,
  type ActionContext,
  type ActionOutcome,
} from './user-actions.service';

export interface AdminRoutesDeps {
  db: Db;
  mailer: Mailer;
  now: Clock;
  appUrl: string;
  trustProxy: boolean;
}

/**
 * /api/admin/users and /api/admin/settings. The gate lets admins only in; each route checks its permission in the
 * matrix; each action commits with its audit entry, then mails the user (after the commit) and answers the user
 * as they now are.
 */
export function adminRoutes({ db, mailer, now, appUrl, trustProxy }: AdminRoutesDeps) {
  const context = (c: Context<GateEnv>): ActionContext => ({
    db,
    actor: auditActor(c, trustProxy),
    now: now(),
    appUrl,
  });
  const send = async ({ mails }: ActionOutcome) => {
    for (const mail of mails) await mailer.send(mail);
  };
  const answerUser = async (c: Context<GateEnv>, userId: string) => {
    const user = await getAdminUserDetail(db, userId, now());
    if (!user) throw new ApiError(404, 'USER_NOT_FOUND');
    c.header('Cache-Control', 'no-store');
    return c.json({ user });
  };
  const act = async (
    c: Context<GateEnv>,
    userId: string,
    run: (ctx: ActionContext) => Promise<ActionOutcome>,
  ) => {
    await send(await run(context(c)));
    return answerUser(c, userId);
  };

  return new Hono<GateEnv>()
    .get('/users', requirePermission('users.read'), validate('query', adminUsersQuerySchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listAdminUsers(db, c.req.valid('query'), now()));
    })
    .post(
      '/users/release',
      requirePermission('users.release'),
      validate('json', bulkReleaseSchema),
      async (c) => {
        const { mails, released, skipped } = await bulkReleaseUsers(context(c), c.req.valid('json').userIds);
        await send({ mails });
        return c.json({ released, skipped });
      },
    )
    .get('/users/:userId', requirePermission('users.read'), (c) => answerUser(c, c.req.param('userId')))
    .post(
      '/users/:userId/release',
      requirePermission('users.release'),
      validate('json', emptyBodySchema),
      (c) => act(c, c.req.param('userId'), (ctx) => releaseUser(ctx, c.req.param('userId'))),
    )
    .post(
      '/users/:userId/revoke',
      requirePermission('users.revoke'),
      validate('json', emptyBodySchema),
      (c) => act(c, c.req.param('userId'), (ctx) => revokeUser(ctx, c.req.param('userId'))),
    )
    .post(
      '/users/:userId/extend-trial',
      requirePermission('users.extendTrial'),
      validate('json', extendTrialSchema),
      (c) =>
        act(c, c.req.param('userId'), (ctx) =>
          extendTrial(ctx, c.req.param('userId'), c.req.valid('json').days),
        ),
    )
    .post(
      '/users/:userId/continue',
      requirePermission('users.continue'),
      validate('json', continueAccessSchema),
      (c) =>
        act(c, c.req.param('userId'), (ctx) =>
          continueUser(ctx, c.req.param('userId'), c.req.valid('json').until),
        ),
    )
    .post(
      '/users/:userId/end-sessions',
      requirePermission('users.endSessions'),
      validate('json', emptyBodySchema),
      (c) => act(c, c.req.param('userId'), (ctx) => endSessions(ctx, c.req.param('userId'))),
    )
    .get('/settings', requirePermission('settings.manage'), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await getAppSettings(db));
    })
    .put(
      '/settings',
      requirePermission('settings.manage'),
      validate('json', appSettingsUpdateSchema),
      async (c) => {
        const actor = auditActor(c, trustProxy);
        return c.json(await updateAppSettings(db, actor, c.req.valid('json'), now()));
      },
    );
}

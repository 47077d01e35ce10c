import type { Context } from 'hono';
import type { Permission } from '@/shared/admin/permissions';
import { currentUser, type GateEnv } from '../../auth/gate';
import { authorize } from '../../auth/permissions';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { schoolRoleOf } from '../../user/access';
import { schoolAccess } from './schools.service';

/**
 * A school route's check: the caller's role in the school of `:id` (404 SCHOOL_NOT_FOUND when they have none),
 * then the permission of the matrix for that role (403 FORBIDDEN), read on every request.
 */
export const schoolGuard =
  (db: Db) =>
  async (c: Context<GateEnv>, permission: Permission, opts: { memberOnly?: boolean } = {}) => {
    const caller = currentUser(c);
    const access = await schoolAccess(db, caller, c.req.param('id') ?? '');
    if (!authorize(access.role, permission)) throw new ApiError(403, 'FORBIDDEN');
    // A student shares their journal with their school, not with the product's staff: reading and commenting it
    // take a school role (admin or mentor) in THAT school, whoever the caller is.
    if (opts.memberOnly && access.role === 'admin' && !(await schoolRoleOf(db, caller.id, access.school.id)))
      throw new ApiError(403, 'FORBIDDEN');
    return access;
  };

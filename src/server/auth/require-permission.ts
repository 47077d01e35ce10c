import { createMiddleware } from 'hono/factory';
import type { AppRole, Permission } from '@/shared/admin/permissions';
import { ApiError } from '../http/api-error';
import { roleOf } from '../user/role';
import { currentUser, type GateEnv } from './gate';
import { authorize } from './permissions';

/**
 * A route names its permission in the matrix (ADR 013). The gate already lets only admins into /api/admin; this
 * checks the matrix too, so a permission taken from a role closes its routes without touching them. Route
 * middleware rather than `use('*')`: a wildcard would make every path under the prefix look routed.
 */
export const requirePermission = (permission: Permission) =>
  createMiddleware<GateEnv>(async (c, next) => {
    const role: AppRole = roleOf(currentUser(c)) === 'admin' ? 'admin' : 'trader';
    if (!authorize(role, permission)) throw new ApiError(403, 'FORBIDDEN');
    await next();
  });

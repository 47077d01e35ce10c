import type { MiddlewareHandler } from 'hono';
import type { AppRole, Permission } from '@/shared/admin/permissions';
import { currentUser, FORBIDDEN, type GateEnv } from '../../auth/gate';
import { authorize } from '../../auth/permissions';
import { roleOf } from '../accounts/accounts.service';

/**
 * Each /api/admin route names its permission in the matrix (ADR 013). The gate already lets admins only in; this
 * checks the matrix too, so a permission taken from the admin role closes its routes without touching them.
 */
export function requirePermission(permission: Permission): MiddlewareHandler<GateEnv> {
  return async (c, next) => {
    const role: AppRole = roleOf(currentUser(c)) === 'admin' ? 'admin' : 'trader';
    if (!authorize(role, permission)) return c.json(FORBIDDEN, 403);
    await next();
  };
}

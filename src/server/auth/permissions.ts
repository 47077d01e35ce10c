import { createAccessControl } from 'better-auth/plugins/access';
import { roleGrants, statements, type AppRole, type Permission } from '@/shared/admin/permissions';

/**
 * better-auth's access control over the shared matrix (ADR 013): the organization plugin's roles and the server's
 * checks both authorise through it, so the one matrix in src/shared/admin/permissions.ts is the rule.
 */
export const ac = createAccessControl(statements);

const mutable = <T>(grants: T) => JSON.parse(JSON.stringify(grants)) as never;

export const roles = {
  admin: ac.newRole(mutable(roleGrants.admin)),
  schoolAdmin: ac.newRole(mutable(roleGrants.schoolAdmin)),
  mentor: ac.newRole(mutable(roleGrants.mentor)),
  trader: ac.newRole(mutable(roleGrants.trader)),
};

export function authorize(role: AppRole, permission: Permission): boolean {
  const dot = permission.indexOf('.');
  return roles[role].authorize({ [permission.slice(0, dot)]: [permission.slice(dot + 1)] } as never).success;
}

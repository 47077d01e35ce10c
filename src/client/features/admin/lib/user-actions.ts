import type { AdminUserRow } from '@/shared/admin/contract';
import { type AppRole, can, type Permission } from '@/shared/admin/permissions';

export type ActionKind = 'release' | 'revoke' | 'endSessions' | 'extendTrial' | 'continue';

/**
 * The actions the detail panel offers for a user, in its order: what fits their state and the viewer's role. The
 * server refuses the rest anyway (NOT_PENDING, NOT_RELEASED, ADMIN_REVOKE, SCHOOL_ADMIN_REVOKE, SELF_REVOKE).
 */
export function availableActions(
  user: Pick<AdminUserRow, 'userId' | 'status' | 'isAdmin' | 'isSchoolAdmin'>,
  viewer: { id: string; role: AppRole },
): ActionKind[] {
  const self = user.userId === viewer.id;
  const may = (permission: Permission) => can(viewer.role, permission);
  const actions: ActionKind[] = [];
  // Admins are exempt from release and the trial: only their sessions can be ended.
  if (!user.isAdmin) {
    const released = user.status !== 'pending' && user.status !== 'revoked';
    if (!released && may('users.release')) actions.push('release');
    if ((user.status === 'trial' || user.status === 'trial_expired') && may('users.extendTrial'))
      actions.push('extendTrial');
    if (released && may('users.continue')) actions.push('continue');
    // A school admin loses that role first, on /admin/permissions.
    if (released && !self && !user.isSchoolAdmin && may('users.revoke')) actions.push('revoke');
  }
  if (!self && may('users.endSessions')) actions.push('endSessions');
  return actions;
}

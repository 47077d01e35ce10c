import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, can, roleGrants, type AppRole } from '@/shared/admin/permissions';
import { authorize } from './permissions';

describe('the role × permission matrix', () => {
  it("gives the client's reading and better-auth's the same answer for every role and permission", () => {
    for (const role of Object.keys(roleGrants) as AppRole[]) {
      for (const p of ALL_PERMISSIONS) expect([role, p, can(role, p)]).toEqual([role, p, authorize(role, p)]);
    }
  });

  it('lets a school admin act on students only, and a trader on nothing', () => {
    expect(ALL_PERMISSIONS.filter((p) => can('schoolAdmin', p))).toEqual([
      'school.students.read',
      'school.students.release',
      'school.students.continue',
      'school.students.export',
      'school.invite',
    ]);
    expect(ALL_PERMISSIONS.filter((p) => can('trader', p))).toEqual([]);
    expect(ALL_PERMISSIONS.every((p) => can('admin', p))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, can, roleGrants, type AppRole } from '@/shared/admin/permissions';
import { authorize } from './permissions';

describe('the role × permission matrix', () => {
  it("gives the client's reading and better-auth's the same answer for every role and permission", () => {
    for (const role of Object.keys(roleGrants) as AppRole[]) {
      for (const p of ALL_PERMISSIONS) expect([role, p, can(role, p)]).toEqual([role, p, authorize(role, p)]);
    }
  });

  it('lets a school admin act on its school only, and a trader on nothing', () => {
    expect(ALL_PERMISSIONS.filter((p) => can('schoolAdmin', p))).toEqual([
      'school.students.read',
      'school.students.release',
      'school.students.continue',
      'school.students.export',
      'school.invite',
      'school.mentors.manage',
      'school.journal.read',
      'school.comments.write',
      'school.classes.manage',
      'school.classView.read',
    ]);
    expect(ALL_PERMISSIONS.filter((p) => can('trader', p))).toEqual([]);
    expect(ALL_PERMISSIONS.every((p) => can('admin', p))).toBe(true);
  });

  it('lets a mentor see and comment, never release, continue, export, invite or manage', () => {
    expect(ALL_PERMISSIONS.filter((p) => can('mentor', p))).toEqual([
      'school.students.read',
      'school.journal.read',
      'school.comments.write',
      'school.classView.read',
    ]);
  });
});

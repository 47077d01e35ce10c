/**
 * The role × permission matrix (ADR 013), as plain data: the server builds better-auth's access control from it
 * (src/server/auth/permissions.ts) and enforces it on every admin and school route; the client reads it only to
 * hide what the server would refuse. Roles: admin (the whole product, user.role = 'admin'), schoolAdmin (per
 * school: an 'owner' or 'admin' member of that school's organization), mentor (per school: a 'mentor' member; sees
 * and comments, never releases, continues or exports) and trader (no admin permission).
 */
export const statements = {
  users: ['read', 'release', 'revoke', 'extendTrial', 'continue', 'endSessions'],
  schools: ['manage'],
  roles: ['grant'],
  audit: ['read'],
  settings: ['manage'],
  calendar: ['manage'],
  school: [
    'students.read',
    'students.release',
    'students.continue',
    'students.export',
    'invite',
    'mentors.manage',
    'journal.read',
    'comments.write',
    'classes.manage',
    'classView.read',
  ],
} as const;

type Statements = typeof statements;
type Resource = keyof Statements;
export type RoleGrants = { [R in Resource]?: readonly Statements[R][number][] };

export const roleGrants = {
  admin: statements,
  schoolAdmin: { school: statements.school },
  mentor: { school: ['students.read', 'journal.read', 'comments.write', 'classView.read'] },
  trader: {},
} as const satisfies Record<string, RoleGrants>;

export type AppRole = keyof typeof roleGrants;
export type Permission = { [R in Resource]: `${R}.${Statements[R][number]}` }[Resource];

/** 'school.students.release' → may this role do it? The first segment is the resource, the rest the action. */
export function can(role: AppRole, permission: Permission): boolean {
  const dot = permission.indexOf('.');
  const resource = permission.slice(0, dot) as Resource;
  const action = permission.slice(dot + 1);
  const granted: readonly string[] | undefined = (roleGrants[role] as RoleGrants)[resource];
  return granted?.includes(action) ?? false;
}

/** Every permission, for the matrix table and its test. */
export const ALL_PERMISSIONS = (Object.keys(statements) as Resource[]).flatMap((r) =>
  statements[r].map((a) => `${r}.${a}` as Permission),
);

/** School members with one of these roles administer the school. */
export const SCHOOL_ADMIN_MEMBER_ROLES = ['owner', 'admin'] as const;

/** Whether a membership's role administers its school. */
export function isSchoolAdminRole(role: string): boolean {
  return (SCHOOL_ADMIN_MEMBER_ROLES as readonly string[]).includes(role);
}
export const STUDENT_MEMBER_ROLE = 'member';
/** A school member who reads shared journals and comments on them; below school admin. */
export const MENTOR_MEMBER_ROLE = 'mentor';

import { z } from 'zod';
import { adminValidation } from '../i18n/validation';
import { accessStatusSchema } from '../account/access';
import { onlyDigits } from '../account/contract';
import { dateField } from '../time/date-field';

/**
 * The admin API (ADR 013). Every route is under /api/admin (the gate lets admins only in) and checks its
 * permission from src/shared/admin/permissions.ts; every action writes an audit entry in the same transaction.
 */
const u = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;
export const adminApi = {
  /** GET ?q&status&schoolId&sort&dir&page&pageSize → AdminUsersPage. */
  users: '/api/admin/users',
  /** GET → AdminUserDetail. */
  user: (id: string) => u(id),
  /** POST {userIds}: releases several pending users at once (one transaction). */
  bulkRelease: '/api/admin/users/release',
  /** POST {}: release (starts the trial on first release). */
  release: (id: string) => `${u(id)}/release`,
  /** POST {}: revoke access (not an admin, not oneself). */
  revoke: (id: string) => `${u(id)}/revoke`,
  /** POST {days}: push the trial's end by N days (from now when already over). */
  extendTrial: (id: string) => `${u(id)}/extend-trial`,
  /** POST {until: 'yyyy-mm-dd' | null}: continue the account after the trial (null = without end). */
  continueAccess: (id: string) => `${u(id)}/continue`,
  /** POST {}: signs the user out everywhere. */
  endSessions: (id: string) => `${u(id)}/end-sessions`,
  /** GET ?q → role holders (or matching users); POST bodies below. */
  roles: '/api/admin/roles',
  /** POST {userId, granted}. */
  roleAdmin: '/api/admin/roles/admin',
  /** POST {userId, schoolId, granted}. */
  roleSchoolAdmin: '/api/admin/roles/school-admin',
  /** GET ?actor&action&target&schoolId&from&to&page → AuditPage. Read-only: no route changes an entry. */
  audit: '/api/admin/audit',
  /** GET / PUT AppSettings. */
  settings: '/api/admin/settings',
  /** GET ?archived=true|false → {schools}; POST SchoolInput → {school}. */
  schools: '/api/admin/schools',
  /** PATCH SchoolInput (partial) → {school}. */
  school: (id: string) => `/api/admin/schools/${encodeURIComponent(id)}`,
  /** POST {archived}. */
  schoolArchive: (id: string) => `/api/admin/schools/${encodeURIComponent(id)}/archive`,
} as const;

export const userSortSchema = z.enum(['created', 'name', 'lastSignIn', 'trades']);
export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  status: accessStatusSchema.optional(),
  /** A school id, or 'none' for users without a school. */
  schoolId: z.string().trim().max(100).optional(),
  sort: userSortSchema.default('created'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(5).max(100).default(25),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const signInMethodSchema = z.enum(['password', 'google', 'passkey', 'magic-link']);
export type SignInMethod = z.infer<typeof signInMethodSchema>;

export const adminUserRowSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  displayName: z.string(),
  fullName: z.string(),
  whatsapp: z.string().nullable(),
  isAdmin: z.boolean(),
  /** The user is the admin of at least one school. */
  isSchoolAdmin: z.boolean(),
  status: accessStatusSchema,
  emailVerified: z.boolean(),
  createdAt: z.string(),
  releasedAt: z.string().nullable(),
  trialEndsAt: z.string().nullable(),
  continuedUntil: z.string().nullable(),
  continuedIndefinitely: z.boolean(),
  continueRequestedAt: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
  school: z.object({ id: z.string(), name: z.string() }).nullable(),
  signInMethods: z.array(signInMethodSchema),
  /** How many trades: never the trades themselves. */
  tradeCount: z.number().int(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;
export const adminUsersPageSchema = z.object({
  users: z.array(adminUserRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;
export const adminUserDetailSchema = adminUserRowSchema.extend({
  activeSessions: z.number().int(),
  timezone: z.string(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const bulkReleaseSchema = z.object({ userIds: z.array(z.string().min(1).max(100)).min(1).max(200) });
/** The bulk release's answer: ids released, and ids skipped (unknown or not waiting for release). */
export const bulkReleaseResultSchema = z.object({
  released: z.array(z.string()),
  skipped: z.array(z.string()),
});
export type BulkReleaseResult = z.infer<typeof bulkReleaseResultSchema>;
/** GET /users/:id and every per-user action answer the user as it now is. */
export const adminUserResponseSchema = z.object({ user: adminUserDetailSchema });
export const emptyBodySchema = z.object({}).strict();
export const extendTrialSchema = z.object({
  days: z.coerce
    .number({ error: adminValidation.daysNumber })
    .int(adminValidation.daysWhole)
    .min(1, adminValidation.extendAtLeastOneDay)
    .max(90, adminValidation.extendAtMost),
});
export const isoDaySchema = dateField();
/** Continue an account until a local date (inclusive, in the trader's zone), or without end (null). */
export const continueAccessSchema = z.object({ until: isoDaySchema.nullable() });

export const roleHolderSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  /** An ADMIN_EMAILS address: admin at every start, so the app cannot take the role away. */
  bootstrapAdmin: z.boolean(),
  schools: z.array(z.object({ id: z.string(), name: z.string(), role: z.enum(['owner', 'admin']) })),
});
export type RoleHolder = z.infer<typeof roleHolderSchema>;
export const rolesQuerySchema = z.object({ q: z.string().trim().max(200).optional() });
export const rolesResponseSchema = z.object({ users: z.array(roleHolderSchema) });
export const grantAdminSchema = z.object({ userId: z.string().min(1), granted: z.boolean() });
export const grantSchoolAdminSchema = z.object({
  userId: z.string().min(1),
  schoolId: z.string().min(1),
  granted: z.boolean(),
});
/** The answer to a role change: the person's roles now, and whether anything changed (a repeat changes nothing). */
export const roleChangeResponseSchema = z.object({ user: roleHolderSchema, changed: z.boolean() });

export const AUDIT_ACTIONS = [
  'user.release',
  'user.revoke',
  'user.extend_trial',
  'user.continue',
  'user.end_sessions',
  'role.admin_grant',
  'role.admin_revoke',
  'role.school_admin_grant',
  'role.school_admin_revoke',
  'school.create',
  'school.update',
  'school.archive',
  'school.unarchive',
  'school.invite_code',
  'school.invite',
  'school.invite_cancel',
  'school.student_release',
  'school.student_continue',
  'school.students_export',
  'school.mentor.add',
  'school.mentor.remove',
  'school.class.create',
  'school.class.rename',
  'school.class.archive',
  'school.class.member.invite',
  'school.class.member.join',
  'school.class.member.decline',
  'school.class.member.leave',
  'school.class.challenge.start',
  'school.class.challenge.end',
  'settings.update',
  'calendar.create',
  'calendar.update',
  'calendar.delete',
  'calendar.import',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

export const auditQuerySchema = z.object({
  /** Name or email of who acted. */
  actor: z.string().trim().max(200).optional(),
  action: auditActionSchema.optional(),
  /** Target's id, name or email. */
  target: z.string().trim().max(200).optional(),
  schoolId: z.string().trim().max(100).optional(),
  from: isoDaySchema.optional(),
  to: isoDaySchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(10).max(100).default(50),
});
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: auditActionSchema,
  targetType: z.enum(['user', 'school', 'invitation', 'settings', 'calendar-event']),
  targetId: z.string().nullable(),
  targetLabel: z.string().nullable(),
  schoolId: z.string().nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** The trial's form (and the trial half of a settings update). */
export const appSettingsSchema = z.object({
  trialDays: z.coerce
    .number({ error: adminValidation.daysNumber })
    .int(adminValidation.daysWhole)
    .min(1, adminValidation.trialAtLeastOneDay)
    .max(90, adminValidation.trialAtMost),
});
/** PUT /api/admin/settings: any of the settings, each form sending its own. */
export const appSettingsUpdateSchema = appSettingsSchema
  .extend({
    /** Admins must have two-factor on to use /api/admin. */
    requireAdminTwoFactor: z.boolean(),
  })
  .partial()
  .refine((v) => v.trialDays !== undefined || v.requireAdminTwoFactor !== undefined, {
    error: adminValidation.noSetting,
  });
export type AppSettingsUpdate = z.infer<typeof appSettingsUpdateSchema>;
export interface AppSettings {
  trialDays: number;
  requireAdminTwoFactor: boolean;
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const schoolInputSchema = z.object({
  name: z.string().trim().min(2, adminValidation.schoolName).max(120, adminValidation.schoolNameTooLong),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .min(2, adminValidation.slugRequired)
    .max(60, adminValidation.slugTooLong)
    .regex(SLUG_PATTERN, adminValidation.slugPattern),
  whatsapp: z
    .string()
    .transform(onlyDigits)
    .pipe(z.string().max(13, adminValidation.whatsappInvalid))
    .transform((v) => v || null)
    .nullish(),
  instagram: z
    .string()
    .trim()
    .transform((v) => v.replace(/^@/, ''))
    .pipe(
      z
        .string()
        .max(30)
        .regex(/^[A-Za-z0-9._]*$/, adminValidation.instagramInvalid),
    )
    .transform((v) => v || null)
    .nullish(),
  seatLimit: z.coerce
    .number()
    .int(adminValidation.seatsWhole)
    .min(1, adminValidation.seatsAtLeastOne)
    .max(100_000)
    .nullish(),
});
export type SchoolInput = z.input<typeof schoolInputSchema>;
/** Optional fields left out of a create are stored as null; left out of a PATCH, they stay as they are. */
export const schoolPatchSchema = schoolInputSchema.partial();
export const schoolArchiveSchema = z.object({ archived: z.boolean() });
export const schoolsQuerySchema = z.object({ archived: z.enum(['true', 'false']).optional() });

import { z } from 'zod';
import { commonValidation } from '../i18n/validation';
import { accessStatusSchema } from '../account/access';
import { costDaysSchema } from '../trading/cost-days';

/**
 * Schools (ADR 013): the school admin's area under /api/schools/{id} (school admins of that school and admins;
 * anyone else gets 404 SCHOOL_NOT_FOUND, so a school's existence does not leak), the invite links and
 * invitations, and the trader's own side under /api/me/school.
 */
const s = (id: string) => `/api/schools/${encodeURIComponent(id)}`;
export const schoolApi = {
  /** GET → {schools: SchoolDto[]}: the schools the caller administers (admins: every school). */
  mine: '/api/schools',
  /** GET → {school: SchoolDto}. */
  school: (id: string) => s(id),
  /** GET ?q&status → {students: StudentRow[]}. */
  students: (id: string) => `${s(id)}/students`,
  /** GET → StudentDetail (only what the student shares). */
  student: (id: string, userId: string) => `${s(id)}/students/${encodeURIComponent(userId)}`,
  /** POST {}: releases a pending student while the school has free seats. */
  studentRelease: (id: string, userId: string) => `${s(id)}/students/${encodeURIComponent(userId)}/release`,
  /** POST {until | null} (continueAccessSchema of src/shared/admin/contract.ts): continues a student's account. */
  studentContinue: (id: string, userId: string) => `${s(id)}/students/${encodeURIComponent(userId)}/continue`,
  /** GET: the student list as CSV (text/csv, UTF-8 with BOM, ';' separated for Excel pt-BR). */
  studentsCsv: (id: string) => `${s(id)}/students.csv`,
  /** GET → {invitations}; POST {email, role} → {invitation} (mails the link). */
  invitations: (id: string) => `${s(id)}/invitations`,
  /** POST {}: cancels a pending invitation. */
  invitationCancel: (id: string, invitationId: string) =>
    `${s(id)}/invitations/${encodeURIComponent(invitationId)}/cancel`,
  /** POST {}: a new invite link code (the old link stops working). */
  inviteCode: (id: string) => `${s(id)}/invite-code`,
  /** GET (public) → InviteInfo, or 404 INVITE_NOT_FOUND / 410 INVITE_EXPIRED. */
  publicInvite: (token: string) => `/api/public/invites/${encodeURIComponent(token)}`,
  /** POST {token} → MeResponse: joins the school of an invite link or invitation (pending users too). */
  join: '/api/me/school/join',
  /** PUT {sharing} → MeResponse. Effective at once. */
  sharing: '/api/me/school/sharing',
  /** POST {} → MeResponse: leaves the school (as a student). */
  leave: '/api/me/school/leave',
} as const;

/** The client route of an invite: /convite/{token} (a school's invite code or an invitation id). */
export const invitePath = (token: string) => `/convite/${encodeURIComponent(token)}`;
/** Where the client keeps an invite token across sign-up, email confirmation and Google's redirect. */
export const PENDING_INVITE_STORAGE_KEY = 'mct:pending-invite';

export const SHARING_LEVELS = ['none', 'summary', 'full'] as const;
export const sharingSchema = z.enum(SHARING_LEVELS);
export type Sharing = z.infer<typeof sharingSchema>;
export const DEFAULT_SHARING: Sharing = 'summary';
export const sharingBodySchema = z.object({ sharing: sharingSchema });
export const joinBodySchema = z.object({ token: z.string().trim().min(6).max(100) });

export const schoolDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  whatsapp: z.string().nullable(),
  instagram: z.string().nullable(),
  seatLimit: z.number().int().nullable(),
  /** Students released now (they hold a seat). */
  seatsUsed: z.number().int(),
  students: z.number().int(),
  pendingStudents: z.number().int(),
  admins: z.array(z.object({ userId: z.string(), name: z.string(), email: z.string() })),
  archivedAt: z.string().nullable(),
  inviteCode: z.string(),
  createdAt: z.string(),
});
export type SchoolDto = z.infer<typeof schoolDtoSchema>;

/** Per currency, never mixed. */
export const currencyPnlSchema = z.object({ currency: z.string(), net: z.string() });
export const studentSummarySchema = z.object({
  trades: z.number().int(),
  winRate: z.number().nullable(),
  profitFactor: z.number().nullable(),
  pnl: z.array(currencyPnlSchema),
  ruleBreakTrades: z.number().int(),
  /** Where the BRL results' costs came from, in days (all the student's trades); null without a brokerage note. */
  costDays: costDaysSchema.nullable(),
  challenge: z
    .object({
      status: z.string(),
      day: z.number().int(),
      daysPassed: z.number().int(),
      totalDays: z.number().int(),
    })
    .nullable(),
});
export type StudentSummary = z.infer<typeof studentSummarySchema>;

export const studentRowSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  whatsapp: z.string().nullable(),
  status: accessStatusSchema,
  joinedAt: z.string(),
  trialEndsAt: z.string().nullable(),
  continuedUntil: z.string().nullable(),
  continuedIndefinitely: z.boolean(),
  continueRequestedAt: z.string().nullable(),
  lastActivityAt: z.string().nullable(),
  sharing: sharingSchema,
  /** Null when the student shares nothing. */
  summary: studentSummarySchema.nullable(),
});
export type StudentRow = z.infer<typeof studentRowSchema>;
export const studentsQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  status: accessStatusSchema.optional(),
});

export const sharedTradeSchema = z.object({
  id: z.string(),
  tradeDate: z.string(),
  symbol: z.string(),
  side: z.enum(['buy', 'sell']),
  contracts: z.string(),
  netPnl: z.string(),
  currency: z.string(),
  emotion: z.string().nullable(),
  ruleBreaks: z.array(z.string()),
});
export const studentDetailSchema = z.object({
  student: studentRowSchema,
  /** Only with sharing 'full': the student's latest trades (at most 50). */
  recentTrades: z.array(sharedTradeSchema).nullable(),
});
export type StudentDetail = z.infer<typeof studentDetailSchema>;

/** 'mentor': a school role below school admin (reads shared journals and comments). */
export const invitationRoleSchema = z.enum(['member', 'admin', 'mentor']);
export const invitationInputSchema = z.object({
  email: z.email(commonValidation.invalidEmail).trim().toLowerCase(),
  role: invitationRoleSchema.default('member'),
});
export const invitationDtoSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: invitationRoleSchema,
  status: z.enum(['pending', 'accepted', 'rejected', 'canceled']),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type InvitationDto = z.infer<typeof invitationDtoSchema>;
export const INVITATION_VALID_DAYS = 7;

export const inviteInfoSchema = z.object({
  schoolName: z.string(),
  kind: z.enum(['link', 'invitation']),
  role: invitationRoleSchema,
});
export type InviteInfo = z.infer<typeof inviteInfoSchema>;

/** The trader's own school, in /api/me. */
export const mySchoolSchema = z
  .object({ id: z.string(), name: z.string(), sharing: sharingSchema })
  .nullable();
export const adminOfSchema = z.array(z.object({ id: z.string(), name: z.string() }));

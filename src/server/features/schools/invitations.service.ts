import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { isSchoolAdminRole, STUDENT_MEMBER_ROLE } from '@/shared/admin/permissions';
import { INVITATION_VALID_DAYS, type InvitationDto, type InviteInfo } from '@/shared/schools/contract';
import type { Db } from '../../db/client';
import { invitation, member, organization } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { Tx } from '../../db/tx';
import { leaveSchoolClasses } from './class-challenges.service';

type Exec = Db | Tx;
type InvitationRow = typeof invitation.$inferSelect;
type SchoolRow = typeof organization.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What an invitation makes its guest: a school admin, a mentor, or (any other role) a student. */
function invitationRole(role: string): InvitationDto['role'] {
  return role === 'admin' || role === 'mentor' ? role : 'member';
}

export function toInvitationDto(r: InvitationRow): InvitationDto {
  return {
    id: r.id,
    email: r.email,
    role: invitationRole(r.role),
    status: r.status as InvitationDto['status'],
    expiresAt: r.expiresAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
  };
}

/** A school's invitations, newest first (pending, accepted and canceled: the school sees what happened). */
export async function listInvitations(db: Db, schoolId: string): Promise<InvitationDto[]> {
  const rows = await db
    .select()
    .from(invitation)
    .where(eq(invitation.organizationId, schoolId))
    .orderBy(desc(invitation.createdAt))
    .limit(200);
  return rows.map(toInvitationDto);
}

/**
 * A new invitation, valid INVITATION_VALID_DAYS days. A pending invitation to the same email at the same school is
 * canceled first (replaced), so only the newest link works.
 */
export async function createInvitation(
  tx: Tx,
  opts: {
    schoolId: string;
    email: string;
    role: 'member' | 'admin' | 'mentor';
    inviterId: string;
    now: Date;
  },
): Promise<{ row: InvitationRow; replaced: string[] }> {
  const replaced = await tx
    .update(invitation)
    .set({ status: 'canceled' })
    .where(
      and(
        eq(invitation.organizationId, opts.schoolId),
        eq(sql`lower(${invitation.email})`, opts.email.toLowerCase()),
        eq(invitation.status, 'pending'),
      ),
    )
    .returning({ id: invitation.id });
  const [row] = await tx
    .insert(invitation)
    .values({
      id: randomUUID(),
      organizationId: opts.schoolId,
      email: opts.email.toLowerCase(),
      role: opts.role,
      status: 'pending',
      inviterId: opts.inviterId,
      expiresAt: new Date(opts.now.getTime() + INVITATION_VALID_DAYS * DAY_MS),
      createdAt: opts.now,
    })
    .returning();
  if (!row) throw new Error('invitation insert returned nothing');
  return { row, replaced: replaced.map((r) => r.id) };
}

/** Cancels a PENDING invitation of this school; any other (or another school's) is 404 INVITE_NOT_FOUND. */
export async function cancelInvitation(
  tx: Tx,
  schoolId: string,
  invitationId: string,
): Promise<InvitationRow> {
  const [row] = await tx
    .update(invitation)
    .set({ status: 'canceled' })
    .where(
      and(
        eq(invitation.id, invitationId),
        eq(invitation.organizationId, schoolId),
        eq(invitation.status, 'pending'),
      ),
    )
    .returning();
  if (!row) throw new ApiError(404, 'INVITE_NOT_FOUND');
  return row;
}

export type ResolvedInvite =
  { kind: 'link'; school: SchoolRow } | { kind: 'invitation'; school: SchoolRow; invitation: InvitationRow };

/**
 * What a token opens: a school's invite code (the link, always for students) or an invitation id. Unknown tokens
 * and archived schools are 404 INVITE_NOT_FOUND; an invitation no longer pending, or past its expiry, is 410
 * INVITE_EXPIRED.
 */
export async function resolveInvite(
  exec: Exec,
  token: string,
  now: Date,
  lock = false,
): Promise<ResolvedInvite> {
  const [school] = await exec.select().from(organization).where(eq(organization.inviteCode, token)).limit(1);
  if (school) {
    if (school.archivedAt) throw new ApiError(404, 'INVITE_NOT_FOUND');
    return { kind: 'link', school };
  }
  const byId = exec
    .select({ invitation, school: organization })
    .from(invitation)
    .innerJoin(organization, eq(organization.id, invitation.organizationId))
    .where(eq(invitation.id, token))
    .limit(1);
  const [found] = lock ? await byId.for('update', { of: invitation }) : await byId;
  if (!found || found.school.archivedAt) throw new ApiError(404, 'INVITE_NOT_FOUND');
  if (found.invitation.status !== 'pending' || found.invitation.expiresAt.getTime() <= now.getTime())
    throw new ApiError(410, 'INVITE_EXPIRED');
  return { kind: 'invitation', school: found.school, invitation: found.invitation };
}

/** The public view of an invite: the school's name and what the invite makes you; nobody's email. */
export function inviteInfo(resolved: ResolvedInvite): InviteInfo {
  return {
    schoolName: resolved.school.name,
    kind: resolved.kind,
    role: resolved.kind === 'invitation' ? invitationRole(resolved.invitation.role) : 'member',
  };
}

/**
 * Joins a school. As a student: any other student membership is left first (a trader studies at one school). As its
 * admin or mentor: a membership of this school takes the role (a student of it is promoted and leaves its classes),
 * unless it already holds it; an admin stays an admin. Returns whether the membership changed.
 */
export async function joinSchool(
  tx: Tx,
  userId: string,
  schoolId: string,
  role: InvitationDto['role'],
): Promise<boolean> {
  const [existing] = await tx
    .select()
    .from(member)
    .where(and(eq(member.userId, userId), eq(member.organizationId, schoolId)))
    .limit(1)
    .for('update');
  if (role !== STUDENT_MEMBER_ROLE) {
    if (existing && (isSchoolAdminRole(existing.role) || existing.role === role)) return false;
    if (existing) {
      await tx.update(member).set({ role }).where(eq(member.id, existing.id));
      // No longer a student there: off its classes' boards.
      await leaveSchoolClasses(tx, userId, [schoolId]);
    } else await tx.insert(member).values({ id: randomUUID(), organizationId: schoolId, userId, role });
    return true;
  }
  // Already here (as a student, or as its admin: an admin stays an admin).
  if (existing) return false;
  const left = await tx
    .delete(member)
    .where(and(eq(member.userId, userId), eq(member.role, STUDENT_MEMBER_ROLE)))
    .returning({ schoolId: member.organizationId });
  // A student who moves to another school leaves the old one's classes and boards with it.
  await leaveSchoolClasses(
    tx,
    userId,
    left.map((l) => l.schoolId),
  );
  await tx
    .insert(member)
    .values({ id: randomUUID(), organizationId: schoolId, userId, role: STUDENT_MEMBER_ROLE });
  return true;
}

import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { emptyBodySchema } from '@/shared/admin/contract';
import { STUDENT_MEMBER_ROLE } from '@/shared/admin/permissions';
import { joinBodySchema, sharingBodySchema } from '@/shared/schools/contract';
import { currentUser, type GateEnv } from '../../auth/gate';
import { invitation, member, profiles } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { clientIp } from '../../http/client-ip';
import { validate } from '../../http/validation';
import { ensureProfile, meResponse } from '../../user/profile';
import { releaseIfPending } from '../../user/access';
import { auditActor, recordAudit } from '../../audit/audit';
import { inviteInfo, joinSchool, resolveInvite } from './invitations.service';
import { leaveSchoolClasses } from './class-challenges.service';
import type { SchoolsDeps } from './schools.deps';

/**
 * /api/me/school: the trader's own side (the gate's 'user' rule: pending users too, since joining through an invite
 * is how a new trader reaches their school). Each answer is the new MeResponse.
 */
export function meSchoolRoutes({ db, now, trustProxy }: SchoolsDeps) {
  return new Hono<GateEnv>()
    .post('/join', validate('json', joinBodySchema), async (c) => {
      const u = currentUser(c);
      await ensureProfile(db, u);
      const at = now();
      await db.transaction(async (tx) => {
        const resolved = await resolveInvite(tx, c.req.valid('json').token, at, true);
        if (resolved.kind === 'link') {
          await joinSchool(tx, u.id, resolved.school.id, 'member');
          return;
        }
        const inv = resolved.invitation;
        // An invitation is personal: only the invited address may use it.
        if (inv.email.toLowerCase() !== u.email.toLowerCase())
          throw new ApiError(403, 'INVITE_EMAIL_MISMATCH');
        const role = inviteInfo(resolved).role;
        const joined = await joinSchool(tx, u.id, resolved.school.id, role);
        const newMentor = role === 'mentor' && joined;
        if (newMentor)
          await recordAudit(tx, auditActor(c, trustProxy), {
            action: 'school.mentor.add',
            targetType: 'user',
            targetId: u.id,
            targetLabel: u.email,
            schoolId: resolved.school.id,
            details: { via: 'invitation', invitationId: inv.id },
          });
        // A school admin runs a school and a mentor works for it: a pending one is released (never held by the
        // trial).
        if (role === 'admin' || newMentor) await releaseIfPending(tx, u.id, at);
        await tx.update(invitation).set({ status: 'accepted' }).where(eq(invitation.id, inv.id));
      });
      const profile = await ensureProfile(db, u);
      return c.json(await meResponse(db, u, profile, now()));
    })
    .put('/sharing', validate('json', sharingBodySchema), async (c) => {
      const u = currentUser(c);
      await ensureProfile(db, u);
      const [profile] = await db
        .update(profiles)
        .set({ schoolSharing: c.req.valid('json').sharing })
        .where(eq(profiles.userId, u.id))
        .returning();
      if (!profile) throw new Error('profile vanished');
      return c.json(await meResponse(db, u, profile, now()));
    })
    .post('/leave', validate('json', emptyBodySchema), async (c) => {
      const u = currentUser(c);
      const left = await db.transaction(async (tx) => {
        const rows = await tx
          .delete(member)
          .where(and(eq(member.userId, u.id), eq(member.role, STUDENT_MEMBER_ROLE)))
          .returning({ id: member.id, schoolId: member.organizationId });
        // Leaving the school ends its classes too; the challenge runs go on as the trader's own.
        await leaveSchoolClasses(
          tx,
          u.id,
          rows.map((r) => r.schoolId),
        );
        return rows;
      });
      if (!left.length) throw new ApiError(404, 'NOT_IN_SCHOOL');
      const profile = await ensureProfile(db, u);
      return c.json(await meResponse(db, u, profile, now()));
    });
}

/** GET /api/public/invites/:token: what an invite opens, for the /convite page before sign-in. Rate limited. */
export function publicInviteRoutes({ db, now, rateLimiter, trustProxy }: SchoolsDeps) {
  return new Hono<GateEnv>().get(
    '/:token',
    // The limit comes first: guessing tokens costs attempts whatever they look like.
    async (c, next) => {
      const limit = await rateLimiter.consume(`invite:${clientIp(c, trustProxy)}`, { window: 60, max: 30 });
      if (!limit.allowed) {
        c.header('Retry-After', String(limit.retryAfter ?? 60));
        throw new ApiError(429, 'RATE_LIMITED');
      }
      await next();
    },
    async (c) => {
      const token = c.req.param('token');
      if (token.length < 6 || token.length > 100) throw new ApiError(404, 'INVITE_NOT_FOUND');
      c.header('Cache-Control', 'no-store');
      return c.json(inviteInfo(await resolveInvite(db, token, now())));
    },
  );
}

import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { continueAccessSchema, emptyBodySchema } from '@/shared/admin/contract';
import type { Permission } from '@/shared/admin/permissions';
import { fieldErrorMessages } from '@/shared/i18n/errors';
import { invitePath, invitationInputSchema, studentsQuerySchema } from '@/shared/schools/contract';
import { INVITATION_VALID_DAYS } from '@/shared/schools/contract';
import { currentUser, type GateEnv } from '../../auth/gate';
import { authorize } from '../../auth/permissions';
import { organization } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { validate } from '../../http/validation';
import {
  schoolContinuedEmail,
  schoolInvitationEmail,
  schoolReleasedEmail,
} from '../../mail/school-templates';
import { continueProfile, releaseProfile } from '../../user/access';
import { auditActor, recordAudit } from '../../audit/audit';
import { userToday, userZone } from '../../user/trading-settings';
import { cancelInvitation, createInvitation, listInvitations, toInvitationDto } from './invitations.service';
import type { SchoolsDeps } from './schools.deps';
import { forMentor, regenerateInviteCode, schoolAccess, schoolDto, schoolsOf } from './schools.service';
import { studentsCsv } from './students-csv';
import { listStudents, seatsUsed, studentDetail, studentOf } from './students.service';

const isRealDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
};
const untilError = (message: string) =>
  new ApiError(400, 'INVALID_INPUT', { fieldErrors: { until: [message] } });

/**
 * /api/schools: a school's area. The gate lets allowed users in; each route then wants an admin or a school admin
 * of THAT school (anyone else, and unknown ids, get 404 SCHOOL_NOT_FOUND) and checks the permission of the matrix.
 */
export function schoolRoutes({ db, now, mailer, appUrl, trustProxy }: SchoolsDeps) {
  async function guard(c: Context<GateEnv>, permission: Permission) {
    const access = await schoolAccess(db, currentUser(c), c.req.param('id') ?? '');
    if (!authorize(access.role, permission)) throw new ApiError(403, 'FORBIDDEN');
    return access;
  }

  return new Hono<GateEnv>()
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ schools: await schoolsOf(db, currentUser(c)) });
    })
    .get('/:id', async (c) => {
      const { school, role } = await guard(c, 'school.students.read');
      c.header('Cache-Control', 'no-store');
      const dto = await schoolDto(db, school.id);
      return c.json({ school: authorize(role, 'school.invite') ? dto : forMentor(dto) });
    })
    .get('/:id/students', validate('query', studentsQuerySchema), async (c) => {
      const { school } = await guard(c, 'school.students.read');
      c.header('Cache-Control', 'no-store');
      return c.json({ students: await listStudents(db, school.id, c.req.valid('query'), now()) });
    })
    .get('/:id/students.csv', async (c) => {
      const { school } = await guard(c, 'school.students.export');
      const at = now();
      const students = await listStudents(db, school.id, {}, at);
      const caller = currentUser(c);
      // Dates in the reader's zone: the file is named after their today, as the trades export is.
      const { today, timezone } = await userToday(db, caller.id, at);
      await db.transaction(async (tx) => {
        await recordAudit(tx, auditActor(c, trustProxy), {
          action: 'school.students_export',
          targetType: 'school',
          targetId: school.id,
          targetLabel: school.name,
          schoolId: school.id,
          details: { students: students.length },
        });
      });
      c.header('Cache-Control', 'no-store');
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="mctrading-alunos-${school.slug}-${today}.csv"`);
      return c.body(studentsCsv(students, timezone));
    })
    .get('/:id/students/:userId', async (c) => {
      const { school } = await guard(c, 'school.students.read');
      c.header('Cache-Control', 'no-store');
      return c.json(await studentDetail(db, school.id, c.req.param('userId'), now()));
    })
    .post('/:id/students/:userId/release', validate('json', emptyBodySchema), async (c) => {
      const { school } = await guard(c, 'school.students.release');
      const student = await studentOf(db, school.id, c.req.param('userId'));
      const at = now();
      const actor = auditActor(c, trustProxy);
      const released = await db.transaction(async (tx) => {
        // The school's row lock serialises releases: two at once cannot both take the last seat.
        const [locked] = await tx
          .select()
          .from(organization)
          .where(eq(organization.id, school.id))
          .for('update');
        if (!locked) throw new ApiError(404, 'SCHOOL_NOT_FOUND');
        if (locked.archivedAt) throw new ApiError(409, 'SCHOOL_ARCHIVED');
        const fresh = await studentOf(tx, school.id, student.userId);
        if (fresh.isAllowed || fresh.revokedAt) throw new ApiError(409, 'NOT_PENDING');
        if (locked.seatLimit !== null && (await seatsUsed(tx, school.id)) >= locked.seatLimit)
          throw new ApiError(409, 'SCHOOL_FULL');
        const profile = await releaseProfile(tx, student.userId, at);
        await recordAudit(tx, actor, {
          action: 'school.student_release',
          targetType: 'user',
          targetId: student.userId,
          targetLabel: student.email,
          schoolId: school.id,
          details: { trialEndsAt: profile.trialEndsAt?.toISOString() ?? null },
        });
        return profile;
      });
      await mailer.send(
        schoolReleasedEmail({
          to: student.email,
          name: student.name,
          school: school.name,
          trialEndsAt: released.trialEndsAt,
          timezone: await userZone(db, student.userId),
          appUrl,
        }),
      );
      return c.json(await studentDetail(db, school.id, student.userId, now()));
    })
    .post('/:id/students/:userId/continue', validate('json', continueAccessSchema), async (c) => {
      const { school } = await guard(c, 'school.students.continue');
      const student = await studentOf(db, school.id, c.req.param('userId'));
      const { until } = c.req.valid('json');
      if (until && !isRealDay(until)) throw untilError(fieldErrorMessages.invalidDay);
      const actor = auditActor(c, trustProxy);
      const continued = await db.transaction(async (tx) => {
        // The same rules as an admin's continuation: released students only, never ending in the past.
        const fresh = await studentOf(tx, school.id, student.userId);
        if (!fresh.isAllowed) throw new ApiError(400, 'NOT_RELEASED');
        const { today } = await userToday(tx, student.userId, now());
        if (until && until < today) throw untilError(fieldErrorMessages.continueUntilPast);
        const profile = await continueProfile(tx, student.userId, until, now());
        await recordAudit(tx, actor, {
          action: 'school.student_continue',
          targetType: 'user',
          targetId: student.userId,
          targetLabel: student.email,
          schoolId: school.id,
          details: { until, requested: Boolean(fresh.continueRequestedAt) },
        });
        return profile;
      });
      await mailer.send(
        schoolContinuedEmail({
          to: student.email,
          name: student.name,
          school: school.name,
          continuedUntil: continued.continuedUntil,
          timezone: await userZone(db, student.userId),
          appUrl,
        }),
      );
      return c.json(await studentDetail(db, school.id, student.userId, now()));
    })
    .get('/:id/invitations', async (c) => {
      const { school } = await guard(c, 'school.invite');
      c.header('Cache-Control', 'no-store');
      return c.json({ invitations: await listInvitations(db, school.id) });
    })
    .post('/:id/invitations', validate('json', invitationInputSchema), async (c) => {
      const { school, role } = await guard(c, 'school.invite');
      if (school.archivedAt) throw new ApiError(409, 'SCHOOL_ARCHIVED');
      const input = c.req.valid('json');
      // Making school admins is an admin's call (roles.grant); a school admin invites students only.
      if (input.role === 'admin' && !authorize(role, 'roles.grant'))
        throw new ApiError(403, 'FORBIDDEN', { field: 'role' });
      if (input.role === 'mentor' && !authorize(role, 'school.mentors.manage'))
        throw new ApiError(403, 'FORBIDDEN', { field: 'role' });
      const caller = currentUser(c);
      const actor = auditActor(c, trustProxy);
      const { row } = await db.transaction(async (tx) => {
        const created = await createInvitation(tx, {
          schoolId: school.id,
          email: input.email,
          role: input.role,
          inviterId: caller.id,
          now: now(),
        });
        await recordAudit(tx, actor, {
          action: 'school.invite',
          targetType: 'invitation',
          targetId: created.row.id,
          targetLabel: created.row.email,
          schoolId: school.id,
          details: { role: created.row.role, replaced: created.replaced },
        });
        return created;
      });
      await mailer.send(
        schoolInvitationEmail({
          to: row.email,
          school: school.name,
          role: input.role,
          inviter: caller.name || caller.email,
          url: `${appUrl}${invitePath(row.id)}`,
          validDays: INVITATION_VALID_DAYS,
        }),
      );
      return c.json({ invitation: toInvitationDto(row) }, 201);
    })
    .post('/:id/invitations/:invId/cancel', validate('json', emptyBodySchema), async (c) => {
      const { school } = await guard(c, 'school.invite');
      const actor = auditActor(c, trustProxy);
      const row = await db.transaction(async (tx) => {
        const canceled = await cancelInvitation(tx, school.id, c.req.param('invId'));
        await recordAudit(tx, actor, {
          action: 'school.invite_cancel',
          targetType: 'invitation',
          targetId: canceled.id,
          targetLabel: canceled.email,
          schoolId: school.id,
        });
        return canceled;
      });
      return c.json({ invitation: toInvitationDto(row) });
    })
    .post('/:id/invite-code', validate('json', emptyBodySchema), async (c) => {
      const { school } = await guard(c, 'school.invite');
      const actor = auditActor(c, trustProxy);
      await db.transaction(async (tx) => {
        await regenerateInviteCode(tx, school.id);
        await recordAudit(tx, actor, {
          action: 'school.invite_code',
          targetType: 'school',
          targetId: school.id,
          targetLabel: school.name,
          schoolId: school.id,
        });
      });
      return c.json({ school: await schoolDto(db, school.id) });
    });
}

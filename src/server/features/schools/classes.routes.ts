import { Hono } from 'hono';
import { emptyBodySchema } from '@/shared/admin/contract';
import { daysBetween } from '@/shared/time/calendar-date';
import {
  classChallengeStartSchema,
  classInviteSchema,
  classNameSchema,
  classViewQuerySchema,
  type AdminBoardRowDto,
  type BoardDto,
} from '@/shared/schools/classes-contract';
import { auditActor, recordAudit } from '../../audit/audit';
import { currentUser, type GateEnv } from '../../auth/gate';
import { ApiError } from '../../http/api-error';
import { validate } from '../../http/validation';
import { userToday } from '../../user/trading-settings';
import { classBoard } from './class-board';
import { endClassChallenge, startClassChallenge } from './class-challenges.service';
import { classView } from './class-view';
import { memberAudit, refreshRuns } from './class-writes';
import {
  archiveClass,
  challengeDto,
  classDetail,
  classOf,
  createClass,
  inviteToClass,
  listClasses,
  renameClass,
} from './classes.service';
import { schoolGuard } from './school-guard';
import type { SchoolsDeps } from './schools.deps';

/** How far back and ahead (days from the starter's today) a class challenge may start: the personal rule. */
const START_WINDOW = { back: 6, ahead: 30 } as const;

/**
 * /api/schools/{id}/classes: a school's classes (school.classes.manage to change them, school.classView.read to
 * read them, mentors included), their challenges, boards and the class view.
 */
export function schoolClassesRoutes({ db, now, trustProxy }: SchoolsDeps) {
  const guard = schoolGuard(db);
  const cls = (c: { req: { param: (k: string) => string | undefined } }, schoolId: string) =>
    classOf(db, schoolId, c.req.param('classId') ?? '');
  return new Hono<GateEnv>()
    .get('/:id/classes', async (c) => {
      const { school } = await guard(c, 'school.classView.read');
      c.header('Cache-Control', 'no-store');
      return c.json({ classes: await listClasses(db, school.id) });
    })
    .post('/:id/classes', validate('json', classNameSchema), async (c) => {
      const { school } = await guard(c, 'school.classes.manage');
      const actor = auditActor(c, trustProxy);
      const u = currentUser(c);
      const row = await db.transaction(async (tx) => {
        const created = await createClass(tx, school.id, c.req.valid('json').name, u.id);
        await recordAudit(tx, actor, {
          action: 'school.class.create',
          targetType: 'school',
          targetId: school.id,
          targetLabel: school.name,
          schoolId: school.id,
          details: { classId: created.id, className: created.name },
        });
        return created;
      });
      return c.json({ class: await classDetail(db, school.id, row.id) }, 201);
    })
    .get('/:id/classes/:classId', async (c) => {
      const { school } = await guard(c, 'school.classView.read');
      c.header('Cache-Control', 'no-store');
      return c.json({ class: await classDetail(db, school.id, c.req.param('classId')) });
    })
    .patch('/:id/classes/:classId', validate('json', classNameSchema), async (c) => {
      const { school } = await guard(c, 'school.classes.manage');
      const row = await cls(c, school.id);
      const name = c.req.valid('json').name;
      const actor = auditActor(c, trustProxy);
      await db.transaction(async (tx) => {
        await renameClass(tx, row, name);
        await recordAudit(tx, actor, {
          action: 'school.class.rename',
          targetType: 'school',
          targetId: school.id,
          targetLabel: school.name,
          schoolId: school.id,
          details: { classId: row.id, from: row.name, to: name },
        });
      });
      return c.json({ class: await classDetail(db, school.id, row.id) });
    })
    .post('/:id/classes/:classId/archive', validate('json', emptyBodySchema), async (c) => {
      const { school } = await guard(c, 'school.classes.manage');
      const row = await cls(c, school.id);
      const actor = auditActor(c, trustProxy);
      await db.transaction(async (tx) => {
        if (await archiveClass(tx, row, now()))
          await recordAudit(tx, actor, {
            action: 'school.class.archive',
            targetType: 'school',
            targetId: school.id,
            targetLabel: school.name,
            schoolId: school.id,
            details: { classId: row.id, className: row.name },
          });
      });
      return c.json({ class: await classDetail(db, school.id, row.id) });
    })
    .post('/:id/classes/:classId/members', validate('json', classInviteSchema), async (c) => {
      const { school } = await guard(c, 'school.classes.manage');
      const row = await cls(c, school.id);
      const actor = auditActor(c, trustProxy);
      const invited = await db.transaction(async (tx) => {
        const added = await inviteToClass(tx, row, c.req.valid('json').userIds, now());
        for (const who of added) await memberAudit(tx, actor, 'school.class.member.invite', who, row);
        return added;
      });
      return c.json({ invited: invited.length, class: await classDetail(db, school.id, row.id) });
    })
    .post('/:id/classes/:classId/challenge', validate('json', classChallengeStartSchema), async (c) => {
      const { school } = await guard(c, 'school.classes.manage');
      const row = await cls(c, school.id);
      if (row.archivedAt) throw new ApiError(409, 'CLASS_ARCHIVED');
      const u = currentUser(c);
      const { today } = await userToday(db, u.id, now());
      const { startDate } = c.req.valid('json');
      const offset = daysBetween(today, startDate);
      if (offset < -START_WINDOW.back || offset > START_WINDOW.ahead)
        throw new ApiError(400, 'CHALLENGE_START_OUT_OF_RANGE', { field: 'startDate' });
      const actor = auditActor(c, trustProxy);
      const started = await db.transaction(async (tx) => {
        const result = await startClassChallenge(tx, row.id, startDate, u.id, now());
        await recordAudit(tx, actor, {
          action: 'school.class.challenge.start',
          targetType: 'school',
          targetId: school.id,
          targetLabel: school.name,
          schoolId: school.id,
          details: { classId: row.id, className: row.name, startDate, enrolled: result.enrolled.length },
        });
        return result;
      });
      await refreshRuns(db, started.enrolled, now());
      return c.json({ challenge: challengeDto(started.challenge), enrolled: started.enrolled.length }, 201);
    })
    .post('/:id/classes/:classId/challenge/end', validate('json', emptyBodySchema), async (c) => {
      const { school } = await guard(c, 'school.classes.manage');
      const row = await cls(c, school.id);
      const actor = auditActor(c, trustProxy);
      await db.transaction(async (tx) => {
        await endClassChallenge(tx, row.id, now());
        await recordAudit(tx, actor, {
          action: 'school.class.challenge.end',
          targetType: 'school',
          targetId: school.id,
          targetLabel: school.name,
          schoolId: school.id,
          details: { classId: row.id, className: row.name },
        });
      });
      return c.json({ ok: true });
    })
    .get('/:id/classes/:classId/board', async (c) => {
      const { school } = await guard(c, 'school.classView.read');
      const row = await cls(c, school.id);
      const { cc, rows } = await classBoard(db, row.id, now());
      c.header('Cache-Control', 'no-store');
      const body: BoardDto<AdminBoardRowDto> = {
        className: row.name,
        challenge: cc ? challengeDto(cc) : null,
        rows,
      };
      return c.json(body);
    })
    .get('/:id/classes/:classId/view', validate('query', classViewQuerySchema), async (c) => {
      const { school } = await guard(c, 'school.classView.read');
      const row = await cls(c, school.id);
      const { today } = await userToday(db, currentUser(c).id, now());
      c.header('Cache-Control', 'no-store');
      return c.json(await classView(db, row, today, c.req.valid('query').weeks, now()));
    });
}

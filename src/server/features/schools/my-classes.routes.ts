import { Hono } from 'hono';
import { emptyBodySchema } from '@/shared/admin/contract';
import { classAcceptSchema, type BoardDto, type BoardRowDto } from '@/shared/schools/classes-contract';
import { auditActor } from '../../audit/audit';
import { currentUser, type GateEnv } from '../../auth/gate';
import { ApiError } from '../../http/api-error';
import { validate } from '../../http/validation';
import { classBoard } from './class-board';
import { detachRuns, enrollInClassChallenge, leaveClassChallenge } from './class-challenges.service';
import { memberAudit, refreshRuns } from './class-writes';
import { activeClassChallenge, challengeDto } from './classes.service';
import { membershipOf, myClasses, setMemberStatus } from './my-classes.service';
import type { SchoolsDeps } from './schools.deps';

/** The class an audit entry names, from the student's membership row. */
const classOf = (m: { schoolId: string; name: string }, id: string) => ({
  id,
  schoolId: m.schoolId,
  name: m.name,
});

/** /api/classes: the student's side — invitations, accepting with a nickname, leaving, and the class board. */
export function myClassesRoutes({ db, now, trustProxy }: SchoolsDeps) {
  return new Hono<GateEnv>()
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ classes: await myClasses(db, currentUser(c).id) });
    })
    .post('/:classId/accept', validate('json', classAcceptSchema), async (c) => {
      const u = currentUser(c);
      const classId = c.req.param('classId');
      const actor = auditActor(c, trustProxy);
      const enrolled = await db.transaction(async (tx) => {
        const m = await membershipOf(tx, u.id, classId);
        if (m.archivedAt) throw new ApiError(409, 'CLASS_ARCHIVED');
        if (m.status !== 'invited' && m.status !== 'joined')
          throw new ApiError(404, 'CLASS_INVITE_NOT_FOUND');
        await setMemberStatus(tx, classId, u.id, 'joined', now(), c.req.valid('json').nickname);
        if (m.status === 'joined') return [];
        await memberAudit(
          tx,
          actor,
          'school.class.member.join',
          { userId: u.id, email: u.email },
          classOf(m, classId),
        );
        const cc = await activeClassChallenge(tx, classId);
        return cc ? enrollInClassChallenge(tx, cc, [u.id], now()) : [];
      });
      await refreshRuns(db, enrolled, now());
      return c.json({ classes: await myClasses(db, u.id) });
    })
    .post('/:classId/decline', validate('json', emptyBodySchema), async (c) => {
      const u = currentUser(c);
      const classId = c.req.param('classId');
      const actor = auditActor(c, trustProxy);
      await db.transaction(async (tx) => {
        const m = await membershipOf(tx, u.id, classId);
        if (m.status !== 'invited') throw new ApiError(404, 'CLASS_INVITE_NOT_FOUND');
        await setMemberStatus(tx, classId, u.id, 'declined', now());
        await memberAudit(
          tx,
          actor,
          'school.class.member.decline',
          { userId: u.id, email: u.email },
          classOf(m, classId),
        );
      });
      return c.json({ classes: await myClasses(db, u.id) });
    })
    .post('/:classId/leave', validate('json', emptyBodySchema), async (c) => {
      const u = currentUser(c);
      const classId = c.req.param('classId');
      const actor = auditActor(c, trustProxy);
      await db.transaction(async (tx) => {
        const m = await membershipOf(tx, u.id, classId);
        if (m.status !== 'joined') throw new ApiError(404, 'NOT_IN_CLASS');
        await detachRuns(tx, u.id, [classId]);
        await setMemberStatus(tx, classId, u.id, 'left', now());
        await memberAudit(
          tx,
          actor,
          'school.class.member.leave',
          { userId: u.id, email: u.email },
          classOf(m, classId),
        );
      });
      return c.json({ classes: await myClasses(db, u.id) });
    })
    .post('/:classId/challenge/leave', validate('json', emptyBodySchema), async (c) => {
      const u = currentUser(c);
      const classId = c.req.param('classId');
      const m = await membershipOf(db, u.id, classId);
      if (m.status !== 'joined') throw new ApiError(404, 'NOT_IN_CLASS');
      await leaveClassChallenge(db, u.id, classId);
      return c.json({ classes: await myClasses(db, u.id) });
    })
    .get('/:classId/board', async (c) => {
      const u = currentUser(c);
      const classId = c.req.param('classId');
      const m = await membershipOf(db, u.id, classId);
      if (m.status !== 'joined') throw new ApiError(404, 'NOT_IN_CLASS');
      const { cc, rows } = await classBoard(db, classId, now());
      c.header('Cache-Control', 'no-store');
      // Classmates see nicknames and process only: no ids, and no "needs a word" (that is the school's).
      const body: BoardDto<BoardRowDto> = {
        className: m.name,
        challenge: cc ? challengeDto(cc) : null,
        rows: rows.map(({ userId, needsWord: _n, ...r }) => ({ ...r, you: userId === u.id })),
      };
      return c.json(body);
    });
}

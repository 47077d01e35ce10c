import { and, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { emptyBodySchema } from '@/shared/admin/contract';
import {
  feedbackInputSchema,
  feedbackMailSchema,
  feedbackReplySchema,
  journalQuerySchema,
  mentorInputSchema,
} from '@/shared/schools/mentoring-contract';
import { formatDate } from '@/shared/format';
import { auditActor, recordAudit } from '../../audit/audit';
import { currentUser, type GateEnv } from '../../auth/gate';
import { feedbackComments, profiles } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { validate } from '../../http/validation';
import { mentorFeedbackEmail } from '../../mail/mentoring-templates';
import { notifyTradesChanged } from '../../realtime/trade-events';
import { ensureProfile } from '../../user/profile';
import {
  insertComment,
  markRead,
  threadHead,
  threadsOf,
  toCommentDto,
  unreadCount,
} from './feedback.service';
import { listMentors, makeMentor, removeMentor } from './mentors.service';
import { schoolGuard } from './school-guard';
import type { SchoolsDeps } from './schools.deps';
import { sharingStudent, studentJournal, studentTrade } from './student-journal';

/** The name a comment carries: the profile's display name, the account's name otherwise. */
async function authorName(deps: SchoolsDeps, u: { id: string; name: string; email: string }) {
  const [p] = await deps.db
    .select({ displayName: profiles.displayName })
    .from(profiles)
    .where(eq(profiles.userId, u.id))
    .limit(1);
  return p?.displayName || u.name || u.email;
}

/**
 * /api/schools/{id}: naming mentors (school.mentors.manage, audited), a student's journal read by the school's
 * mentors and admins while the student shares 'Tudo' (school.journal.read), and their comments on it
 * (school.comments.write). Comments are the student's data, not audited content.
 */
export function mentoringRoutes(deps: SchoolsDeps) {
  const { db, now, trustProxy, mailer, appUrl } = deps;
  const guard = schoolGuard(db);
  return new Hono<GateEnv>()
    .get('/:id/mentors', async (c) => {
      const { school } = await guard(c, 'school.mentors.manage');
      c.header('Cache-Control', 'no-store');
      return c.json({ mentors: await listMentors(db, school.id) });
    })
    .post('/:id/mentors', validate('json', mentorInputSchema), async (c) => {
      const { school } = await guard(c, 'school.mentors.manage');
      const actor = auditActor(c, trustProxy);
      const { mentor, changed } = await db.transaction(async (tx) => {
        const made = await makeMentor(tx, school.id, c.req.valid('json').userId);
        if (made.changed)
          await recordAudit(tx, actor, {
            action: 'school.mentor.add',
            targetType: 'user',
            targetId: made.mentor.userId,
            targetLabel: made.mentor.email,
            schoolId: school.id,
            details: { via: 'member' },
          });
        return made;
      });
      return c.json({ mentor }, changed ? 201 : 200);
    })
    .post('/:id/mentors/:userId/remove', validate('json', emptyBodySchema), async (c) => {
      const { school } = await guard(c, 'school.mentors.manage');
      const actor = auditActor(c, trustProxy);
      const mentor = await db.transaction(async (tx) => {
        const removed = await removeMentor(tx, school.id, c.req.param('userId'));
        await recordAudit(tx, actor, {
          action: 'school.mentor.remove',
          targetType: 'user',
          targetId: removed.userId,
          targetLabel: removed.email,
          schoolId: school.id,
        });
        return removed;
      });
      return c.json({ mentor });
    })
    .get('/:id/students/:userId/journal', validate('query', journalQuerySchema), async (c) => {
      const { school } = await guard(c, 'school.journal.read', { memberOnly: true });
      c.header('Cache-Control', 'no-store');
      const caller = currentUser(c);
      return c.json(
        await studentJournal(
          db,
          school.id,
          c.req.param('userId'),
          caller.id,
          c.req.valid('query').page,
          now(),
        ),
      );
    })
    .post('/:id/students/:userId/feedback', validate('json', feedbackInputSchema), async (c) => {
      const { school } = await guard(c, 'school.comments.write', { memberOnly: true });
      const caller = currentUser(c);
      const input = c.req.valid('json');
      const student = await sharingStudent(db, school.id, c.req.param('userId'));
      const trade = input.tradeId ? await studentTrade(db, student.userId, input.tradeId) : null;
      const name = await authorName(deps, caller);
      const row = await db.transaction(async (tx) => {
        const inserted = await insertComment(tx, {
          studentId: student.userId,
          schoolId: school.id,
          authorId: caller.id,
          authorName: name,
          authorRole: 'mentor',
          tradeId: trade?.id ?? null,
          day: trade?.day ?? input.day ?? '',
          body: input.body,
          mark: input.mark ?? null,
        });
        // Every open tab of the student hears of it at commit (the event stream's notice, then its live sources).
        await notifyTradesChanged(tx, student.userId);
        return inserted;
      });
      const [pref] = await db
        .select({ mail: profiles.mentorFeedbackMail })
        .from(profiles)
        .where(eq(profiles.userId, student.userId))
        .limit(1);
      if (pref?.mail !== false)
        await mailer.send(
          mentorFeedbackEmail({
            to: student.email,
            name: student.name,
            mentor: name,
            school: school.name,
            about: trade
              ? `seu trade de ${trade.instrument} em ${formatDate(trade.day)}`
              : `seu dia ${formatDate(row.day)}`,
            body: row.body,
            mark: (row.mark as 'good-process' | 'review' | null) ?? null,
            appUrl,
          }),
        );
      return c.json({ comment: toCommentDto(row, caller.id) }, 201);
    });
}

/**
 * /api/feedback: the student's side. Their threads stay theirs (whatever school wrote them, and after they leave
 * it); they answer in a thread a mentor opened, and choose whether a comment is also mailed.
 */
export function feedbackRoutes(deps: SchoolsDeps) {
  const { db, now } = deps;
  return new Hono<GateEnv>()
    .get('/', async (c) => {
      const u = currentUser(c);
      const profile = await ensureProfile(db, u);
      c.header('Cache-Control', 'no-store');
      const [threads, unread] = await Promise.all([threadsOf(db, u.id, u.id), unreadCount(db, u.id)]);
      return c.json({ threads, unread, mail: profile.mentorFeedbackMail });
    })
    .get('/unread', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ unread: await unreadCount(db, currentUser(c).id) });
    })
    .post('/read', validate('json', emptyBodySchema), async (c) => {
      await markRead(db, currentUser(c).id, 'mentor', now());
      return c.json({ unread: 0 });
    })
    .post('/reply', validate('json', feedbackReplySchema), async (c) => {
      const u = currentUser(c);
      const input = c.req.valid('json');
      const head = await threadHead(db, u.id, input);
      if (!head) throw new ApiError(404, 'THREAD_NOT_FOUND');
      const name = await authorName(deps, u);
      const row = await db.transaction(async (tx) => {
        const inserted = await insertComment(tx, {
          studentId: u.id,
          schoolId: head.schoolId,
          authorId: u.id,
          authorName: name,
          authorRole: 'student',
          tradeId: head.tradeId,
          day: head.day,
          body: input.body,
          mark: null,
        });
        // Answering is reading: the thread's mentor comments are seen.
        await markRead(
          tx,
          u.id,
          'mentor',
          now(),
          head.tradeId
            ? eq(feedbackComments.tradeId, head.tradeId)
            : and(isNull(feedbackComments.tradeId), eq(feedbackComments.day, head.day)),
        );
        await notifyTradesChanged(tx, u.id);
        return inserted;
      });
      return c.json({ comment: toCommentDto(row, u.id) }, 201);
    })
    .put('/mail', validate('json', feedbackMailSchema), async (c) => {
      const u = currentUser(c);
      await ensureProfile(db, u);
      const mail = c.req.valid('json').mail;
      await db.update(profiles).set({ mentorFeedbackMail: mail }).where(eq(profiles.userId, u.id));
      return c.json({ mail });
    });
}

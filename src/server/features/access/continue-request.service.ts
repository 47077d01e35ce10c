import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { member, profiles, user } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { Logger } from '../../logger';
import { continueRequestEmail, type ContinueRequestSummary } from '../../mail/trial-templates';
import type { Mailer } from '../../mail/types';
import { adminRecipients, ensureProfile, type UserRow } from '../../user/profile';
import { accessStatusOf, schoolAdminMembership, studentSchoolOf } from '../../user/access';
import { zonesOfEmails } from '../../user/trading-settings';

type ProfileRow = typeof profiles.$inferSelect;

/** A second press within this window records nothing new and mails nobody: one notice per day at most. */
export const CONTINUE_REQUEST_REPEAT_MS = 24 * 60 * 60 * 1000;

/** The emails of the admins of one school (owner and admin members). */
async function schoolAdminEmails(db: Db, schoolId: string): Promise<string[]> {
  const rows = await db
    .select({ email: user.email })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, schoolId), schoolAdminMembership));
  return rows.map((r) => r.email.toLowerCase());
}

/**
 * 'Continuar' after the trial (ADR 013): only a read-only account may ask (409 CONTINUE_NOT_NEEDED otherwise).
 * Records when it asked and tells the admins and the school admins of the trader's school, once per 24 hours
 * (the profile row is locked, so two quick presses mail once). Answers the profile as it now is.
 */
export async function requestContinuation(
  deps: { db: Db; mailer: Mailer; appUrl: string; adminEmails: string[]; logger: Logger },
  u: UserRow,
  now: Date,
): Promise<ProfileRow> {
  const { db } = deps;
  await ensureProfile(db, u);
  const { profile, notify } = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(profiles)
      .where(eq(profiles.userId, u.id))
      .limit(1)
      .for('update');
    if (!current) throw new Error(`requestContinuation: no profile for ${u.id}`);
    const status = await accessStatusOf(tx, u, current, now);
    if (status !== 'trial_expired') throw new ApiError(409, 'CONTINUE_NOT_NEEDED', { params: { status } });
    const last = current.continueRequestedAt?.getTime();
    if (last !== undefined && now.getTime() - last < CONTINUE_REQUEST_REPEAT_MS) {
      return { profile: current, notify: false };
    }
    const [row] = await tx
      .update(profiles)
      .set({ continueRequestedAt: now })
      .where(eq(profiles.userId, u.id))
      .returning();
    if (!row) throw new Error('profile vanished');
    return { profile: row, notify: true };
  });
  if (notify) await notifyContinueRequest(deps, u, profile);
  return profile;
}

/** After the commit: the request is recorded whatever happens to the mail (queueing is durable; a failure is logged). */
async function notifyContinueRequest(
  deps: { db: Db; mailer: Mailer; appUrl: string; adminEmails: string[]; logger: Logger },
  u: UserRow,
  profile: ProfileRow,
): Promise<void> {
  const { db, mailer, appUrl, logger } = deps;
  try {
    const school = (await studentSchoolOf(db, u.id)) ?? null;
    const trader: ContinueRequestSummary = {
      name: profile.fullName || profile.displayName || u.name,
      email: u.email,
      whatsapp: profile.whatsapp,
      school,
      trialEndedAt: profile.continuedUntil ?? profile.trialEndsAt,
    };
    const admins = new Set(await adminRecipients(db, deps.adminEmails, u.email));
    const schoolAdmins = school ? await schoolAdminEmails(db, school.id) : [];
    const zones = await zonesOfEmails(db, [...admins, ...schoolAdmins]);
    const timeZone = (to: string) => zones.get(to.toLowerCase());
    for (const to of admins) {
      await mailer.send(
        continueRequestEmail({ to, appUrl, audience: 'admin', trader, timeZone: timeZone(to) }),
      );
    }
    // An admin who also runs the school already has the notice (with the school's link in it).
    for (const to of schoolAdmins.filter((e) => !admins.has(e) && e !== u.email.toLowerCase())) {
      await mailer.send(
        continueRequestEmail({ to, appUrl, audience: 'school', trader, timeZone: timeZone(to) }),
      );
    }
  } catch (err) {
    logger.error({ err, userId: u.id }, 'continue-request: notice failed');
  }
}

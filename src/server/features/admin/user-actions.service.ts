import { eq, inArray } from 'drizzle-orm';
import { accessStatus, trialEndFor } from '@/shared/account/access';
import { addDays } from '@/shared/time/calendar-date';
import { fieldErrorMessages } from '@/shared/i18n/errors';
import { wallClock, zonedTimeToUtc } from '@/shared/time/zoned-time';
import type { Db } from '../../db/client';
import { profiles, rankingMembers, session, user } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import {
  accessContinuedEmail,
  accessReleasedEmail,
  accessRevokedEmail,
  sessionsEndedEmail,
  trialExtendedEmail,
} from '../../mail/access-templates';
import type { MailMessage } from '../../mail/types';
import { continueProfile, releaseProfile, schoolsAdministeredBy } from '../../user/access';
import { ensureProfile } from '../../user/profile';
import { roleOf } from '../../user/role';
import { recordAudit, type AuditActor } from '../../audit/audit';
import { userToday } from '../../user/trading-settings';
import type { Tx } from '../../db/tx';

/**
 * The admin's actions on a user (ADR 013). Each runs in one transaction with its audit entry and returns the mails
 * for the caller to send once it has committed (a rolled-back action must not tell anyone anything).
 */
export interface ActionContext {
  db: Db;
  actor: AuditActor;
  now: Date;
  appUrl: string;
}

export interface ActionOutcome {
  mails: MailMessage[];
}

type UserRow = typeof user.$inferSelect;
type ProfileRow = typeof profiles.$inferSelect;

/** The target, with a profile (an account that never signed in gets one now, as on its first sign-in). */
async function targetUser(db: Db, userId: string): Promise<UserRow> {
  const [row] = await db.select().from(user).where(eq(user.id, userId)).limit(1);
  if (!row) throw new ApiError(404, 'USER_NOT_FOUND');
  await ensureProfile(db, row);
  return row;
}

async function lockProfile(tx: Tx, userId: string): Promise<ProfileRow> {
  const [row] = await tx.select().from(profiles).where(eq(profiles.userId, userId)).limit(1).for('update');
  if (!row) throw new ApiError(404, 'USER_NOT_FOUND');
  return row;
}

const audited = (u: UserRow) => ({ targetType: 'user' as const, targetId: u.id, targetLabel: u.email });

async function releasedMail(ctx: ActionContext, u: UserRow, p: ProfileRow): Promise<MailMessage> {
  const { timezone } = await userToday(ctx.db, u.id, ctx.now);
  const status = accessStatus(p, ctx.now);
  return accessReleasedEmail({
    to: u.email,
    name: p.displayName,
    appUrl: ctx.appUrl,
    state:
      status === 'trial' && p.trialEndsAt
        ? { kind: 'trial', trialEndsAt: p.trialEndsAt, timeZone: timezone }
        : status === 'active'
          ? { kind: 'active' }
          : { kind: 'expired' },
  });
}

/**
 * Releases a pending (or revoked) user: the first release starts the trial. 400 NOT_PENDING when the user already
 * has access (admins included).
 */
export async function releaseUser(ctx: ActionContext, userId: string): Promise<ActionOutcome> {
  const target = await targetUser(ctx.db, userId);
  const released = await ctx.db.transaction(async (tx) => {
    const before = await lockProfile(tx, userId);
    if (before.isAllowed) throw new ApiError(400, 'NOT_PENDING');
    const after = await releaseProfile(tx, userId, ctx.now);
    await recordAudit(tx, ctx.actor, {
      action: 'user.release',
      ...audited(target),
      details: { firstRelease: !before.releasedAt, trialEndsAt: after.trialEndsAt?.toISOString() ?? null },
    });
    return after;
  });
  return { mails: [await releasedMail(ctx, target, released)] };
}

/** Releases several users in one transaction; ids that are unknown or not waiting are skipped, not refused. */
export async function bulkReleaseUsers(
  ctx: ActionContext,
  userIds: string[],
): Promise<ActionOutcome & { released: string[]; skipped: string[] }> {
  const ids = [...new Set(userIds)];
  const targets = await ctx.db.select().from(user).where(inArray(user.id, ids));
  for (const t of targets) await ensureProfile(ctx.db, t);
  const byId = new Map(targets.map((t) => [t.id, t]));
  const done = await ctx.db.transaction(async (tx) => {
    const released: { target: UserRow; profile: ProfileRow }[] = [];
    for (const id of ids) {
      const target = byId.get(id);
      if (!target) continue;
      const before = await lockProfile(tx, id);
      if (before.isAllowed) continue;
      const after = await releaseProfile(tx, id, ctx.now);
      await recordAudit(tx, ctx.actor, {
        action: 'user.release',
        ...audited(target),
        details: {
          firstRelease: !before.releasedAt,
          trialEndsAt: after.trialEndsAt?.toISOString() ?? null,
          bulk: true,
        },
      });
      released.push({ target, profile: after });
    }
    return released;
  });
  const releasedIds = new Set(done.map((d) => d.target.id));
  const mails = [];
  for (const d of done) mails.push(await releasedMail(ctx, d.target, d.profile));
  return {
    released: ids.filter((id) => releasedIds.has(id)),
    skipped: ids.filter((id) => !releasedIds.has(id)),
    mails,
  };
}

/**
 * Revokes a user's access and signs them out everywhere. Never oneself, an admin or a school admin (school admins
 * are exempt from access rules, ADR 013: the school role goes first, on /admin/permissions). Revoking a user who
 * is already revoked changes nothing and tells no one.
 */
export async function revokeUser(ctx: ActionContext, userId: string): Promise<ActionOutcome> {
  const target = await targetUser(ctx.db, userId);
  if (target.id === ctx.actor.actorId) throw new ApiError(400, 'SELF_REVOKE');
  if (roleOf(target) === 'admin') throw new ApiError(400, 'ADMIN_REVOKE');
  const changed = await ctx.db.transaction(async (tx) => {
    const before = await lockProfile(tx, userId);
    // Read under the lock: a school role granted meanwhile would make the revocation moot.
    if ((await schoolsAdministeredBy(tx, userId)).length) throw new ApiError(400, 'SCHOOL_ADMIN_REVOKE');
    if (!before.isAllowed && before.revokedAt) return false;
    await tx
      .update(profiles)
      .set({ isAllowed: false, revokedAt: ctx.now })
      .where(eq(profiles.userId, userId));
    const ended = await tx.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
    // Off every ranking board at once (ADR 014); the nickname stays for a return.
    await tx.update(rankingMembers).set({ optedIn: false }).where(eq(rankingMembers.userId, userId));
    await recordAudit(tx, ctx.actor, {
      action: 'user.revoke',
      ...audited(target),
      details: { wasPending: !before.releasedAt, sessionsEnded: ended.length },
    });
    return true;
  });
  if (!changed) return { mails: [] };
  const [p] = await ctx.db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return { mails: [accessRevokedEmail({ to: target.email, name: p?.displayName, appUrl: ctx.appUrl })] };
}

/**
 * Extends the trial by `days` whole local days. The rule: while the trial runs, the days are added after its
 * current end (a trial ending at the midnight that starts 10/12 extended by 3 ends at the one starting 13/12);
 * once it is over (or never had an end), the extension runs like a new trial of `days` days from today, today
 * being day 1, as at release. Only released users: a pending or revoked one is released first (400 NOT_RELEASED).
 */
export async function extendTrial(ctx: ActionContext, userId: string, days: number): Promise<ActionOutcome> {
  const target = await targetUser(ctx.db, userId);
  const { after, timezone } = await ctx.db.transaction(async (tx) => {
    const before = await lockProfile(tx, userId);
    if (!before.isAllowed) throw new ApiError(400, 'NOT_RELEASED');
    const { timezone } = await userToday(tx, userId, ctx.now);
    const running = before.trialEndsAt && before.trialEndsAt.getTime() > ctx.now.getTime();
    const trialEndsAt =
      running && before.trialEndsAt
        ? zonedTimeToUtc(addDays(wallClock(before.trialEndsAt, timezone).date, days), '00:00', timezone)
        : trialEndFor(ctx.now, timezone, days);
    const [row] = await tx
      .update(profiles)
      // A new end gets its own "está acabando" notice.
      .set({ trialEndsAt, trialNoticeSentAt: null })
      .where(eq(profiles.userId, userId))
      .returning();
    if (!row) throw new ApiError(404, 'USER_NOT_FOUND');
    await recordAudit(tx, ctx.actor, {
      action: 'user.extend_trial',
      ...audited(target),
      details: {
        days,
        from: before.trialEndsAt?.toISOString() ?? null,
        to: trialEndsAt.toISOString(),
        wasRunning: Boolean(running),
      },
    });
    return { after: row, timezone };
  });
  if (!after.trialEndsAt) return { mails: [] };
  return {
    mails: [
      trialExtendedEmail({
        to: target.email,
        name: after.displayName,
        appUrl: ctx.appUrl,
        days,
        trialEndsAt: after.trialEndsAt,
        timeZone: timezone,
      }),
    ],
  };
}

const isRealDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
};

/**
 * Continues the account until a local day (inclusive, in the trader's zone) or without end. A day before the
 * trader's today is a field error; pending and revoked users are released first (400 NOT_RELEASED).
 */
export async function continueUser(
  ctx: ActionContext,
  userId: string,
  until: string | null,
): Promise<ActionOutcome> {
  if (until && !isRealDay(until))
    throw new ApiError(400, 'INVALID_INPUT', { fieldErrors: { until: [fieldErrorMessages.invalidDay] } });
  const target = await targetUser(ctx.db, userId);
  const after = await ctx.db.transaction(async (tx) => {
    const before = await lockProfile(tx, userId);
    if (!before.isAllowed) throw new ApiError(400, 'NOT_RELEASED');
    const { today } = await userToday(tx, userId, ctx.now);
    if (until && until < today)
      throw new ApiError(400, 'INVALID_INPUT', {
        fieldErrors: { until: [fieldErrorMessages.continueUntilPast] },
      });
    const row = await continueProfile(tx, userId, until, ctx.now);
    await recordAudit(tx, ctx.actor, {
      action: 'user.continue',
      ...audited(target),
      details: { until, requested: Boolean(before.continueRequestedAt) },
    });
    return row;
  });
  return {
    mails: [accessContinuedEmail({ to: target.email, name: after.displayName, appUrl: ctx.appUrl, until })],
  };
}

/** Signs the user out everywhere: their session rows go, so their next request is a 401. */
export async function endSessions(ctx: ActionContext, userId: string): Promise<ActionOutcome> {
  const target = await targetUser(ctx.db, userId);
  const ended = await ctx.db.transaction(async (tx) => {
    const rows = await tx.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
    await recordAudit(tx, ctx.actor, {
      action: 'user.end_sessions',
      ...audited(target),
      details: { sessionsEnded: rows.length },
    });
    return rows.length;
  });
  if (!ended) return { mails: [] };
  const [p] = await ctx.db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return { mails: [sessionsEndedEmail({ to: target.email, name: p?.displayName, appUrl: ctx.appUrl })] };
}

import { and, eq, isNull, sql } from 'drizzle-orm';
import { SCHOOL_ADMIN_MEMBER_ROLES } from '@/shared/admin/permissions';
import { profiles } from '../db/schema';
import { queueMail } from '../mail/queue-mail';
import { zoneOr } from '../user/trading-settings';
import { trialEndingEmail } from '../mail/access-templates';
import { eachTrader } from './each-trader';
import type { JobDefinition } from './runner';

/** How long before its end a trial gets its notice. */
export const TRIAL_NOTICE_BEFORE_MS = 24 * 60 * 60_000;
export const NOTICES_PER_RUN = 500;

/*
 * "Seu teste grátis está acabando": once per trial end, within the day before it, to traders the trial still holds
 * (released, not revoked, not continued; admins and school admins are never held by it). The mail is queued in the
 * same transaction that marks the profile, so a notice is neither lost nor sent twice, whichever process runs the
 * job and wherever it stops. Extending the trial clears the mark (user-actions.service.ts): the new end gets its own.
 */
export function trialNoticeJob({
  appUrl,
  clock = () => new Date(),
}: {
  appUrl: string;
  clock?: () => Date;
}): JobDefinition {
  return {
    name: 'trial-notice',
    schedule: '7 * * * *',
    leaseMs: 5 * 60_000,
    runAtStart: true,
    async run({ db, signal, logger }) {
      const now = clock();
      const until = new Date(now.getTime() + TRIAL_NOTICE_BEFORE_MS);
      const due = await db.execute<{ user_id: string }>(sql`
        select p.user_id from profiles p join "user" u on u.id = p.user_id
        where p.is_allowed and p.revoked_at is null and p.continued_at is null and p.trial_notice_sent_at is null
          and p.trial_ends_at > ${now.toISOString()}::timestamptz
          and p.trial_ends_at <= ${until.toISOString()}::timestamptz
          and coalesce(u.role, 'user') <> 'admin'
          and not exists (
            select 1 from member m
            where m.user_id = p.user_id and m.role in (${sql.join(
              SCHOOL_ADMIN_MEMBER_ROLES.map((r) => sql`${r}`),
              sql`, `,
            )}))
        order by p.trial_ends_at
        limit ${NOTICES_PER_RUN}`);
      const noticesQueued = await eachTrader(
        { signal, logger },
        due.rows,
        'trial notice failed',
        ({ user_id: userId }) =>
          db.transaction(async (tx) => {
            const [marked] = await tx
              .update(profiles)
              .set({ trialNoticeSentAt: now })
              .where(and(eq(profiles.userId, userId), isNull(profiles.trialNoticeSentAt)))
              .returning();
            if (!marked?.trialEndsAt) return false;
            const [who] = await tx
              .execute<{ email: string; timezone: string | null }>(
                sql`
              select u.email, ts.timezone from "user" u left join trading_settings ts on ts.user_id = u.id
              where u.id = ${userId}`,
              )
              .then((r) => r.rows);
            if (!who) return false;
            const mail = trialEndingEmail({
              to: who.email,
              name: marked.displayName,
              appUrl,
              trialEndsAt: marked.trialEndsAt,
              timeZone: zoneOr(who.timezone),
            });
            await queueMail(tx, mail);
            return true;
          }),
      );
      return { noticesQueued };
    },
  };
}

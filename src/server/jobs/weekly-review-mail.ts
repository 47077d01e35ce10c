import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_TIMEZONE } from '@/shared/time/zoned-time';
import { weekMailDue, weekOf } from '@/shared/time/weeks';
import { profiles, weeklyReviewMails } from '../db/schema';
import { queueMail } from '../mail/queue-mail';
import { weekPlans, weekProcess, weekTrades } from '../journal/week-facts';
import { unsubscribeToken } from '../mail/unsubscribe-token';
import { weeklyReviewApi } from '@/shared/weekly-review/contract';
import { weeklyReviewEmail } from '../mail/weekly-review-templates';
import { eachTrader } from './each-trader';
import type { JobDefinition } from './runner';

export const WEEKLY_MAILS_PER_RUN = 500;

/** Each opted-in trader's zone (no settings row: the default zone), as SQL over `profiles p`. */
const zoneOfProfile = sql`coalesce((select ts.timezone from trading_settings ts where ts.user_id = p.user_id), ${DEFAULT_TIMEZONE})`;

/*
 * The Monday mail with the week's review, to traders who opted in (profiles.weekly_review_mail): from Monday 08:00
 * in the trader's zone, about the week that ended (src/shared/time/weeks.ts). Once per user and week whichever
 * process runs the job and wherever it stops: the weekly_review_mails row is inserted in the transaction that
 * queues the mail, and its primary key refuses a second one. Zones are read first (few), so each zone's due week is
 * computed once and only its traders without that week's row are read.
 */
export function weeklyReviewMailJob({
  appUrl,
  secret,
  clock = () => new Date(),
}: {
  appUrl: string;
  /** Signs the one-click unsubscribe link (the server's AUTH_SECRET). */
  secret: string;
  clock?: () => Date;
}): JobDefinition {
  const base = appUrl.replace(/\/+$/, '');
  return {
    name: 'weekly-review-mail',
    schedule: '*/15 * * * *',
    leaseMs: 5 * 60_000,
    runAtStart: true,
    async run({ db, signal, logger }) {
      const now = clock();
      const zones = await db.execute<{ zone: string }>(sql`
        select distinct ${zoneOfProfile} as zone from profiles p
        where p.weekly_review_mail and p.is_allowed and p.revoked_at is null`);
      let mailsQueued = 0;
      for (const { zone } of zones.rows) {
        const weekStart = weekMailDue(now, zone);
        if (!weekStart || signal.aborted) continue;
        const week = weekOf(weekStart);
        const due = await db.execute<{ user_id: string; email: string; name: string | null }>(sql`
          select p.user_id, u.email, coalesce(nullif(p.display_name, ''), u.name) as name
          from profiles p join "user" u on u.id = p.user_id
          where p.weekly_review_mail and p.is_allowed and p.revoked_at is null and u.banned is not true
            and ${zoneOfProfile} = ${zone}
            and not exists (select 1 from weekly_review_mails m where m.user_id = p.user_id and m.week_start = ${weekStart})
          limit ${WEEKLY_MAILS_PER_RUN}`);
        mailsQueued += await eachTrader(
          { signal, logger },
          due.rows,
          'weekly review mail failed',
          async ({ user_id: userId, email, name }) => {
            const [rows, plans] = await Promise.all([
              weekTrades(db, userId, week.start, week.end),
              weekPlans(db, userId, week.start, week.end),
            ]);
            const mail = weeklyReviewEmail({
              to: email,
              name,
              appUrl: base,
              weekStart,
              process: weekProcess(rows, plans),
              unsubscribeUrl: `${base}${weeklyReviewApi.unsubscribe}?token=${unsubscribeToken(secret, userId)}`,
            });
            return db.transaction(async (tx) => {
              const [still] = await tx
                .select({ on: profiles.weeklyReviewMail })
                .from(profiles)
                .where(and(eq(profiles.userId, userId), eq(profiles.weeklyReviewMail, true)));
              if (!still) return false;
              const [marked] = await tx
                .insert(weeklyReviewMails)
                .values({ userId, weekStart, queuedAt: now })
                .onConflictDoNothing()
                .returning({ userId: weeklyReviewMails.userId });
              if (!marked) return false;
              await queueMail(tx, mail);
              return true;
            });
          },
        );
      }
      return { mailsQueued };
    },
  };
}

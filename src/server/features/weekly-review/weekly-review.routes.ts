import { Hono } from 'hono';
import { z } from 'zod';
import { errorMessages } from '@/shared/i18n/errors';
import {
  WEEKLY_REVIEW_PATH,
  weeklyReviewAnswersSchema,
  weeklyReviewMailSchema,
  weekQuerySchema,
} from '@/shared/weekly-review/contract';
import { currentUser, type GateEnv } from '../../auth/gate';
import type { Db } from '../../db/client';
import { escapeHtml } from '../../mail/layout';
import { validate } from '../../http/validation';
import { answerWeek, mailOptIn, reviewWeeks, setMailOptIn, weeklyReview } from './weekly-review.service';
import { userOfUnsubscribeToken } from './unsubscribe-token';

/** /api/weekly-review: the trader's own weeks only (the user id comes from the session, never from the request). */
export function weeklyReviewRoutes({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  const ctx = (c: Parameters<typeof currentUser>[0]) => ({ db, userId: currentUser(c).id, now });
  return new Hono<GateEnv>()
    .get('/', validate('query', weekQuerySchema), async (c) =>
      c.json(await weeklyReview(ctx(c), c.req.valid('query').week)),
    )
    .get('/weeks', async (c) => c.json(await reviewWeeks(ctx(c))))
    .put(
      '/answers',
      validate('query', weekQuerySchema),
      validate('json', weeklyReviewAnswersSchema),
      async (c) => c.json(await answerWeek(ctx(c), c.req.valid('query').week, c.req.valid('json').answers)),
    )
    .get('/mail', async (c) => c.json(await mailOptIn(db, currentUser(c).id)))
    .put('/mail', validate('json', weeklyReviewMailSchema), async (c) =>
      c.json(await setMailOptIn(db, currentUser(c).id, c.req.valid('json').enabled)),
    );
}

const tokenSchema = z.object({ token: z.string().min(1).max(400) });

function page(appUrl: string, title: string, text: string) {
  const link = escapeHtml(`${appUrl.replace(/\/+$/, '')}${WEEKLY_REVIEW_PATH}`);
  return `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · MCTrading</title></head>
<body style="margin:0;font-family:system-ui,sans-serif;background:#f3f4f6;color:#1f2937">
<main style="max-width:480px;margin:48px auto;padding:24px;background:#fff;border-radius:8px">
<h1 style="font-size:22px;margin:0 0 12px">${escapeHtml(title)}</h1><p style="line-height:1.5">${escapeHtml(text)}</p>
<p><a href="${link}" style="color:#047857">Abrir a revisão semanal</a></p></main></body></html>`;
}

/**
 * /api/public/weekly-review/unsubscribe?token=…: the mail's one-click link (GET) and RFC 8058's POST. It only ever
 * turns the mail off, so a token needs no session; a bad token changes nothing.
 */
export function publicWeeklyReviewRoutes({ db, secret, appUrl }: { db: Db; secret: string; appUrl: string }) {
  const stop = async (token: string) => {
    const userId = userOfUnsubscribeToken(secret, token);
    if (!userId) return false;
    await setMailOptIn(db, userId, false);
    return true;
  };
  return new Hono<GateEnv>()
    .get('/unsubscribe', validate('query', tokenSchema), async (c) => {
      const done = await stop(c.req.valid('query').token);
      c.header('Cache-Control', 'no-store');
      return done
        ? c.html(
            page(
              appUrl,
              'Pronto: email desativado',
              'Você não vai mais receber a revisão semanal por email. Para voltar a receber, ligue a opção na página da revisão semanal.',
            ),
          )
        : c.html(page(appUrl, 'Link inválido', errorMessages.UNSUBSCRIBE_LINK_INVALID), 400);
    })
    .post('/unsubscribe', validate('query', tokenSchema), async (c) => {
      const done = await stop(c.req.valid('query').token);
      return done
        ? c.json({ ok: true as const })
        : c.json({ code: 'UNSUBSCRIBE_LINK_INVALID', message: errorMessages.UNSUBSCRIBE_LINK_INVALID }, 400);
    });
}

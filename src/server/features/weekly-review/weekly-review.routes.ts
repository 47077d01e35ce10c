import { type Context, Hono } from 'hono';
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
import { userOfUnsubscribeToken } from '../../mail/unsubscribe-token';
import { validate } from '../../http/validation';
import { answerWeek, mailOptIn, reviewWeeks, setMailOptIn, weeklyReview } from './weekly-review.service';

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

function page(appUrl: string, title: string, text: string, form = '') {
  const link = escapeHtml(`${appUrl.replace(/\/+$/, '')}${WEEKLY_REVIEW_PATH}`);
  return `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · MCTrading</title></head>
<body style="margin:0;font-family:system-ui,sans-serif;background:#f3f4f6;color:#1f2937">
<main style="max-width:480px;margin:48px auto;padding:24px;background:#fff;border-radius:8px">
<h1 style="font-size:22px;margin:0 0 12px">${escapeHtml(title)}</h1><p style="line-height:1.5">${escapeHtml(text)}</p>
${form}<p><a href="${link}" style="color:#047857">Abrir a revisão semanal</a></p></main></body></html>`;
}

/** The GET page's button: a POST to the same link (a link scanner that follows GETs turns nothing off). */
const confirmForm = (token: string) =>
  `<form method="post" action="?token=${escapeHtml(encodeURIComponent(token))}" style="margin:16px 0">
<button type="submit" style="font:inherit;font-weight:600;padding:12px 20px;min-height:44px;border:0;border-radius:6px;background:#047857;color:#fff;cursor:pointer">Parar de receber</button></form>`;

/**
 * /api/public/weekly-review/unsubscribe?token=…: the mail's link (GET: a page whose button POSTs, so a mail scanner
 * following links turns nothing off) and RFC 8058's one-click POST, which mail clients send from their own button.
 * It only ever turns the mail off, so a token needs no session; a bad token changes nothing.
 */
export function publicWeeklyReviewRoutes({ db, secret, appUrl }: { db: Db; secret: string; appUrl: string }) {
  const invalid = (c: Context) =>
    c.html(page(appUrl, 'Link inválido', errorMessages.UNSUBSCRIBE_LINK_INVALID), 400);
  return new Hono<GateEnv>()
    .get('/unsubscribe', validate('query', tokenSchema), async (c) => {
      const { token } = c.req.valid('query');
      c.header('Cache-Control', 'no-store');
      if (!userOfUnsubscribeToken(secret, token)) return invalid(c);
      return c.html(
        page(
          appUrl,
          'Parar de receber a revisão semanal?',
          'Você deixará de receber o resumo da semana por email toda segunda-feira. A revisão continua no MCTrading.',
          confirmForm(token),
        ),
      );
    })
    .post('/unsubscribe', validate('query', tokenSchema), async (c) => {
      const userId = userOfUnsubscribeToken(secret, c.req.valid('query').token);
      c.header('Cache-Control', 'no-store');
      // A browser (the page's button) reads a page; a mail client's one-click POST reads only the status.
      const browser = (c.req.header('accept') ?? '').includes('text/html');
      if (!userId)
        return browser
          ? invalid(c)
          : c.json(
              { code: 'UNSUBSCRIBE_LINK_INVALID', message: errorMessages.UNSUBSCRIBE_LINK_INVALID },
              400,
            );
      await setMailOptIn(db, userId, false);
      return browser
        ? c.html(
            page(
              appUrl,
              'Pronto: email desativado',
              'Você não vai mais receber a revisão semanal por email. Para voltar a receber, ligue a opção na página da revisão semanal.',
            ),
          )
        : c.json({ ok: true as const });
    });
}

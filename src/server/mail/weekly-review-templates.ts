import { RULE_BREAK_LABELS } from '@/shared/risk/contract';
import { weekLabel } from '@/shared/weekly-review/labels';
import { WEEK_PARAM, WEEKLY_REVIEW_PATH, type WeekProcess } from '@/shared/weekly-review/contract';
import { message } from './templates';
import type { MailMessage } from './types';

/** Tests and the e2e mail catcher find the mail by this prefix. */
export const WEEKLY_REVIEW_SUBJECT_PREFIX = 'Sua revisão semanal: ';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The Monday mail: the week's process in a few lines (no money: a mail can be read over a shoulder, and the review
 * never rewards profit), a link to the review and the one-click link that stops the mail (in the footer, and in the
 * List-Unsubscribe headers mail clients show as their own button).
 */
export function weeklyReviewEmail(opts: {
  to: string;
  name?: string | null;
  appUrl: string;
  weekStart: string;
  process: Omit<WeekProcess, 'ruleBreakCost'>;
  unsubscribeUrl: string;
}): MailMessage {
  const { process: p } = opts;
  const base = opts.appUrl.replace(/\/+$/, '');
  const url = `${base}${WEEKLY_REVIEW_PATH}?${WEEK_PARAM}=${opts.weekStart}`;
  const label = weekLabel(opts.weekStart);
  const hello = opts.name?.trim() ? `Olá, ${opts.name.trim()}.` : 'Olá.';
  const paragraphs =
    p.trades === 0
      ? [
          hello,
          `Você não registrou trades na semana de ${label}. A revisão ainda guarda suas três perguntas da semana.`,
        ]
      : [
          hello,
          `Este é o resumo do seu processo na semana de ${label}. Reserve alguns minutos para responder às três perguntas da revisão.`,
        ];
  const details =
    p.trades === 0
      ? [{ label: 'Planos do dia escritos', value: String(p.plannedDays) }]
      : [
          { label: 'Trades', value: count(p.trades, 'trade', 'trades') },
          { label: 'Dias operados', value: String(p.tradedDays) },
          { label: 'Plano antes do 1º trade', value: `${p.plannedBeforeFirstTrade} de ${p.tradedDays} dias` },
          { label: 'Trades com stop', value: `${p.tradesWithStop} de ${p.trades}` },
          { label: 'Trades registrados (emoção + nota)', value: `${p.journaledTrades} de ${p.trades}` },
          {
            label: 'Quebras de regra',
            value: p.ruleBreakTrades
              ? `${count(p.ruleBreakTrades, 'trade', 'trades')} (${p.ruleBreaks
                  .map((b) => `${RULE_BREAK_LABELS[b.kind]}: ${b.trades}`)
                  .join('; ')})`
              : 'nenhuma',
          },
        ];
  const mail = message(opts.to, 'weekly-review', `${WEEKLY_REVIEW_SUBJECT_PREFIX}${label}`, {
    preheader: `O resumo do seu processo na semana de ${label}.`,
    heading: 'Sua revisão semanal',
    paragraphs,
    details,
    action: { label: 'Abrir a revisão da semana', url },
    footnotes: ['Você recebe este email porque ligou a revisão semanal por email no MCTrading.'],
    unsubscribe: { label: 'Parar de receber este email', url: opts.unsubscribeUrl },
  });
  // RFC 8058: a mail client's own "unsubscribe" button POSTs to the link, with no sign-in and no page to read.
  return {
    ...mail,
    headers: {
      'List-Unsubscribe': `<${opts.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

import { formatDate, formatLastDay } from '@/shared/format';
import { greeting, message } from './templates';
import type { MailMessage } from './types';

/*
 * The mails a user gets when an admin changes their access (ADR 013): released, revoked, trial extended, account
 * continued, signed out everywhere. Subjects are exported: tests and the e2e mail catcher find messages by them.
 */
export const ACCESS_RELEASED_SUBJECT = 'Seu acesso ao MCTrading foi liberado';
export const ACCESS_REVOKED_SUBJECT = 'Seu acesso ao MCTrading foi revogado';
export const TRIAL_EXTENDED_SUBJECT = 'Seu teste grátis do MCTrading foi estendido';
export const TRIAL_ENDING_SUBJECT = 'Seu teste grátis do MCTrading está acabando';
export const ACCESS_CONTINUED_SUBJECT = 'Sua conta do MCTrading foi continuada';
export const SESSIONS_ENDED_SUBJECT = 'Você saiu do MCTrading em todos os aparelhos';

interface Recipient {
  to: string;
  name?: string | null;
  appUrl: string;
}

const app = (appUrl: string, path: string) => `${appUrl.replace(/\/+$/, '')}${path}`;

/**
 * The last day an end instant still covers, in the trader's zone: trials and continuations end at a local
 * midnight, and "até 02/12/2026" reads as the day before that midnight (inclusive).
 */
export const lastDayBefore = (end: Date, timeZone: string): string => formatLastDay(end, timeZone);

export function accessReleasedEmail(
  opts: Recipient & {
    /** What the account is now: on trial (with its end), continued, or past its trial. */
    state: { kind: 'trial'; trialEndsAt: Date; timeZone: string } | { kind: 'active' } | { kind: 'expired' };
  },
): MailMessage {
  const { state } = opts;
  const status =
    state.kind === 'trial'
      ? `Seu teste grátis já começou e vai até ${lastDayBefore(state.trialEndsAt, state.timeZone)} (inclusive). Aproveite para registrar seus trades e acompanhar sua evolução.`
      : state.kind === 'active'
        ? 'Sua conta está ativa: você já pode registrar seus trades e acompanhar sua evolução.'
        : 'Seu período de teste já terminou: seus dados estão lá para ver e exportar; para voltar a registrar, use o botão Continuar.';
  return message(opts.to, 'access-released', ACCESS_RELEASED_SUBJECT, {
    preheader: 'Sua conta foi aprovada: já pode entrar no MCTrading.',
    heading: 'Acesso liberado',
    paragraphs: [greeting(opts.name), 'Um administrador liberou o seu acesso ao MCTrading.', status],
    action: { label: 'Abrir o MCTrading', url: app(opts.appUrl, '/dashboard') },
    footnotes: ['Você recebe este email porque o acesso da sua conta mudou.'],
  });
}

export function accessRevokedEmail(opts: Recipient): MailMessage {
  return message(opts.to, 'access-revoked', ACCESS_REVOKED_SUBJECT, {
    preheader: 'Um administrador revogou o acesso da sua conta.',
    heading: 'Acesso revogado',
    paragraphs: [
      greeting(opts.name),
      'Um administrador revogou o acesso da sua conta ao MCTrading, e você saiu dela em todos os aparelhos.',
      'Seus dados não foram apagados. Se acha que foi um engano, fale com o suporte ou com a sua escola.',
    ],
    action: { label: 'Ir para o MCTrading', url: app(opts.appUrl, '/auth') },
    footnotes: ['Você recebe este email porque o acesso da sua conta mudou.'],
  });
}

export function trialExtendedEmail(
  opts: Recipient & { days: number; trialEndsAt: Date; timeZone: string },
): MailMessage {
  const until = lastDayBefore(opts.trialEndsAt, opts.timeZone);
  const days = opts.days === 1 ? '1 dia' : `${opts.days} dias`;
  return message(opts.to, 'trial-extended', TRIAL_EXTENDED_SUBJECT, {
    preheader: `Seu teste grátis agora vai até ${until}.`,
    heading: 'Teste grátis estendido',
    paragraphs: [
      greeting(opts.name),
      `Um administrador estendeu o seu teste grátis do MCTrading em ${days}.`,
      `Agora ele vai até ${until} (inclusive).`,
    ],
    action: { label: 'Abrir o MCTrading', url: app(opts.appUrl, '/dashboard') },
    footnotes: ['Você recebe este email porque o acesso da sua conta mudou.'],
  });
}

/** A day (or less) before the trial ends, once per trial end (jobs/trial-notice.ts). */
export function trialEndingEmail(opts: Recipient & { trialEndsAt: Date; timeZone: string }): MailMessage {
  const until = lastDayBefore(opts.trialEndsAt, opts.timeZone);
  return message(opts.to, 'trial-ending', TRIAL_ENDING_SUBJECT, {
    preheader: `Seu teste grátis vai até ${until} (inclusive).`,
    heading: 'Seu teste grátis está acabando',
    paragraphs: [
      greeting(opts.name),
      `Seu teste grátis do MCTrading vai até ${until} (inclusive).`,
      'Depois disso, sua conta fica só para leitura: seus trades, relatórios e histórico continuam aqui, e você pode exportá-los quando quiser.',
      'Para seguir registrando seus trades, use o botão "Continuar" do aviso que o app mostra quando o teste termina: a equipe recebe o seu pedido e entra em contato.',
    ],
    action: { label: 'Abrir o MCTrading', url: app(opts.appUrl, '/dashboard') },
    footnotes: ['Você recebe este email porque o seu teste grátis está perto do fim.'],
  });
}

export function accessContinuedEmail(opts: Recipient & { until: string | null }): MailMessage {
  const period = opts.until ? `até ${formatDate(opts.until)} (inclusive)` : 'sem data de término';
  return message(opts.to, 'access-continued', ACCESS_CONTINUED_SUBJECT, {
    preheader: `Sua conta segue ativa ${period}.`,
    heading: 'Conta continuada',
    paragraphs: [
      greeting(opts.name),
      `Sua conta do MCTrading foi continuada ${period}: você pode seguir registrando seus trades normalmente.`,
    ],
    action: { label: 'Abrir o MCTrading', url: app(opts.appUrl, '/dashboard') },
    footnotes: ['Você recebe este email porque o acesso da sua conta mudou.'],
  });
}

export function sessionsEndedEmail(opts: Recipient): MailMessage {
  return message(opts.to, 'sessions-ended', SESSIONS_ENDED_SUBJECT, {
    preheader: 'Um administrador encerrou as suas sessões.',
    heading: 'Sessões encerradas',
    paragraphs: [
      greeting(opts.name),
      'Um administrador encerrou todas as suas sessões do MCTrading: para continuar, entre de novo.',
      'Se você não pediu isso e acha que alguém usou sua conta, troque a sua senha depois de entrar.',
    ],
    action: { label: 'Entrar no MCTrading', url: app(opts.appUrl, '/auth') },
    footnotes: ['Você recebe este email porque o acesso da sua conta mudou.'],
  });
}

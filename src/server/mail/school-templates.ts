import { formatLastDay } from '@/shared/format';
import { greeting, message } from './templates';
import type { MailMessage } from './types';

/** Subjects are exported: tests and the e2e mail catcher find messages by them. */
export const schoolReleasedSubject = (school: string) =>
  `Sua escola ${school} liberou seu acesso ao MCTrading`;
export const schoolContinuedSubject = (school: string) =>
  `Sua escola ${school} continuou seu acesso ao MCTrading`;
export const schoolInvitationSubject = (school: string) => `Convite da escola ${school} no MCTrading`;

/** The last local day before an end instant (a local midnight): what a person calls "até". */
const lastDay = (end: Date, timeZone: string) => formatLastDay(end, timeZone);

export function schoolReleasedEmail(opts: {
  to: string;
  name: string;
  school: string;
  trialEndsAt: Date | null;
  timezone: string;
  appUrl: string;
}): MailMessage {
  const trial = opts.trialEndsAt
    ? `Seu teste grátis vai até ${lastDay(opts.trialEndsAt, opts.timezone)}.`
    : 'Seu acesso já está ativo.';
  return message(opts.to, 'access-released', schoolReleasedSubject(opts.school), {
    preheader: `A escola ${opts.school} liberou seu acesso ao MCTrading.`,
    heading: 'Seu acesso foi liberado',
    paragraphs: [
      greeting(opts.name),
      `Sua escola ${opts.school} liberou seu acesso ao MCTrading. ${trial}`,
      'Entre para registrar seus trades e acompanhar sua evolução.',
    ],
    action: { label: 'Entrar no MCTrading', url: `${opts.appUrl}/dashboard` },
    footnotes: ['Você recebeu este email porque é aluno desta escola no MCTrading.'],
  });
}

export function schoolContinuedEmail(opts: {
  to: string;
  name: string;
  school: string;
  continuedUntil: Date | null;
  timezone: string;
  appUrl: string;
}): MailMessage {
  const until = opts.continuedUntil
    ? `até ${lastDay(opts.continuedUntil, opts.timezone)}`
    : 'sem data para terminar';
  return message(opts.to, 'access-continued', schoolContinuedSubject(opts.school), {
    preheader: `Seu acesso ao MCTrading continua ${until}.`,
    heading: 'Seu acesso continua',
    paragraphs: [
      greeting(opts.name),
      `Sua escola ${opts.school} continuou seu acesso ao MCTrading ${until}. Você pode voltar a registrar seus trades normalmente.`,
    ],
    action: { label: 'Entrar no MCTrading', url: `${opts.appUrl}/dashboard` },
    footnotes: ['Você recebeu este email porque é aluno desta escola no MCTrading.'],
  });
}

export function schoolInvitationEmail(opts: {
  to: string;
  school: string;
  role: 'member' | 'admin' | 'mentor';
  inviter: string;
  url: string;
  validDays: number;
}): MailMessage {
  const as =
    opts.role === 'admin' ? 'administrador(a) da escola' : opts.role === 'mentor' ? 'mentor(a)' : 'aluno(a)';
  return message(opts.to, 'school-invitation', schoolInvitationSubject(opts.school), {
    preheader: `Você foi convidado(a) para a escola ${opts.school} no MCTrading.`,
    heading: `Convite da escola ${opts.school}`,
    paragraphs: [
      'Olá!',
      `${opts.inviter} convidou você para entrar na escola ${opts.school} no MCTrading como ${as}.`,
      'Clique no botão abaixo para aceitar. Se ainda não tem conta, você poderá criá-la com este mesmo email.',
    ],
    action: { label: 'Aceitar convite', url: opts.url },
    footnotes: [
      `Este convite vale por ${opts.validDays} dias e só funciona com o email ${opts.to}.`,
      'Se você não esperava este convite, ignore este email.',
    ],
  });
}

import { loginTab } from '@/shared/i18n/auth';
import { SIGN_IN_WITH_LINK_PATH } from '@/shared/routes';
import { oneLine, renderHtml, renderText, type EmailContent } from './layout';
import { recipientDateTime, zoneNameOf } from './recipient-time';
import type { MailKind, MailMessage } from './types';

/** Subjects are exported because tests and the e2e mail catcher find messages by them. */
export const CONFIRMATION_SUBJECT = 'Confirme seu email no MCTrading';
export const MAGIC_LINK_SUBJECT = 'Seu link de acesso ao MCTrading';
export const RECOVERY_SUBJECT = 'Redefinição de senha do MCTrading';
export const ADMIN_NEW_USER_SUBJECT_PREFIX = 'Novo cadastro no MCTrading: ';
export const ACCOUNT_LOCKED_SUBJECT = 'Alerta de segurança: login com senha bloqueado no MCTrading';
export const SIGN_IN_BLOCKED_SUBJECT = 'Alerta de segurança: tentativas com senha errada no MCTrading';

export function adminNewUserSubject(name: string): string {
  return oneLine(`${ADMIN_NEW_USER_SUBJECT_PREFIX}${name}`);
}

/*
 * How long each link lives, said in the email so the reader knows to hurry. The defaults match
 * src/server/auth/auth.ts (emailVerification.expiresIn, magicLink expiresIn, resetPasswordTokenExpiresIn);
 * callers that change those pass the new value.
 */
const CONFIRMATION_VALID_MINUTES = 24 * 60;
const MAGIC_LINK_VALID_MINUTES = 15;
const RECOVERY_VALID_MINUTES = 60;

function validFor(minutes: number): string {
  if (minutes % 60 === 0) return minutes === 60 ? '1 hora' : `${minutes / 60} horas`;
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}

export function greeting(name: string | null | undefined): string {
  const first = name?.trim();
  return first ? `Olá, ${first}!` : 'Olá!';
}

export function message(to: string, kind: MailKind, subject: string, content: EmailContent): MailMessage {
  return { to, kind, subject: oneLine(subject), html: renderHtml(content), text: renderText(content) };
}

export function confirmationEmail(opts: {
  to: string;
  name?: string | null;
  url: string;
  validMinutes?: number;
}): MailMessage {
  const valid = validFor(opts.validMinutes ?? CONFIRMATION_VALID_MINUTES);
  return message(opts.to, 'confirmation', CONFIRMATION_SUBJECT, {
    preheader: 'Confirme seu email para começar a usar o MCTrading.',
    heading: 'Confirme seu email',
    paragraphs: [
      greeting(opts.name),
      'Falta pouco para você começar a registrar seus trades no MCTrading. Confirme que este email é seu clicando no botão abaixo.',
    ],
    action: { label: 'Confirmar email', url: opts.url },
    footnotes: [
      `Este link vale por ${valid}.`,
      'Se você não criou uma conta no MCTrading, ignore este email: nenhuma conta será ativada.',
    ],
  });
}

export function magicLinkEmail(opts: { to: string; url: string; validMinutes?: number }): MailMessage {
  const valid = validFor(opts.validMinutes ?? MAGIC_LINK_VALID_MINUTES);
  return message(opts.to, 'magic-link', MAGIC_LINK_SUBJECT, {
    preheader: 'Entre no MCTrading com um clique, sem senha.',
    heading: 'Entre no MCTrading',
    paragraphs: [
      'Olá!',
      'Recebemos um pedido para entrar na sua conta do MCTrading sem senha. Clique no botão abaixo para acessar.',
    ],
    action: { label: 'Entrar no MCTrading', url: opts.url },
    footnotes: [
      `Este link vale por ${valid} e só pode ser usado uma vez.`,
      'Se você não pediu este link, ignore este email: sua conta continua protegida.',
    ],
  });
}

export function recoveryEmail(opts: {
  to: string;
  name?: string | null;
  url: string;
  validMinutes?: number;
}): MailMessage {
  const valid = validFor(opts.validMinutes ?? RECOVERY_VALID_MINUTES);
  return message(opts.to, 'recovery', RECOVERY_SUBJECT, {
    preheader: 'Crie uma nova senha para sua conta do MCTrading.',
    heading: 'Redefina sua senha',
    paragraphs: [
      greeting(opts.name),
      'Recebemos um pedido para redefinir a senha da sua conta do MCTrading. Clique no botão abaixo para criar uma nova senha.',
    ],
    action: { label: 'Criar nova senha', url: opts.url },
    footnotes: [
      `Este link vale por ${valid} e só pode ser usado uma vez.`,
      'Se você não pediu a redefinição, ignore este email: sua senha atual continua valendo.',
    ],
  });
}

export interface NewUserSummary {
  user_id: string;
  display_name?: string | null;
  full_name?: string | null;
  email: string;
  created_at: Date | string;
}

/** `timeZone`: the admin's own (recipient-time.ts). */
export function adminNewUserEmail(opts: {
  to: string;
  appUrl: string;
  user: NewUserSummary;
  timeZone?: string;
}): MailMessage {
  const { user } = opts;
  const name = user.display_name?.trim() || user.full_name?.trim() || user.email;
  const created = new Date(user.created_at);
  const when = Number.isNaN(created.getTime())
    ? String(user.created_at)
    : recipientDateTime(created, opts.timeZone);
  return message(opts.to, 'admin-new-user', adminNewUserSubject(name), {
    preheader: `${name} acabou de se cadastrar no MCTrading.`,
    heading: 'Novo cadastro',
    paragraphs: ['Uma nova pessoa se cadastrou no MCTrading e aguarda liberação de acesso.'],
    details: [
      { label: 'Nome de exibição', value: user.display_name?.trim() || '—' },
      { label: 'Nome completo', value: user.full_name?.trim() || '—' },
      { label: 'Email', value: user.email },
      { label: 'Cadastro em', value: when },
      { label: 'ID', value: user.user_id },
    ],
    action: { label: 'Abrir a administração', url: `${opts.appUrl.replace(/\/+$/, '')}/admin` },
    footnotes: ['Você recebe este aviso porque é administrador do MCTrading.'],
  });
}

/** The way in a block never closes, said the same way in both mails about blocked password sign-ins. */
function getInNow(appUrl: string) {
  return {
    paragraph: `Para entrar agora mesmo, sem senha: toque no botão abaixo, digite seu email e escolha "${loginTab.magicLink}". O link chega em instantes neste email. Entrar com Google ou com biometria também continua funcionando.`,
    action: {
      label: 'Entrar com link por email',
      url: `${appUrl.replace(/\/+$/, '')}${SIGN_IN_WITH_LINK_PATH}`,
    },
  };
}

const NOT_YOU =
  'Se não foi você, alguém pode estar tentando adivinhar sua senha. Depois de entrar, troque-a por uma senha forte, que você não use em nenhum outro site, e ative a verificação em duas etapas no seu perfil.';

/**
 * To the owner of an account whose failed password sign-ins, from many addresses, tripped its ceiling
 * (src/server/auth/account-limit.ts): once per block, with the way in that still works at once (the emailed link)
 * and what to do if it was not them.
 */
export function accountLockedEmail(opts: {
  to: string;
  name?: string | null;
  until: Date;
  appUrl: string;
  /** The owner's zone (recipient-time.ts). */
  timeZone?: string;
}): MailMessage {
  const until = recipientDateTime(opts.until, opts.timeZone);
  const zone = zoneNameOf(opts.timeZone);
  const now = getInNow(opts.appUrl);
  return message(opts.to, 'account-locked', ACCOUNT_LOCKED_SUBJECT, {
    preheader: `Muitas tentativas com senha errada: o login com senha está bloqueado até ${until}. Você pode entrar agora com um link por email.`,
    heading: 'Login com senha bloqueado',
    paragraphs: [
      greeting(opts.name),
      `Houve muitas tentativas de entrar na sua conta do MCTrading com uma senha errada, vindas de vários endereços de internet. Para protegê-la, o login com senha ficou bloqueado até ${until} (${zone}), a não ser nas redes onde sua conta já está conectada.`,
      now.paragraph,
      NOT_YOU,
    ],
    action: now.action,
    footnotes: [
      'Enviamos este aviso uma vez a cada bloqueio.',
      'O MCTrading nunca pede sua senha por email.',
    ],
  });
}

/**
 * To the owner of an account when wrong passwords from one address blocked that address (account-limit.ts): at
 * most once an hour. It may be the owner who forgot the password, so it says first how to get in at once.
 */
export function signInBlockedEmail(opts: {
  to: string;
  name?: string | null;
  until: Date;
  /** The blocked address, when known. */
  address?: string | null;
  appUrl: string;
  /** The owner's zone (recipient-time.ts). */
  timeZone?: string;
}): MailMessage {
  const until = recipientDateTime(opts.until, opts.timeZone);
  const zone = zoneNameOf(opts.timeZone);
  const from = opts.address ? ` (${opts.address})` : '';
  const now = getInNow(opts.appUrl);
  return message(opts.to, 'sign-in-blocked', SIGN_IN_BLOCKED_SUBJECT, {
    preheader:
      'Muitas tentativas com senha errada de um mesmo endereço. Você pode entrar agora com um link por email.',
    heading: 'Tentativas com senha errada',
    paragraphs: [
      greeting(opts.name),
      `Houve muitas tentativas de entrar na sua conta do MCTrading com uma senha errada a partir de um mesmo endereço de internet${from}. Para protegê-la, o login com senha a partir desse endereço ficou bloqueado até ${until} (${zone}). De outros lugares, o login com senha continua funcionando.`,
      now.paragraph,
      NOT_YOU,
    ],
    action: now.action,
    footnotes: [
      'Enviamos este aviso no máximo uma vez por hora.',
      'O MCTrading nunca pede sua senha por email.',
    ],
  });
}

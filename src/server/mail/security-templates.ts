import { greeting, message } from './templates';
import { recipientDateTimeWithZone } from './recipient-time';
import type { MailMessage } from './types';

/** The security changes the owner of an account is told about by email. */
export type SecurityChange =
  | 'password-changed'
  | 'password-set'
  | 'email-changed'
  | 'two-factor-enabled'
  | 'two-factor-disabled'
  | 'passkey-added'
  | 'passkey-removed'
  | 'google-linked'
  | 'google-unlinked';

const WHAT: Record<SecurityChange, { subject: string; heading: string; sentence: string }> = {
  'password-changed': {
    subject: 'Sua senha do MCTrading foi alterada',
    heading: 'Senha alterada',
    sentence: 'A senha da sua conta do MCTrading foi alterada.',
  },
  'password-set': {
    subject: 'Uma senha foi criada na sua conta do MCTrading',
    heading: 'Senha criada',
    sentence:
      'Uma senha foi criada para a sua conta do MCTrading: agora também dá para entrar com email e senha.',
  },
  'email-changed': {
    subject: 'O email da sua conta do MCTrading foi alterado',
    heading: 'Email alterado',
    sentence: 'O email de acesso da sua conta do MCTrading foi alterado.',
  },
  'two-factor-enabled': {
    subject: 'Verificação em duas etapas ativada no MCTrading',
    heading: 'Verificação em duas etapas ativada',
    sentence:
      'A verificação em duas etapas foi ativada na sua conta do MCTrading: ao entrar com senha, será pedido o código do aplicativo autenticador.',
  },
  'two-factor-disabled': {
    subject: 'Verificação em duas etapas desativada no MCTrading',
    heading: 'Verificação em duas etapas desativada',
    sentence: 'A verificação em duas etapas foi desativada na sua conta do MCTrading.',
  },
  'passkey-added': {
    subject: 'Nova biometria cadastrada no MCTrading',
    heading: 'Biometria cadastrada',
    sentence: 'Uma nova biometria (passkey) foi cadastrada para entrar na sua conta do MCTrading.',
  },
  'passkey-removed': {
    subject: 'Uma biometria foi removida do MCTrading',
    heading: 'Biometria removida',
    sentence: 'Uma biometria (passkey) foi removida da sua conta do MCTrading.',
  },
  'google-linked': {
    subject: 'Conta Google vinculada ao MCTrading',
    heading: 'Google vinculado',
    sentence: 'Uma conta Google foi vinculada à sua conta do MCTrading: agora dá para entrar com ela.',
  },
  'google-unlinked': {
    subject: 'Conta Google desvinculada do MCTrading',
    heading: 'Google desvinculado',
    sentence: 'A conta Google foi desvinculada da sua conta do MCTrading.',
  },
};

export const securitySubject = (change: SecurityChange): string => WHAT[change].subject;

/**
 * "This changed on your account": what, when (in the owner's zone), and what to do if it was not the owner. `detail`
 * names the thing (a passkey's device name, the new email address) when there is one.
 */
export function securityNoticeEmail(opts: {
  to: string;
  name?: string | null;
  change: SecurityChange;
  at: Date;
  appUrl: string;
  detail?: string;
  /** The owner's zone (recipient-time.ts). */
  timeZone?: string;
}): MailMessage {
  const w = WHAT[opts.change];
  const base = opts.appUrl.replace(/\/+$/, '');
  return message(opts.to, 'security-notice', w.subject, {
    preheader: w.sentence,
    heading: w.heading,
    paragraphs: [
      greeting(opts.name),
      w.sentence,
      'Se foi você, não precisa fazer nada.',
      'Se não foi você, entre agora, troque a sua senha e encerre as sessões que não reconhecer em Perfil → Segurança. Se não conseguir entrar, use "Esqueci minha senha" na tela de login.',
    ],
    details: [
      { label: 'Quando', value: recipientDateTimeWithZone(opts.at, opts.timeZone) },
      ...(opts.detail ? [{ label: 'Detalhe', value: opts.detail }] : []),
    ],
    action: { label: 'Revisar a segurança da conta', url: `${base}/profile?aba=seguranca` },
    footnotes: [
      'Enviamos este aviso a cada mudança de segurança da conta.',
      'O MCTrading nunca pede sua senha por email.',
    ],
  });
}

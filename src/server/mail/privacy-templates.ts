import { recipientDateTime, recipientDateTimeWithZone } from './recipient-time';
import { greeting, message } from './templates';
import type { MailMessage } from './types';

/** Subjects are exported because tests and the e2e mail catcher find messages by them. */
export const ACCOUNT_DELETED_SUBJECT = 'Sua conta do MCTrading foi excluída';
export const ADMIN_ACCOUNT_DELETED_SUBJECT_PREFIX = 'Conta excluída no MCTrading: ';

/** To the former owner: the deletion is done, what went and what stayed (docs/privacy.md). */
export function accountDeletedEmail(opts: {
  to: string;
  name?: string | null;
  at: Date;
  appUrl: string;
  /** The former owner's zone, read before the deletion (recipient-time.ts). */
  timeZone?: string;
}): MailMessage {
  const base = opts.appUrl.replace(/\/+$/, '');
  return message(opts.to, 'account-deleted', ACCOUNT_DELETED_SUBJECT, {
    preheader: 'Sua conta e os seus dados foram excluídos do MCTrading.',
    heading: 'Conta excluída',
    paragraphs: [
      greeting(opts.name),
      'Como você pediu, sua conta do MCTrading foi excluída, com seus trades, importações, planos, desafio, XP, conquistas e configurações. Todas as sessões foram encerradas.',
      'Nos registros de ações de administradores em que você aparece, seu nome e seu email foram apagados; o registro da ação continua, sem identificar você.',
      'Se você não pediu a exclusão, responda a este email ou fale com o suporte.',
    ],
    details: [{ label: 'Quando', value: recipientDateTimeWithZone(opts.at, opts.timeZone) }],
    action: { label: 'Política de privacidade', url: `${base}/privacidade` },
    footnotes: [
      'Este é o último email que enviamos para este endereço.',
      'Você pode criar uma nova conta quando quiser, mas os dados excluídos não podem ser recuperados.',
    ],
  });
}

/** To each admin, like the new-user notice: who left, and the schools they administered (now without them). */
export function adminAccountDeletedEmail(opts: {
  to: string;
  appUrl: string;
  person: { id: string; name: string; email: string; schools: string[] };
  at: Date;
  /** The admin's zone (recipient-time.ts). */
  timeZone?: string;
}): MailMessage {
  const { person } = opts;
  return message(opts.to, 'admin-account-deleted', `${ADMIN_ACCOUNT_DELETED_SUBJECT_PREFIX}${person.name}`, {
    preheader: `${person.name} excluiu a própria conta do MCTrading.`,
    heading: 'Conta excluída',
    paragraphs: [
      'Uma pessoa excluiu a própria conta do MCTrading (direito previsto na LGPD). Os dados dela foram apagados; nas entradas da auditoria, ela aparece como "conta excluída".',
      ...(person.schools.length
        ? [
            `Ela administrava: ${person.schools.join(', ')}. A escola continua, com os alunos; se precisar, dê o papel de admin da escola a outra pessoa.`,
          ]
        : []),
    ],
    details: [
      { label: 'Nome', value: person.name },
      { label: 'Email', value: person.email },
      { label: 'Excluída em', value: recipientDateTime(opts.at, opts.timeZone) },
      { label: 'ID', value: person.id },
    ],
    action: { label: 'Abrir a administração', url: `${opts.appUrl.replace(/\/+$/, '')}/admin` },
    footnotes: ['Você recebe este aviso porque é administrador do MCTrading.'],
  });
}

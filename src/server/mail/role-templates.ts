import { greeting, message } from './templates';
import type { MailMessage } from './types';

/** Subjects are exported because tests and the e2e mail catcher find messages by them. */
export const ROLE_GRANTED_SUBJECT = 'Você recebeu um novo papel no MCTrading';
export const ROLE_REVOKED_SUBJECT = 'Um papel seu no MCTrading foi removido';

export type RoleChange =
  | { role: 'admin'; granted: boolean }
  | { role: 'schoolAdmin'; granted: boolean; school: { id: string; name: string } };

/** The 'role-changed' mail: what changed, and where the person now works (or that they no longer reach it). */
export function roleChangedEmail(opts: {
  to: string;
  name?: string | null;
  appUrl: string;
  change: RoleChange;
}): MailMessage {
  const base = opts.appUrl.replace(/\/+$/, '');
  const { change } = opts;
  const what =
    change.role === 'admin' ? 'administrador do MCTrading' : `admin da escola ${change.school.name}`;
  const where =
    change.role === 'admin'
      ? `${base}/admin`
      : `${base}/school-admin/${encodeURIComponent(change.school.id)}`;
  if (change.granted) {
    return message(opts.to, 'role-changed', ROLE_GRANTED_SUBJECT, {
      preheader: `Agora você é ${what}.`,
      heading: 'Você recebeu um novo papel',
      paragraphs: [
        greeting(opts.name),
        `Um administrador tornou você ${what}.`,
        change.role === 'admin'
          ? 'Você passa a gerenciar usuários, escolas, papéis, a auditoria e as configurações do produto.'
          : 'Você passa a ver os alunos da escola, liberar os pendentes e continuar as contas deles.',
      ],
      action: {
        label: change.role === 'admin' ? 'Abrir a administração' : 'Abrir a escola',
        url: where,
      },
      footnotes: ['Se você não esperava esta mudança, fale com o suporte do MCTrading.'],
    });
  }
  return message(opts.to, 'role-changed', ROLE_REVOKED_SUBJECT, {
    preheader: `Você não é mais ${what}.`,
    heading: 'Um papel seu foi removido',
    paragraphs: [
      greeting(opts.name),
      `Um administrador removeu o seu papel de ${what}.`,
      'Sua conta e seus trades continuam como estão.',
    ],
    action: { label: 'Abrir o MCTrading', url: `${base}/dashboard` },
    footnotes: ['Se você acha que foi um engano, fale com o suporte do MCTrading.'],
  });
}

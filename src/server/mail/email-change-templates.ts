import { greeting, message } from './templates';
import type { MailMessage } from './types';

export const EMAIL_CHANGE_SUBJECT = 'Confirme seu novo email no MCTrading';

/** Matches emailVerification.expiresIn in src/server/auth/auth.ts (24 hours). */
const VALID_HOURS = 24;

/**
 * To the NEW address of an email change: opening the link is what changes the account's email (until then the
 * old one keeps working). The old address is told once the change is made (security-notice 'email-changed').
 */
export function emailChangeEmail(opts: { to: string; name?: string | null; url: string }): MailMessage {
  return message(opts.to, 'email-change', EMAIL_CHANGE_SUBJECT, {
    preheader: 'Confirme este endereço para usá-lo na sua conta do MCTrading.',
    heading: 'Confirme seu novo email',
    paragraphs: [
      greeting(opts.name),
      `Recebemos um pedido para trocar o email da sua conta do MCTrading para ${opts.to}. Clique no botão abaixo para confirmar que este endereço é seu.`,
      'Depois da confirmação, você passa a entrar com este email, e o endereço antigo recebe um aviso.',
    ],
    action: { label: 'Confirmar novo email', url: opts.url },
    footnotes: [
      `Este link vale por ${VALID_HOURS} horas.`,
      'Se você não pediu esta troca, ignore este email: nada muda na conta.',
    ],
  });
}

import { formatWhatsapp } from '@/shared/account/contract';
import { recipientDay } from './recipient-time';
import { message } from './templates';
import type { MailMessage } from './types';

/** Tests and the e2e mail catcher find the notice by this prefix. */
export const CONTINUE_REQUEST_SUBJECT_PREFIX = 'Pedido para continuar no MCTrading: ';

export interface ContinueRequestSummary {
  name: string;
  email: string;
  whatsapp: string | null;
  school: { id: string; name: string } | null;
  trialEndedAt: Date | null;
}

/**
 * To the admins (link to the user in /admin) and to the school admins of the trader's school (link to the school
 * page): a trader whose trial ended pressed 'Continuar'. Who, how to reach them, and where to continue the account.
 */
export function continueRequestEmail(opts: {
  to: string;
  appUrl: string;
  audience: 'admin' | 'school';
  trader: ContinueRequestSummary;
  /** The admin's or school admin's zone (recipient-time.ts). */
  timeZone?: string;
}): MailMessage {
  const { trader } = opts;
  const base = opts.appUrl.replace(/\/+$/, '');
  const adminUrl = `${base}/admin?q=${encodeURIComponent(trader.email)}`;
  const schoolUrl = trader.school ? `${base}/school-admin/${encodeURIComponent(trader.school.id)}` : null;
  const action =
    opts.audience === 'school' && schoolUrl
      ? { label: 'Abrir a página da escola', url: schoolUrl }
      : { label: 'Abrir na administração', url: adminUrl };
  return message(opts.to, 'continue-request', `${CONTINUE_REQUEST_SUBJECT_PREFIX}${trader.name}`, {
    preheader: `${trader.name} terminou o teste grátis e quer continuar.`,
    heading: 'Pedido para continuar',
    paragraphs: [
      `${trader.name} terminou o teste grátis e tocou em "Continuar". A conta está só para leitura até que um administrador ou a escola continue o acesso.`,
    ],
    details: [
      { label: 'Nome', value: trader.name },
      { label: 'Email', value: trader.email },
      { label: 'WhatsApp', value: trader.whatsapp ? formatWhatsapp(trader.whatsapp) : '—' },
      { label: 'Escola', value: trader.school?.name ?? '—' },
      {
        label: 'Teste terminou em',
        value: trader.trialEndedAt ? recipientDay(trader.trialEndedAt, opts.timeZone) : '—',
      },
      ...(opts.audience === 'admin' && schoolUrl ? [{ label: 'Página da escola', value: schoolUrl }] : []),
    ],
    action,
    footnotes: [
      opts.audience === 'school'
        ? 'Você recebe este aviso porque administra a escola deste aluno no MCTrading.'
        : 'Você recebe este aviso porque é administrador do MCTrading.',
    ],
  });
}

import { feedbackMarkLabels } from '@/shared/i18n/mentoring';
import type { FeedbackMark } from '@/shared/schools/mentoring-contract';
import { greeting, message } from './templates';
import type { MailMessage } from './types';

/** Exported: tests and the e2e mail catcher find messages by it. */
export const mentorFeedbackSubject = (mentor: string) => `${mentor} comentou seu diário no MCTrading`;

/**
 * A mentor's comment, to the student (unless they turned these mails off in Settings → Escola). The comment itself
 * is in the app; the mail carries a short excerpt and the link to the thread.
 */
export function mentorFeedbackEmail(opts: {
  to: string;
  name: string;
  mentor: string;
  school: string;
  about: string;
  body: string;
  mark: FeedbackMark | null;
  appUrl: string;
}): MailMessage {
  const excerpt = opts.body.length > 280 ? `${opts.body.slice(0, 279)}…` : opts.body;
  const mark = opts.mark ? ` Marcado como “${feedbackMarkLabels[opts.mark]}”.` : '';
  return message(opts.to, 'mentor-feedback', mentorFeedbackSubject(opts.mentor), {
    preheader: `Novo comentário sobre ${opts.about}.`,
    heading: 'Feedback do mentor',
    paragraphs: [
      greeting(opts.name),
      `${opts.mentor}, da escola ${opts.school}, comentou ${opts.about}.${mark}`,
      `“${excerpt}”`,
      'Responda na mesma conversa, no MCTrading.',
    ],
    action: { label: 'Ver o feedback', url: `${opts.appUrl}/feedback` },
    footnotes: [
      'Você recebeu este email porque compartilha seu diário com a sua escola. Para não receber mais, desligue em Configurações → Escola.',
    ],
  });
}

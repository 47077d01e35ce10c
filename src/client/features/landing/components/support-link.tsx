import type { ComponentProps } from 'react';
import { landing } from '@/shared/i18n/landing';
import { supportChatHref } from '../support-chat';

/** The support chat (WhatsApp with the greeting), always in a new tab and without giving it `window.opener`. */
export function SupportLink({ children, ...props }: Omit<ComponentProps<'a'>, 'href' | 'target' | 'rel'>) {
  return (
    <a href={supportChatHref} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> {landing.newTab}</span>
    </a>
  );
}

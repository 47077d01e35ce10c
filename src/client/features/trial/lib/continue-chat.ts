import { trial } from '@/shared/i18n/trial';

/** The support chat (the spec's WhatsApp link) with a message naming who asks, so support finds the account. */
export function continueChatUrl(supportWhatsapp: string, who: { name: string; email: string }): string {
  const text = trial.page.chatMessage(who.name.trim() || who.email, who.email);
  return `https://wa.me/${supportWhatsapp}?text=${encodeURIComponent(text)}`;
}

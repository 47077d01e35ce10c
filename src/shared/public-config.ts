/**
 * Settings the client needs before any request (support link, Instagram page, whether Google sign-in is
 * configured). The server writes them into index.html's `<meta name="app-config">`, so no inline script is
 * needed (the CSP forbids them) and the first paint already has them.
 *
 * Deliberately free of zod: the landing page reads it, and zod alone would take a fifth of its 100 KB budget.
 */
export interface PublicConfig {
  supportWhatsapp: string;
  instagramUrl: string;
  googleEnabled: boolean;
}

export const SUPPORT_GREETING = 'Olá! Vim pelo site do MCTrading e gostaria de saber mais.';

export function supportChatUrl(whatsapp: string): string {
  return `https://wa.me/${whatsapp}?text=${encodeURIComponent(SUPPORT_GREETING)}`;
}

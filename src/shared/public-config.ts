import { z } from 'zod';

/**
 * Settings the client needs before any request (support link, Instagram page, whether Google sign-in is
 * configured). The server writes them into index.html's `<meta name="app-config">`, so no inline script is
 * needed (the CSP forbids them) and the first paint already has them.
 */
export const publicConfigSchema = z.object({
  supportWhatsapp: z.string(),
  instagramUrl: z.string(),
  googleEnabled: z.boolean(),
});

export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const SUPPORT_GREETING = 'Olá! Vim pelo site do MCTrading e gostaria de saber mais.';

export function supportChatUrl(whatsapp: string): string {
  return `https://wa.me/${whatsapp}?text=${encodeURIComponent(SUPPORT_GREETING)}`;
}

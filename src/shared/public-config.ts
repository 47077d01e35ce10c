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

/**
 * What the build writes as the Instagram address in page frames (scripts/render-frames.ts): the server puts the
 * configured one in its place when it serves the page (src/server/http/static.ts).
 */
export const FRAME_INSTAGRAM_PLACEHOLDER = 'https://instagram.invalid/mctrading-instagram-url';

/**
 * The frames the client build draws, by path, and their files in the build (a dot folder is never served): `body`
 * goes into `#root`, `head` (a meta naming the page's chunks) before `</head>`.
 */
export const PAGE_FRAMES = {
  '/auth': { body: '.frames/auth.html', head: '.frames/auth-head.html' },
} as const;

/**
 * The meta whose content lists a framed page's chunks (space-separated paths): the client downloads them all at
 * once and runs them in turn (src/client/app/route-table.ts).
 */
export const PAGE_CHUNKS_META = 'page-chunks';

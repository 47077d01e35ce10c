import { signedInRoutes } from './routes';

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
 * The support WhatsApp the client falls back to without a config (vite dev, a page frame drawn by the build): the
 * server puts the configured number in its place in the landing's frame.
 */
export const FRAME_WHATSAPP_PLACEHOLDER = '5511999999999';

/**
 * The frames the client build draws, by path, and their files in the build (a dot folder is never served): `body`
 * goes into `#root`, `head` (a meta naming the page's chunks) before `</head>`.
 */
export const PAGE_FRAMES = {
  // The landing page itself: its content paints with the document, before the entry has run.
  '/': { body: '.frames/landing.html', head: '.frames/landing-head.html' },
  '/auth': { body: '.frames/auth.html', head: '.frames/auth-head.html' },
} as const;

/**
 * The signed-in pages' frame in the build (src/client/components/layouts/signed-in-frame.tsx: the header and a
 * page skeleton): the server puts it into `#root` for every path below, so a cold load paints the app at once.
 */
export const SIGNED_IN_FRAME = '.frames/signed-in.html';

/** The pages inside the signed-in layout: their one list is in routes.ts. */
export const SIGNED_IN_PAGES = signedInRoutes;

const signedInPatterns = SIGNED_IN_PAGES.map(
  (page) => new RegExp(`^${page.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
);

/** Whether `pathname` is a page of the signed-in layout (it gets the signed-in frame). */
export const isSignedInPage = (pathname: string): boolean =>
  signedInPatterns.some((pattern) => pattern.test(pathname));

/**
 * The meta whose content lists a framed page's chunks (space-separated paths): the client downloads them all at
 * once and runs them in turn (src/client/app/route-table.ts).
 */
export const PAGE_CHUNKS_META = 'page-chunks';

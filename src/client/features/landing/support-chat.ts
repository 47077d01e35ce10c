// Same default as src/client/lib/app-config.ts (used when the page was not served by our server, e.g. vite dev).
const fallbackWhatsapp = '5511999999999';

// Mirrors SUPPORT_GREETING and supportChatUrl() in src/shared/public-config.ts. That module also defines the zod
// schema, and importing anything from it puts zod (~20 KB gzip) into `/`, whose whole script budget is 100 KB.
// e2e/landing.spec.ts checks that the links here equal supportChatUrl()'s, so the two cannot drift apart.
const greeting = 'Olá! Vim pelo site do MCTrading e gostaria de saber mais.';

/**
 * The support number from the server's `<meta name="app-config">`, read without `appConfig` (which parses it
 * with zod). It only ever goes into a wa.me link, so a digits-only check is all the validation it needs.
 */
function readSupportWhatsapp(): string {
  try {
    const raw = document.querySelector('meta[name="app-config"]')?.getAttribute('content');
    const value: unknown = raw
      ? (JSON.parse(raw) as { supportWhatsapp?: unknown }).supportWhatsapp
      : undefined;
    return typeof value === 'string' && /^\d{8,15}$/.test(value) ? value : fallbackWhatsapp;
  } catch {
    return fallbackWhatsapp;
  }
}

export const supportChatHref = `https://wa.me/${readSupportWhatsapp()}?text=${encodeURIComponent(greeting)}`;

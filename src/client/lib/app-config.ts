import { FRAME_WHATSAPP_PLACEHOLDER, type PublicConfig } from '@/shared/public-config';

const fallback: PublicConfig = {
  supportWhatsapp: FRAME_WHATSAPP_PLACEHOLDER,
  instagramUrl: 'https://www.instagram.com/mctrading',
  googleEnabled: false,
};

/** Field by field, so a malformed tag degrades to defaults instead of breaking the page (see public-config). */
function read(): PublicConfig {
  let raw: Record<string, unknown> = {};
  try {
    const content = document.querySelector('meta[name="app-config"]')?.getAttribute('content');
    if (content) raw = JSON.parse(content) as Record<string, unknown>;
  } catch {
    // Served without our server (e.g. vite dev): defaults.
  }
  const s = raw.supportWhatsapp;
  const i = raw.instagramUrl;
  return {
    supportWhatsapp: typeof s === 'string' && /^\d{8,15}$/.test(s) ? s : fallback.supportWhatsapp,
    instagramUrl: typeof i === 'string' && /^https:\/\//.test(i) ? i : fallback.instagramUrl,
    googleEnabled: raw.googleEnabled === true,
  };
}

/** Read once from the page the server sent. */
export const appConfig: PublicConfig = read();

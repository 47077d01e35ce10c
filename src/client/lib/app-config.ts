import { publicConfigSchema, type PublicConfig } from '@/shared/public-config';

const fallback: PublicConfig = {
  supportWhatsapp: '5511999999999',
  instagramUrl: 'https://www.instagram.com/mctrading',
  googleEnabled: false,
};

function read(): PublicConfig {
  const raw = document.querySelector('meta[name="app-config"]')?.getAttribute('content');
  if (!raw) return fallback;
  try {
    return publicConfigSchema.parse(JSON.parse(raw));
  } catch {
    return fallback;
  }
}

/** Read once from the page the server sent (see src/shared/public-config.ts). */
export const appConfig: PublicConfig = read();

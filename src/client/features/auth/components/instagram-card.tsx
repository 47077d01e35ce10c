import { appConfig } from '@/client/lib/app-config';
import { loginTab } from '@/shared/i18n/auth';

/** `href`: the profile's address; the page's own config unless given (the page frame is drawn at build time: auth-frame.tsx). */
export function InstagramCard({ href = appConfig.instagramUrl }: { href?: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="group flex items-center gap-4 rounded-xl bg-gradient-to-r from-fuchsia-700 via-pink-700 to-orange-700 p-4 text-white shadow-sm transition-shadow hover:shadow-md"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-white/20">
        {/* lucide has no brand icons: the camera glyph, drawn inline */}
        <svg
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.5" cy="6.5" r="0.8" fill="currentColor" />
        </svg>
      </span>
      <span className="grid min-w-0 gap-0.5">
        <span className="font-semibold">{loginTab.instagramTitle}</span>
        <span className="text-sm text-white/90">{loginTab.instagramText}</span>
        <span className="text-sm font-semibold underline-offset-4 group-hover:underline">
          {loginTab.instagramCta} <span className="sr-only">{loginTab.newTabHint}</span>
        </span>
      </span>
    </a>
  );
}

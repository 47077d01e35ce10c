import { authPage } from '@/shared/i18n/auth';
import { common } from '@/shared/i18n/common';
import { AuthLayout } from './auth-layout';
import { InstagramCard } from './instagram-card';

/**
 * /auth as it looks before its form can be used: the logo, the card's title, the two tabs, a loading line where
 * the form goes, and the Instagram card. The client build renders it to HTML (scripts/render-frames.tsx) and the
 * server puts it into the HTML of /auth, so a page load paints the page with the first bytes instead of after
 * ~230 KB gzip of scripts (most of /auth's LCP was waiting for them); AuthPage shows it until /api/me
 * answers. Plain markup (no
 * Radix, no `cn`, no state) with the classes of Card, Tabs and AuthPage, so the form drops into the same place.
 */
export function AuthFrame({ instagramUrl }: { instagramUrl?: string }) {
  return (
    <AuthLayout>
      <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <div className="grid gap-1.5 p-5 text-center sm:p-6">
          <h2 className="text-2xl font-bold tracking-tight text-slate-900">{authPage.title}</h2>
          <p className="text-sm text-slate-600">{authPage.subtitle}</p>
        </div>
        <div className="p-5 pt-0 sm:p-6 sm:pt-0">
          {/* The tabs as they will look; not buttons yet, so nothing here takes a click that would be lost. */}
          <div className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 text-sm" aria-hidden="true">
            <span className="flex h-9 items-center justify-center rounded-md bg-white font-semibold text-slate-900 shadow-sm">
              {authPage.tabLogin}
            </span>
            <span className="flex h-9 items-center justify-center rounded-md font-semibold text-slate-600">
              {authPage.tabSignup}
            </span>
          </div>
          <div
            role="status"
            aria-live="polite"
            className="mt-5 flex min-h-110 items-center justify-center text-sm text-slate-600"
          >
            {common.loading}
          </div>
        </div>
      </div>
      <InstagramCard href={instagramUrl} />
    </AuthLayout>
  );
}

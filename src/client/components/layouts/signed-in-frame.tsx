import { BrandLogo } from '@/client/components/brand-logo';
import { common } from '@/shared/i18n/common';

/** A grey bar standing for text or a control not drawn yet (grey unless `className` gives a colour). */
const Bone = ({ className }: { className: string }) => (
  <span className={`block rounded-md ${className.includes('bg-') ? '' : 'bg-slate-200'} ${className}`} />
);

/**
 * A signed-in page as it looks before its scripts and data arrive: SignedInLayout's header with
 * the logo, the sidebar (lg up) or the phone's bottom bar as grey bars, and a page skeleton — a title, four figure
 * cards and a panel. The client build renders it to HTML (scripts/render-frames.tsx) and the server puts it into
 * the HTML of every signed-in page, so a cold load paints the app at once instead of a white page while ~300 KB of
 * scripts download; the access gate shows it again until /api/me answers. Plain markup, no state, no router: the
 * same classes as SignedInLayout, so the real page drops into the same places.
 */
export function SignedInFrame() {
  return (
    <div className="min-h-dvh bg-slate-50" aria-busy="true">
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
          <span className="rounded-md text-lg text-slate-900">
            <BrandLogo />
          </span>
          <div className="flex min-w-0 items-center gap-2" aria-hidden="true">
            <Bone className="hidden h-4 w-28 sm:block" />
            <Bone className="h-8 w-16 rounded-full" />
            <Bone className="h-9 w-9" />
          </div>
        </div>
      </header>
      <div className="mx-auto flex w-full max-w-7xl lg:gap-8 lg:px-6">
        <div className="hidden w-52 shrink-0 self-start py-8 lg:grid lg:gap-5" aria-hidden="true">
          {[4, 3, 3, 2].map((items, section) => (
            <div key={section} className="grid gap-2.5">
              <Bone className="h-3 w-20 bg-slate-300/70" />
              {Array.from({ length: items }, (_, i) => (
                <Bone key={i} className="h-5 w-36" />
              ))}
            </div>
          ))}
        </div>
        <main className="min-w-0 flex-1 px-4 pt-6 pb-24 sm:px-6 sm:pt-8 lg:px-0 lg:pb-8">
          <p role="status" aria-live="polite" className="sr-only">
            {common.loading}
          </p>
          <div className="grid gap-6" aria-hidden="true">
            <div className="grid gap-2">
              <Bone className="h-8 w-48" />
              <Bone className="h-4 w-full max-w-md" />
            </div>
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              {Array.from({ length: 4 }, (_, i) => (
                <div key={i} className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
                  <Bone className="h-3.5 w-20" />
                  <Bone className="h-7 w-28 max-w-full" />
                </div>
              ))}
            </div>
            <div className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
              <Bone className="h-5 w-40" />
              <Bone className="h-56 w-full bg-slate-100" />
            </div>
          </div>
        </main>
      </div>
      <div
        aria-hidden="true"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] lg:hidden"
      >
        <div className="mx-auto flex min-h-14 max-w-xl items-center justify-around">
          {Array.from({ length: 5 }, (_, i) => (
            <span key={i} className="grid justify-items-center gap-1">
              <Bone className={i === 2 ? 'size-7 rounded-full bg-brand-600/70' : 'size-5'} />
              <Bone className="h-2.5 w-10" />
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '@/client/components/brand-logo';
import { authPage } from '@/shared/i18n/auth';

/** The frame of the public account pages: the logo (back to the landing page) above a centred column. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-gradient-to-b from-ink-950 via-ink-900 to-slate-100 px-4 py-6 sm:py-10">
      <div className="mx-auto grid w-full max-w-md grid-cols-1 gap-6">
        <Link
          to="/"
          className="justify-self-center rounded-md text-xl text-white"
          aria-label={authPage.backHome}
        >
          <BrandLogo />
        </Link>
        <main className="grid grid-cols-1 gap-6">{children}</main>
      </div>
    </div>
  );
}

import { Link } from 'react-router';
import { landing } from '@/shared/i18n/landing';
import { linkButton } from './link-button';
import { BrandLogo } from '@/client/components/brand-logo';

export function SiteHeader() {
  return (
    <header className="bg-ink-950 sticky top-0 z-40 border-b border-white/10 text-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="rounded-md" aria-label={`${landing.productName} — início`}>
          <BrandLogo size={32} tone="gradient" className="gap-2.5 text-lg" />
        </Link>
        <nav aria-label={landing.header.navLabel}>
          <Link to="/auth" className={linkButton({ size: 'md' })}>
            {landing.header.login}
          </Link>
        </nav>
      </div>
    </header>
  );
}

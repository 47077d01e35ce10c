import { Link } from 'react-router';
import { landing } from '@/shared/i18n/landing';
import { BrandLogo } from '@/client/components/brand-logo';
import { SupportLink } from './support-link';

export function SiteFooter() {
  const { footer } = landing;
  return (
    <footer className="bg-ink-950 px-4 py-12 text-slate-300 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="text-white">
            <BrandLogo size={32} tone="gradient" className="gap-2.5 text-lg" />
            <p className="mt-2 text-sm text-slate-300">{footer.tagline}</p>
          </div>
          <nav aria-label={footer.linksLabel}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
              <li>
                <Link to="/auth" className="hover:text-white hover:underline">
                  {footer.login}
                </Link>
              </li>
              <li>
                <Link to="/privacidade" className="hover:text-white hover:underline">
                  {footer.privacy}
                </Link>
              </li>
              <li>
                <SupportLink className="hover:text-white hover:underline">{footer.contact}</SupportLink>
              </li>
            </ul>
          </nav>
        </div>
        <p className="mt-8 border-t border-white/10 pt-8 text-xs leading-relaxed text-slate-400">
          {footer.disclaimer}
        </p>
        <p className="mt-3 text-xs text-slate-400">{footer.rights(new Date().getFullYear())}</p>
      </div>
    </footer>
  );
}

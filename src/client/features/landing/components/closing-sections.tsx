import { ArrowRight, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { clsx } from 'clsx';
import { landing } from '@/shared/i18n/landing';
import { linkButton } from './link-button';
import { SupportLink } from './support-link';

export function CallToAction() {
  const { cta } = landing;
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-16 sm:px-6 sm:pb-24">
      <div className="bg-ink-950 relative isolate mx-auto max-w-6xl overflow-hidden rounded-3xl px-5 py-14 text-center sm:px-12 sm:py-20">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_70%_60%_at_50%_100%,rgba(16,185,129,0.3),transparent_70%)]"
        />
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
          {cta.title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-slate-300">{cta.text}</p>
        <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Link to="/auth" className={linkButton()}>
            {cta.primary}
            <ArrowRight aria-hidden="true" className="max-sm:hidden" />
          </Link>
          <Link to="/auth" className={linkButton({ tone: 'ghost' })}>
            {cta.secondary}
          </Link>
        </div>
      </div>
    </section>
  );
}

export function SupportSection() {
  const { support } = landing;
  return (
    <section
      aria-labelledby="support-title"
      className="border-t border-slate-200 bg-slate-50 px-4 py-14 sm:px-6"
    >
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 text-center md:flex-row md:justify-between md:text-left">
        <div>
          <h2 id="support-title" className="text-ink-950 text-2xl font-bold tracking-tight sm:text-3xl">
            {support.title}
          </h2>
          <p className="mt-2 text-slate-600">{support.text}</p>
        </div>
        <SupportLink className={clsx(linkButton({ tone: 'solid' }), 'shrink-0')}>
          <MessageCircle aria-hidden="true" />
          {support.button}
        </SupportLink>
      </div>
    </section>
  );
}

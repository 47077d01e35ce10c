import { ArrowRight, Check, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { landing } from '@/shared/i18n/landing';
import { linkButton } from './link-button';
import { SupportLink } from './support-link';

const { hero } = landing;

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      {/* Decorative glow and grid; pure CSS so nothing loads. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_60%_50%_at_50%_0%,rgba(16,185,129,0.28),transparent_70%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 [mask-image:linear-gradient(to_bottom,black,transparent_85%)] bg-[linear-gradient(to_right,rgba(255,255,255,0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgba(255,255,255,0.05)_1px,transparent_1px)] bg-[size:48px_48px]"
      />
      <div className="mx-auto max-w-4xl px-4 pt-16 pb-12 text-center sm:px-6 sm:pt-24 sm:pb-16">
        <p className="text-brand-400 border-brand-400/30 bg-brand-400/10 inline-flex rounded-full border px-3 py-1 text-xs font-semibold tracking-wide uppercase sm:text-sm">
          {hero.eyebrow}
        </p>
        <h1
          id="hero-title"
          className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-white sm:text-6xl"
        >
          {hero.title}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-slate-300 sm:text-xl">{hero.lead}</p>
        <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Link to="/auth" className={linkButton()}>
            {hero.primary}
            <ArrowRight aria-hidden="true" className="max-sm:hidden" />
          </Link>
          <SupportLink className={linkButton({ tone: 'ghost' })}>
            <MessageCircle aria-hidden="true" />
            {hero.secondary}
          </SupportLink>
        </div>
        <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-slate-300">
          {hero.highlights.map((item) => (
            <li key={item} className="inline-flex items-center gap-1.5">
              <Check aria-hidden="true" className="text-brand-400 size-4" />
              {item}
            </li>
          ))}
        </ul>
        <div
          className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row"
          data-testid="import-platforms"
        >
          <p className="text-sm font-medium text-slate-200">{hero.importsLead}</p>
          <ul aria-label={hero.platformsLabel} className="flex flex-wrap justify-center gap-2">
            {hero.platforms.map((name) => (
              <li
                key={name}
                className="rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm font-semibold text-white"
              >
                {name}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

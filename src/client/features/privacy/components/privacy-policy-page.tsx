import { MessageCircleIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '@/client/components/brand-logo';
import { buttonVariants } from '@/client/components/ui/button';
import { appConfig } from '@/client/lib/app-config';
import { cn } from '@/client/lib/cn';
import { privacyPolicy as P } from '@/shared/i18n/privacy-policy';
import { supportChatUrl } from '@/shared/public-config';

/** /privacidade: public, outside the app shell (no session, no query client), readable on a phone. */
export function PrivacyPolicyPage() {
  useEffect(() => {
    document.title = `${P.title} · MCTrading`;
  }, []);
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="bg-ink-950 border-b border-white/10 text-white">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link to="/" className="rounded-md" aria-label={P.back}>
            <BrandLogo size={32} tone="gradient" className="gap-2.5 text-lg" />
          </Link>
        </div>
      </header>
      <main className="mx-auto grid max-w-3xl gap-8 px-4 py-8 sm:px-6 sm:py-12">
        <div className="grid gap-3">
          <h1 className="text-3xl font-bold text-slate-900">{P.title}</h1>
          <p className="text-sm text-slate-600">{P.updated}</p>
          <p className="text-base leading-relaxed text-slate-700">{P.intro}</p>
        </div>
        <nav aria-label={P.contentsLabel} className="rounded-xl border border-slate-200 bg-white p-4">
          <h2 className="text-sm font-semibold text-slate-900">{P.contentsLabel}</h2>
          <ul className="mt-2 grid gap-1 text-sm">
            {[...P.sections, { id: 'contato', title: P.contactTitle }].map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-brand-700 underline-offset-4 hover:underline">
                  {s.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {P.sections.map((s) => (
          <section key={s.id} aria-labelledby={s.id} className="grid gap-3">
            <h2 id={s.id} className="scroll-mt-4 text-xl font-bold text-slate-900">
              {s.title}
            </h2>
            <ul className="grid list-disc gap-2 pl-5 text-base leading-relaxed break-words text-slate-700">
              {s.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
        <section
          aria-labelledby="contato"
          className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
        >
          <h2 id="contato" className="scroll-mt-4 text-xl font-bold text-slate-900">
            {P.contactTitle}
          </h2>
          <p className="text-base leading-relaxed text-slate-700">{P.contactText}</p>
          <div>
            <a
              href={supportChatUrl(appConfig.supportWhatsapp)}
              target="_blank"
              rel="noopener noreferrer"
              // Wraps on a phone: the link's text on one line is wider than the card at 360 px.
              className={cn(
                buttonVariants(),
                'h-auto min-h-10 w-full py-2 text-center whitespace-normal sm:w-auto',
              )}
            >
              <MessageCircleIcon aria-hidden="true" />
              {P.contactLink}
              <span className="sr-only"> {P.newTab}</span>
            </a>
          </div>
        </section>
        <p>
          <Link to="/" className="text-brand-700 font-medium underline-offset-4 hover:underline">
            {P.back}
          </Link>
        </p>
      </main>
    </div>
  );
}

import { landing } from '@/shared/i18n/landing';
import { CallToAction, SupportSection } from './closing-sections';
import { FaqSection } from './faq-section';
import { FeatureCarousel } from './feature-carousel';
import { HeroSection } from './hero-section';
import { AudienceSection, FeatureChecklist, QuoteSection, RealitySection } from './info-sections';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function LandingPage() {
  return (
    <div className="min-h-dvh overflow-x-clip">
      <a
        href="#conteudo"
        className="focus:text-ink-950 sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2"
      >
        {landing.skipToContent}
      </a>
      <SiteHeader />
      <main id="conteudo" tabIndex={-1} className="focus:outline-none">
        <div className="bg-ink-950">
          <HeroSection />
          <FeatureCarousel />
        </div>
        <AudienceSection />
        <RealitySection />
        <QuoteSection />
        <FeatureChecklist />
        <FaqSection />
        <CallToAction />
        <SupportSection />
      </main>
      <SiteFooter />
    </div>
  );
}

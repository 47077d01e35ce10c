import {
  Briefcase,
  ChartNoAxesCombined,
  Check,
  Quote,
  SlidersHorizontal,
  Sprout,
  Star,
  Target,
  TrendingDown,
  Trophy,
  type LucideIcon,
} from 'lucide-react';
import { landing } from '@/shared/i18n/landing';
import { SectionHeading } from './section-heading';

// In the same order as landing.audience.items.
const audienceIcons: LucideIcon[] = [
  Sprout,
  Briefcase,
  ChartNoAxesCombined,
  SlidersHorizontal,
  Target,
  Trophy,
];

export function AudienceSection() {
  const { audience } = landing;
  return (
    <section aria-labelledby="audience-title" className="bg-slate-50 px-4 py-16 sm:px-6 sm:py-24">
      <SectionHeading id="audience-title" title={audience.title} lead={audience.lead} />
      <ul
        className="mx-auto mt-12 grid max-w-6xl gap-4 sm:grid-cols-2 lg:grid-cols-3"
        data-testid="audience-list"
      >
        {audience.items.map((item, i) => {
          const Icon = audienceIcons[i] ?? Check;
          return (
            <li
              key={item.title}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="bg-brand-50 text-brand-700 inline-flex size-11 items-center justify-center rounded-xl">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="text-ink-950 mt-4 text-lg font-semibold">{item.title}</h3>
              <p className="mt-2 text-pretty text-slate-600">{item.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function RealitySection() {
  const { reality } = landing;
  return (
    <section aria-labelledby="reality-title" className="bg-ink-950 px-4 py-16 text-white sm:px-6 sm:py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-[auto_1fr] lg:gap-16">
        <p
          className="bg-gradient-to-b from-red-300 to-red-500 bg-clip-text px-2 pb-2 text-center text-8xl leading-none font-extrabold tracking-tight text-transparent sm:text-9xl lg:text-[10rem]"
          data-testid="reality-stat"
        >
          {reality.stat}
        </p>
        <div>
          <h2 id="reality-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {reality.title}
          </h2>
          <p className="mt-4 text-lg text-pretty text-slate-300">{reality.text}</p>
          <h3 className="mt-8 text-sm font-semibold tracking-wide text-slate-300 uppercase">
            {reality.pointsLabel}
          </h3>
          <ul className="mt-3 grid gap-2 sm:grid-cols-3">
            {reality.points.map((point) => (
              <li
                key={point}
                className="flex items-center gap-2 rounded-xl border border-red-400/20 bg-red-400/10 px-3 py-2.5 text-sm text-red-100"
              >
                <TrendingDown aria-hidden="true" className="size-4 shrink-0 text-red-300" />
                {point}
              </li>
            ))}
          </ul>
          <p className="mt-8 text-lg text-pretty text-slate-200">{reality.closing}</p>
        </div>
      </div>
    </section>
  );
}

export function QuoteSection() {
  const { quote } = landing;
  return (
    <section aria-labelledby="quote-title" className="px-4 py-16 sm:px-6 sm:py-24">
      <h2 id="quote-title" className="sr-only">
        {quote.title}
      </h2>
      <figure className="mx-auto max-w-3xl text-center">
        <div role="img" aria-label={quote.starsLabel} className="flex justify-center gap-1 text-amber-500">
          {Array.from({ length: 5 }, (_, i) => (
            <Star key={i} aria-hidden="true" className="size-6 fill-current" />
          ))}
        </div>
        <Quote aria-hidden="true" className="text-brand-600 mx-auto mt-8 size-10" />
        <blockquote className="text-ink-950 mt-4 text-2xl leading-snug font-semibold text-balance sm:text-3xl">
          <p>“{quote.text}”</p>
        </blockquote>
        <figcaption className="mt-6 text-slate-600">
          <cite className="text-ink-950 font-semibold not-italic">{quote.author}</cite>, {quote.source}
        </figcaption>
      </figure>
    </section>
  );
}

export function FeatureChecklist() {
  const { features } = landing;
  return (
    <section aria-labelledby="features-title" className="bg-slate-50 px-4 py-16 sm:px-6 sm:py-24">
      <SectionHeading id="features-title" title={features.title} lead={features.lead} />
      <ul
        className="mx-auto mt-12 grid max-w-5xl gap-3 sm:grid-cols-2 lg:grid-cols-3"
        data-testid="feature-list"
      >
        {features.items.map((item) => (
          <li
            key={item}
            className="text-ink-950 flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 font-medium"
          >
            <span className="bg-brand-600 mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full text-white">
              <Check aria-hidden="true" className="size-4" strokeWidth={3} />
            </span>
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

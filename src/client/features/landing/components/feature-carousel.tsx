import { ChevronLeft, ChevronRight, Play } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { clsx } from 'clsx';
import { landing } from '@/shared/i18n/landing';
import { SectionHeading } from './section-heading';

const { carousel } = landing;
const slides = carousel.slides;
const total = slides.length;

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A scroll-snap carousel: the browser does swiping and snapping; React only keeps the current index in step with
 * the scroll position (for the dots and the live status) and scrolls on arrows, dots and arrow keys.
 */
export function FeatureCarousel() {
  const trackRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);

  function goTo(target: number) {
    const track = trackRef.current;
    if (!track) return;
    const next = (target + total) % total;
    track.scrollTo({
      left: next * track.clientWidth,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
    setIndex(next);
  }

  function onScroll() {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    const current = Math.round(track.scrollLeft / track.clientWidth);
    if (current !== index && current >= 0 && current < total) setIndex(current);
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: total - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    goTo(target);
  }

  const current = slides[index] ?? slides[0];

  return (
    <section aria-labelledby="carousel-title" className="pb-16 sm:pb-24">
      <SectionHeading id="carousel-title" title={carousel.title} tone="dark" className="px-4" />
      {/* Keyboard handling sits on the wrapper so arrow keys work from the track, the arrows and the dots. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        role="region"
        aria-roledescription={carousel.roleDescription}
        aria-label={carousel.label}
        className="mx-auto mt-10 max-w-6xl px-4 sm:px-6"
        onKeyDown={onKeyDown}
      >
        <p id="carousel-hint" className="sr-only">
          {carousel.keyboardHint}
        </p>
        <p className="sr-only" aria-live="polite" aria-atomic="true">
          {`${carousel.position(index + 1, total)}: ${current?.title ?? ''}`}
        </p>
        <div
          ref={trackRef}
          onScroll={onScroll}
          // Focusable so keyboard users can reach the scrolling area (and axe's scrollable-region rule passes).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          aria-describedby="carousel-hint"
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-2xl [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
          data-testid="carousel-track"
        >
          {slides.map((slide, i) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription={carousel.slideRoleDescription}
              aria-label={`${carousel.position(i + 1, total)}: ${slide.title}`}
              data-slide={i}
              className="w-full shrink-0 snap-start snap-always"
            >
              <figure className="bg-ink-900 grid h-full overflow-hidden rounded-2xl border border-white/10 lg:grid-cols-[1.55fr_1fr]">
                <div className="bg-ink-950 aspect-[16/10] overflow-hidden">
                  <img
                    src={`/images/landing/${slide.id}-1280.webp`}
                    srcSet={`/images/landing/${slide.id}-640.webp 640w, /images/landing/${slide.id}-1280.webp 1280w`}
                    sizes="(min-width: 1152px) 680px, (min-width: 1024px) 60vw, 100vw"
                    width={1280}
                    height={800}
                    alt={slide.alt}
                    loading={i === 0 ? 'eager' : 'lazy'}
                    decoding="async"
                    draggable={false}
                    className="block h-auto w-full"
                  />
                </div>
                <figcaption className="flex flex-col justify-center gap-3 p-6 sm:p-8">
                  <span className="text-brand-400 text-sm font-semibold">
                    {String(i + 1).padStart(2, '0')} / {String(total).padStart(2, '0')}
                  </span>
                  <h3 className="text-2xl font-bold text-white">{slide.title}</h3>
                  <p className="text-pretty text-slate-300">{slide.description}</p>
                  <span className="text-brand-400 mt-2 inline-flex items-center gap-2 text-sm font-semibold">
                    <span className="bg-brand-400/15 inline-flex size-8 items-center justify-center rounded-full">
                      <Play aria-hidden="true" className="size-3.5 fill-current" />
                    </span>
                    {carousel.cta}
                  </span>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
        <div className="mt-6 flex items-center justify-center gap-4">
          <button
            type="button"
            onClick={() => goTo(index - 1)}
            aria-label={carousel.previous}
            className="inline-flex size-11 items-center justify-center rounded-full border border-white/20 bg-white/5 text-white transition-colors hover:bg-white/10"
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <div role="group" aria-label={carousel.dotsLabel} className="flex items-center">
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                onClick={() => goTo(i)}
                aria-label={carousel.goTo(i + 1, slide.title)}
                aria-current={i === index ? 'true' : undefined}
                className="group inline-flex size-8 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={clsx(
                    'block h-2.5 rounded-full transition-all',
                    i === index ? 'bg-brand-400 w-7' : 'w-2.5 bg-white/40 group-hover:bg-white/70',
                  )}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={() => goTo(index + 1)}
            aria-label={carousel.next}
            className="inline-flex size-11 items-center justify-center rounded-full border border-white/20 bg-white/5 text-white transition-colors hover:bg-white/10"
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
    </section>
  );
}

import { ChevronDown } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { clsx } from 'clsx';
import { landing } from '@/shared/i18n/landing';
import { SectionHeading } from './section-heading';

/**
 * An accordion after the WAI-ARIA pattern, hand-rolled (a Radix accordion would cost more than this page's whole
 * script): one panel open at a time, clicking the open one closes it, arrow keys / Home / End move between
 * questions.
 */
export function FaqSection() {
  const { faq } = landing;
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, i: number) {
    const count = faq.items.length;
    const target: Record<string, number> = {
      ArrowDown: (i + 1) % count,
      ArrowUp: (i - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const next = target[event.key];
    if (next === undefined) return;
    event.preventDefault();
    buttons.current[next]?.focus();
  }

  return (
    <section aria-labelledby="faq-title" className="px-4 py-16 sm:px-6 sm:py-24">
      <SectionHeading id="faq-title" title={faq.title} />
      <div
        className="mx-auto mt-10 max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
        data-testid="faq-list"
      >
        {faq.items.map((item, i) => {
          const isOpen = open === i;
          const buttonId = `${baseId}-q${i}`;
          const panelId = `${baseId}-a${i}`;
          return (
            <div key={item.q} data-testid="faq-item">
              <h3>
                <button
                  ref={(el) => {
                    buttons.current[i] = el;
                  }}
                  id={buttonId}
                  type="button"
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  onClick={() => setOpen(isOpen ? null : i)}
                  onKeyDown={(event) => onKeyDown(event, i)}
                  className="text-ink-950 flex w-full items-center justify-between gap-4 px-5 py-5 text-left text-base font-semibold hover:bg-slate-50 sm:px-6 sm:text-lg"
                >
                  {item.q}
                  <ChevronDown
                    aria-hidden="true"
                    className={clsx(
                      'size-5 shrink-0 text-slate-500 transition-transform',
                      isOpen && 'rotate-180',
                    )}
                  />
                </button>
              </h3>
              <div
                id={panelId}
                role="region"
                aria-labelledby={buttonId}
                hidden={!isOpen}
                className="px-5 pb-5 text-pretty text-slate-600 sm:px-6"
              >
                {item.a}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}

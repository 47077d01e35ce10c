import { cn } from '@/client/lib/cn';
import { importsPage } from '@/shared/i18n/imports';

const STEPS = ['upload', 'preview', 'summary'] as const;
export type ImportStep = (typeof STEPS)[number];

export function StepIndicator({ current }: { current: ImportStep }) {
  const index = STEPS.indexOf(current);
  return (
    <ol className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" aria-label={importsPage.title}>
      {STEPS.map((step, i) => (
        <li
          key={step}
          className="flex min-w-0 items-center gap-2"
          aria-current={i === index ? 'step' : undefined}
        >
          <span
            className={cn(
              'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold',
              i <= index ? 'bg-brand-700 text-white' : 'bg-slate-200 text-slate-600',
            )}
          >
            {i + 1}
          </span>
          <span
            className={cn(
              'truncate',
              // Below sm only the current step is named, so the three fit in one line at 360px.
              i === index ? 'font-semibold text-slate-900' : 'sr-only text-slate-600 sm:not-sr-only',
            )}
          >
            {importsPage.steps[step]}
          </span>
          {i < STEPS.length - 1 ? (
            <span className="hidden h-px w-8 bg-slate-300 sm:block" aria-hidden="true" />
          ) : null}
        </li>
      ))}
    </ol>
  );
}

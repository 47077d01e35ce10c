import { InfoIcon } from 'lucide-react';
import { cn } from '@/client/lib/cn';
import type { DefaultPeriod } from '@/shared/time/default-period';
import { defaultPeriodText } from '@/shared/i18n/periods';

/**
 * The sentence of a page that opened on the latest month or year with trades instead of its own period
 * ('Mostrando novembro de 2025, o último mês com trades'), with a link back to the page's own period.
 */
export function DefaultPeriodNote({
  period,
  naturalLabel,
  onNatural,
  className,
}: {
  period: DefaultPeriod;
  /** The page's own period's label ('Este mês'), for the link back to it. */
  naturalLabel?: string;
  onNatural?: () => void;
  className?: string;
}) {
  if (period.kind !== 'latest') return null;
  return (
    <p
      role="status"
      data-testid="default-period-note"
      className={cn('flex items-start gap-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900', className)}
    >
      <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span className="min-w-0">
        <span className="font-medium">{defaultPeriodText.latest(period.unit, period.key)}</span>
        {naturalLabel && onNatural ? (
          <>
            {' · '}
            <button
              type="button"
              onClick={onNatural}
              className="font-semibold whitespace-nowrap text-sky-800 underline underline-offset-2 hover:text-sky-950"
            >
              {defaultPeriodText.backTo(naturalLabel)}
            </button>
          </>
        ) : null}
      </span>
    </p>
  );
}

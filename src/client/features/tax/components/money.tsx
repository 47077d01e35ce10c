import { cn } from '@/client/lib/cn';
import { formatCents } from '@/shared/format';

/** Cents as 'R$ 1.234,56' (or US$), a result coloured by its sign when `signed`. */
export function Money({
  cents,
  currency = 'BRL',
  signed = false,
  className,
}: {
  cents: number;
  currency?: 'BRL' | 'USD';
  signed?: boolean;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'whitespace-nowrap tabular-nums',
        signed && cents > 0 && 'text-emerald-700',
        signed && cents < 0 && 'text-red-700',
        className,
      )}
    >
      {formatCents(cents, currency)}
    </span>
  );
}

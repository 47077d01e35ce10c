import type { MoneyCurrency } from '@/shared/format';
import { cn } from '@/client/lib/cn';
import { reportsText } from '@/shared/i18n/reports';
import type { ReportMetrics } from '@/shared/reports/contract';
import { changeOf, changeTone, type FigureKey } from '../lib/figures';

/**
 * A figure's change against the one before: '▲ +R$ 120,00' in green when it is better, red when worse, grey when
 * neither — the arrow and the signed figure say it without the colour, and screen readers also hear which way
 * it went and whether that is better. '—' when there is nothing to compare.
 */
export function ChangeText({
  current,
  previous,
  figure,
  currency,
  className,
}: {
  current: ReportMetrics;
  previous: ReportMetrics | null;
  figure: FigureKey;
  currency: MoneyCurrency;
  className?: string;
}) {
  const change = changeOf(current, previous, figure, currency);
  if (!change)
    return (
      <span className={cn('text-slate-500', className)} data-change="none">
        —<span className="sr-only"> ({reportsText.change.none})</span>
      </span>
    );
  return (
    <span
      className={cn('font-medium whitespace-nowrap tabular-nums', changeTone[change.tone], className)}
      data-change={change.direction}
    >
      {change.text}
      <span className="sr-only"> {change.srText}</span>
    </span>
  );
}

import { Skeleton } from '@/client/components/ui/skeleton';
import { chartHeights } from '@/client/components/charts/equity-chart';
import { reportsText } from '@/shared/i18n/reports';

/** Blocks of the report's sizes while the first answer loads (cards, curve, table): nothing jumps when it arrives. */
export function ReportSkeleton() {
  const narrow = chartHeights(true);
  const wide = chartHeights(false);
  return (
    <div className="grid gap-4" role="status" aria-label={reportsText.loading} data-testid="report-loading">
      <Skeleton className="h-6 w-48" />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-hidden="true">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="h-24 rounded-xl" />
        ))}
      </div>
      <Skeleton
        className="rounded-xl [height:var(--h-narrow)] sm:[height:var(--h-wide)]"
        style={
          {
            '--h-narrow': `${narrow.equity + narrow.drawdown + 44 + 90}px`,
            '--h-wide': `${wide.equity + wide.drawdown + 44 + 90}px`,
          } as React.CSSProperties
        }
      />
      <Skeleton className="h-64 rounded-xl" />
      <span className="sr-only">{reportsText.loading}</span>
    </div>
  );
}

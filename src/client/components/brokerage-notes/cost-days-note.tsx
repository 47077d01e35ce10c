import { Link } from 'react-router';
import { COST_DAYS_LINK, costDaysText, type CostDays } from '@/shared/trading/cost-days';
import { cn } from '@/client/lib/cn';

/**
 * Where the figures' costs came from (dashboard, /reports): the days costed by brokerage notes and by the
 * per-contract setting, with a link to /notas. Nothing without a note (the server sends null).
 */
export function CostDaysNote({
  costDays,
  className,
}: {
  costDays: CostDays | null | undefined;
  className?: string;
}) {
  if (!costDays) return null;
  return (
    <p className={cn('text-muted-foreground text-sm', className)} data-testid="cost-days">
      {costDaysText(costDays)} ·{' '}
      <Link to="/notas" className="text-foreground font-medium underline underline-offset-4">
        {COST_DAYS_LINK}
      </Link>
    </p>
  );
}

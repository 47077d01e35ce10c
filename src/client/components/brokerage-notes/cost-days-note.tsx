import { Link } from 'react-router';
import { COST_DAYS_LINK, costDaysText, type CostDays } from '@/shared/trading/cost-days';
import { cn } from '@/client/lib/cn';

/**
 * Where the figures' costs came from (dashboard, /reports, a school's summary of a student): the days costed by
 * brokerage notes and by the per-contract setting, with a link to /notas for the trader's own figures (`link`
 * false where the notes are someone else's). Nothing without a note (the server sends null).
 */
export function CostDaysNote({
  costDays,
  className,
  link = true,
}: {
  costDays: CostDays | null | undefined;
  className?: string;
  link?: boolean;
}) {
  if (!costDays) return null;
  return (
    <p className={cn('text-muted-foreground text-sm', className)} data-testid="cost-days">
      {costDaysText(costDays)}
      {link ? (
        <>
          {' · '}
          <Link to="/notas" className="text-foreground font-medium underline underline-offset-4">
            {COST_DAYS_LINK}
          </Link>
        </>
      ) : null}
    </p>
  );
}

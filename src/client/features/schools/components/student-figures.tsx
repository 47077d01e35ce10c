import { EyeOffIcon } from 'lucide-react';
import { CostDaysNote } from '@/client/components/brokerage-notes/cost-days-note';
import { cn } from '@/client/lib/cn';
import { schoolAdminText } from '@/shared/i18n/schools';
import type { StudentSummary } from '@/shared/schools/contract';
import { challengeLine, formatPnl, formatProfitFactor, formatWinRate } from '../lib/figures';

const F = schoolAdminText.figures;

/**
 * What a student shares with the school: the summary figures and, for a student with brokerage notes, which days'
 * costs came from them (no link: the notes are the student's); or 'Não compartilha' when they chose 'Nada' (the
 * server sends no figures then, so nothing here can show more than the student allows).
 */
export function StudentFigures({
  summary,
  className,
}: {
  summary: StudentSummary | null;
  className?: string;
}) {
  if (!summary) {
    return (
      <p
        className={cn('flex items-center gap-1.5 text-sm text-slate-600', className)}
        data-testid="not-sharing"
      >
        <EyeOffIcon className="size-4 shrink-0" aria-hidden="true" />
        {schoolAdminText.notSharing}
      </p>
    );
  }
  const rows: [string, string][] = [
    [F.pnl, formatPnl(summary.pnl)],
    [F.winRate, formatWinRate(summary.winRate)],
    [F.profitFactor, formatProfitFactor(summary.profitFactor)],
    [F.trades, String(summary.trades)],
    [F.ruleBreaks, String(summary.ruleBreakTrades)],
    [F.challenge, challengeLine(summary.challenge)],
  ];
  return (
    <div className={cn('grid gap-2', className)}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm" data-testid="student-figures">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900 tabular-nums lg:whitespace-nowrap">{value}</dd>
          </div>
        ))}
      </dl>
      <CostDaysNote costDays={summary.costDays} link={false} className="text-slate-600" />
    </div>
  );
}

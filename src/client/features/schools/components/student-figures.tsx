import { EyeOffIcon } from 'lucide-react';
import { cn } from '@/client/lib/cn';
import { schoolAdminText } from '@/shared/i18n/schools';
import type { StudentSummary } from '@/shared/schools/contract';
import { challengeLine, formatPnl, formatProfitFactor, formatWinRate } from '../lib/figures';

const F = schoolAdminText.figures;

/**
 * What a student shares with the school: the summary figures, or 'Não compartilha' when they chose 'Nada'
 * (the server sends no figures then, so nothing here can show more than the student allows).
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
    <dl
      className={cn('grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm', className)}
      data-testid="student-figures"
    >
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium text-slate-900 tabular-nums lg:whitespace-nowrap">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

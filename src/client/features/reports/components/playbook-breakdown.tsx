import { Link } from 'react-router';
import { Badge } from '@/client/components/ui/badge';
import { Panel } from '@/client/components/ui/panel';
import { cn } from '@/client/lib/cn';
import { signTone } from '@/client/lib/sign-tone';
import { money, percent, ratio } from '@/shared/format';
import { reportsText } from '@/shared/i18n/reports';
import type { ReportDto, ReportPlaybookRow } from '@/shared/reports/contract';

const P = reportsText.playbooks;

function Figures({ row, currency }: { row: ReportPlaybookRow; currency: ReportDto['currency'] }) {
  const f = row.figures;
  const figures: { key: string; label: string; value: string; sign: number }[] = [
    { key: 'totalPnl', label: P.totalPnl, value: money(f.totalPnl, currency), sign: f.totalPnl },
    { key: 'trades', label: P.trades, value: String(f.trades), sign: 0 },
    { key: 'winRate', label: P.winRate, value: percent(f.winRate), sign: 0 },
    {
      key: 'expectancy',
      label: P.expectancy,
      value: f.expectancy === null ? P.empty : money(Math.round(f.expectancy), currency),
      sign: f.expectancy ?? 0,
    },
    { key: 'payoff', label: P.payoff, value: ratio(f.payoff), sign: 0 },
    {
      key: 'profitFactor',
      label: P.profitFactor,
      value: f.profitFactorInfinite ? P.infinite : ratio(f.profitFactor),
      sign: 0,
    },
  ];
  return (
    <dl className="grid grid-cols-3 gap-x-3 gap-y-2 sm:grid-cols-6">
      {figures.map((x) => (
        <div key={x.key} className="grid min-w-0 gap-0.5" data-figure={x.key}>
          <dt className="text-xs text-slate-600">{x.label}</dt>
          <dd
            className={cn(
              'text-sm font-semibold break-words tabular-nums',
              f.small && x.key !== 'trades' ? 'text-slate-500' : signTone(x.sign),
            )}
          >
            {x.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The period by playbook: each playbook's figures (the playbook page's, by the dashboard's engine), then the trades
 * without one. Fewer than 20 trades: "amostra pequena", the figures in grey, no colour that reads as a finding.
 */
export function PlaybookBreakdown({ report }: { report: ReportDto }) {
  if (!report.byPlaybook.length) return null;
  return (
    <Panel id="report-playbooks" title={P.title} lead={P.lead}>
      <ul className="grid gap-3" data-testid="report-playbooks">
        {report.byPlaybook.map((row) => (
          <li
            key={row.id ?? 'none'}
            className="grid min-w-0 gap-2 rounded-lg border border-slate-200 p-3"
            data-playbook={row.id ?? 'none'}
          >
            <div className="flex min-w-0 flex-wrap items-center gap-2">
              {row.id ? (
                <Link
                  to={`/playbooks/${encodeURIComponent(row.id)}`}
                  className="min-w-0 font-semibold break-words text-slate-900 underline decoration-slate-300 underline-offset-4 hover:decoration-slate-900"
                  aria-label={P.open(row.name ?? '')}
                >
                  {row.name}
                </Link>
              ) : (
                <span className="font-semibold text-slate-700">{P.none}</span>
              )}
              {row.figures.small ? <Badge tone="neutral">{P.small}</Badge> : null}
            </div>
            <Figures row={row} currency={report.currency} />
          </li>
        ))}
      </ul>
      {report.byPlaybook.some((r) => r.figures.small) ? (
        <p className="text-xs text-slate-600">{P.smallLegend}</p>
      ) : null}
    </Panel>
  );
}

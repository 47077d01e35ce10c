import { cn } from '@/client/lib/cn';
import { rMultipleText } from '@/shared/i18n/rule-breaks';
import type { DashboardData } from '@/shared/trading/dashboard-contract';
import { SECTION_EXPLANATIONS } from '@/shared/trading/metrics/explanations';
import { InfoTip } from './info-tip';

const R = rMultipleText;

/** Vertical bars: how many trades (with a stop) ended in each R range, and how many were left out without one. */
export function RDistribution({ data }: { data: Pick<DashboardData, 'rDistribution' | 'rExcluded'> }) {
  const bins = data.rDistribution;
  const max = bins.reduce((m, b) => Math.max(m, b.count), 0);
  return (
    <div data-testid="r-distribution" className="grid content-start gap-3">
      <div className="flex items-start justify-between gap-2">
        <p className="text-sm text-slate-600">{R.distribution.lead}</p>
        <InfoTip label={R.distribution.infoLabel}>{SECTION_EXPLANATIONS.rDistribution}</InfoTip>
      </div>
      {max === 0 ? (
        <p className="text-sm text-slate-500">{R.distribution.none}</p>
      ) : (
        <div>
          <ul className="flex h-36 items-end gap-1 border-b border-slate-300 sm:gap-2">
            {bins.map((b) => {
              const name = R.distribution.bin(b.from, b.to);
              const negative = b.to !== null && b.to <= 0;
              return (
                <li
                  key={name}
                  className="flex h-full flex-1 flex-col justify-end"
                  title={R.distribution.binSummary(name, b.count)}
                >
                  <span className="sr-only">{R.distribution.binSummary(name, b.count)}</span>
                  {b.count > 0 ? (
                    <span
                      aria-hidden="true"
                      className="mb-0.5 text-center text-xs text-slate-700 tabular-nums"
                    >
                      {b.count}
                    </span>
                  ) : null}
                  <span
                    aria-hidden="true"
                    className={cn('block rounded-t-sm', negative ? 'bg-red-500/80' : 'bg-emerald-500/80')}
                    style={{ height: `${(b.count / max) * 80}%`, minHeight: b.count > 0 ? 2 : 0 }}
                  />
                </li>
              );
            })}
          </ul>
          <div aria-hidden="true" className="flex gap-1 pt-1 sm:gap-2">
            {bins.map((b) => {
              const name = R.distribution.bin(b.from, b.to);
              return (
                <span
                  key={name}
                  className="flex-1 text-center text-[10px] leading-tight text-slate-600 tabular-nums sm:text-xs"
                >
                  {name}
                </span>
              );
            })}
          </div>
        </div>
      )}
      <p data-testid="r-distribution-excluded" className="text-xs text-slate-600">
        {R.excluded(data.rExcluded)}
      </p>
    </div>
  );
}

import { cn } from '@/client/lib/cn';
import { dashboardText } from '@/shared/i18n/dashboard';
import type { DashboardData, HistogramBin } from '@/shared/trading/dashboard-contract';
import { money, moneyAxis } from '@/shared/format';

const D = dashboardText.distribution;
type Currency = DashboardData['currency'];

/** Vertical bars: how many trades fell in each result range. */
export function Histogram({ bins, currency }: { bins: HistogramBin[]; currency: Currency }) {
  const max = bins.reduce((m, b) => Math.max(m, b.count), 0) || 1;
  const step = Math.max(1, Math.ceil(bins.length / 6));
  return (
    <section data-testid="histogram" className="grid content-start gap-3">
      <div className="grid gap-0.5">
        <h3 className="text-sm font-semibold text-slate-900">{D.histogram}</h3>
        <p className="text-xs text-slate-600">{D.histogramLead(currency === 'BRL' ? 'R$' : 'US$')}</p>
      </div>
      {bins.length === 0 ? (
        <p className="text-sm text-slate-500">{D.none}</p>
      ) : (
        <div>
          <ul className="flex h-36 items-end gap-0.5 border-b border-slate-300 sm:gap-1">
            {bins.map((b) => {
              const mid = (b.from + b.to) / 2;
              return (
                <li
                  key={`${b.from}:${b.to}`}
                  className="group relative flex h-full flex-1 flex-col justify-end"
                  title={D.bin(money(b.from, currency), money(b.to, currency), b.count)}
                >
                  <span className="sr-only">
                    {D.bin(money(b.from, currency), money(b.to, currency), b.count)}
                  </span>
                  {b.count > 0 ? (
                    <span
                      aria-hidden="true"
                      className="mb-0.5 text-center text-[10px] text-slate-600 tabular-nums"
                    >
                      {b.count}
                    </span>
                  ) : null}
                  <span
                    aria-hidden="true"
                    className={cn('block rounded-t-sm', mid >= 0 ? 'bg-emerald-500/80' : 'bg-red-500/80')}
                    style={{ height: `${(b.count / max) * 80}%`, minHeight: b.count > 0 ? 2 : 0 }}
                  />
                </li>
              );
            })}
          </ul>
          <div aria-hidden="true" className="flex gap-0.5 pt-1 sm:gap-1">
            {bins.map((b, k) => (
              <span key={`${b.from}:${b.to}`} className="relative h-4 flex-1">
                {k % step === 0 ? (
                  <span className="absolute left-0 text-[10px] whitespace-nowrap text-slate-500 tabular-nums">
                    {moneyAxis(b.from, currency, false)}
                  </span>
                ) : null}
              </span>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}

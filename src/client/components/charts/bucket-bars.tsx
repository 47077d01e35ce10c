import { cn } from '@/client/lib/cn';
import { money, type MoneyCurrency, percent } from '@/shared/format';
import { dashboardText } from '@/shared/i18n/dashboard';
import type { Bucket } from '@/shared/trading/dashboard-contract';

const D = dashboardText.distribution;
type Currency = MoneyCurrency;
export type BucketKind = 'weekday' | 'hour' | 'instrument' | 'side' | 'tag';

/** Readable names for the server's bucket keys ('1' → 'Segunda', '9' → '9h', 'compra' → 'Compra'). */
export function bucketLabel(kind: BucketKind, key: string, short = false): string {
  if (kind === 'weekday' && /^\d$/.test(key))
    return (short ? dashboardText.weekdaysShort : dashboardText.weekdays)[Number(key)] ?? key;
  if (kind === 'hour' && /^\d{1,2}$/.test(key)) return D.hour(key.padStart(2, '0'));
  if (kind === 'side') return dashboardText.sides[key] ?? key;
  return key;
}

/** One bar per bucket (/dashboard's distribution, /reports' breakdowns), growing left (loss) or right (gain) from a centre line; figures as text beside it. */
export function BucketBars({
  title,
  kind,
  buckets,
  currency,
  testId,
}: {
  title: string;
  kind: BucketKind;
  buckets: Bucket[];
  currency: Currency;
  testId: string;
}) {
  const max = buckets.reduce((m, b) => Math.max(m, Math.abs(b.pnl)), 0) || 1;
  const anyLoss = buckets.some((b) => b.pnl < 0);
  return (
    <section data-testid={testId} className="grid content-start gap-3">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {buckets.length === 0 ? (
        <p className="text-sm text-slate-500">{D.none}</p>
      ) : (
        <ul className="grid gap-2">
          {buckets.map((b) => {
            const label = bucketLabel(kind, b.key);
            const width = `${(Math.abs(b.pnl) / max) * (anyLoss ? 50 : 100)}%`;
            return (
              <li
                key={b.key}
                className={cn(
                  'grid items-center gap-x-3 gap-y-0.5 text-sm',
                  // Tags are words the trader chose ('rompimento'): a wider name column than symbols and weekdays.
                  kind === 'tag'
                    ? 'grid-cols-[6.5rem_1fr] sm:grid-cols-[8rem_1fr]'
                    : 'grid-cols-[4.5rem_1fr] sm:grid-cols-[5.5rem_1fr]',
                )}
              >
                <span className="truncate font-medium text-slate-700" title={label}>
                  {label}
                </span>
                <div className="relative h-5 rounded bg-slate-100" aria-hidden="true">
                  {anyLoss ? <span className="absolute inset-y-0 left-1/2 w-px bg-slate-300" /> : null}
                  <span
                    className={cn(
                      'absolute inset-y-0.5 rounded-sm',
                      b.pnl >= 0 ? 'bg-emerald-500' : 'bg-red-500',
                    )}
                    style={
                      anyLoss
                        ? b.pnl >= 0
                          ? { left: '50%', width }
                          : { right: '50%', width }
                        : { left: 0, width }
                    }
                  />
                </div>
                <span className="sr-only">
                  {D.bucketSummary(label, money(b.pnl, currency), b.trades, percent(b.winRate))}
                </span>
                <span
                  aria-hidden="true"
                  className="col-start-2 flex flex-wrap justify-between gap-x-2 text-xs text-slate-600 tabular-nums"
                >
                  <span
                    className={cn(
                      'font-semibold',
                      b.pnl > 0 ? 'text-emerald-700' : b.pnl < 0 ? 'text-red-700' : 'text-slate-700',
                    )}
                  >
                    {money(b.pnl, currency)}
                  </span>
                  <span>
                    {D.trades(b.trades)} · {D.winRate(percent(b.winRate))}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

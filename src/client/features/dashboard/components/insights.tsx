import { AlertTriangleIcon, InfoIcon, TrendingUpIcon } from 'lucide-react';
import { cn } from '@/client/lib/cn';
import { dashboardText } from '@/shared/i18n/dashboard';
import type { Insight } from '@/shared/trading/dashboard-contract';

const TONES = {
  good: {
    box: 'border-emerald-200 bg-emerald-50 text-emerald-900',
    icon: TrendingUpIcon,
    iconTone: 'text-emerald-600',
  },
  warn: {
    box: 'border-amber-200 bg-amber-50 text-amber-900',
    icon: AlertTriangleIcon,
    iconTone: 'text-amber-600',
  },
  info: { box: 'border-sky-200 bg-sky-50 text-sky-900', icon: InfoIcon, iconTone: 'text-sky-600' },
} as const;

export function Insights({ insights }: { insights: Insight[] }) {
  if (insights.length === 0) return <p className="text-sm text-slate-600">{dashboardText.insights.none}</p>;
  return (
    <ul className="grid gap-2" data-testid="insights">
      {insights.map((insight) => {
        const t = TONES[insight.tone] ?? TONES.info;
        const Icon = t.icon;
        return (
          <li
            key={insight.id}
            data-tone={insight.tone}
            className={cn('flex items-start gap-2.5 rounded-lg border px-3 py-2.5 text-sm', t.box)}
          >
            <Icon className={cn('mt-0.5 size-4 shrink-0', t.iconTone)} aria-hidden="true" />
            <span>{insight.text}</span>
          </li>
        );
      })}
    </ul>
  );
}

import { SignalHighIcon, SignalLowIcon, SignalMediumIcon } from 'lucide-react';
import { cn } from '@/client/lib/cn';
import type { EventCountry, EventImpact } from '@/shared/calendar/contract';
import { calendarText, COUNTRY_LABELS, IMPACT_LABELS } from '@/shared/i18n/calendar';

const IMPACT_STYLE: Record<EventImpact, { className: string; Icon: typeof SignalHighIcon }> = {
  alta: { className: 'bg-red-100 text-red-800 ring-red-200', Icon: SignalHighIcon },
  media: { className: 'bg-amber-100 text-amber-900 ring-amber-200', Icon: SignalMediumIcon },
  baixa: { className: 'bg-slate-100 text-slate-700 ring-slate-200', Icon: SignalLowIcon },
};

/** 'Alta' / 'Média' / 'Baixa': a word and a signal icon of its own height, never the colour alone. */
export function ImpactBadge({ impact, className }: { impact: EventImpact; className?: string }) {
  const { className: tone, Icon } = IMPACT_STYLE[impact];
  return (
    <span
      data-testid="impact-badge"
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tone,
        className,
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      <span className="sr-only">{calendarText.impactWord} </span>
      {IMPACT_LABELS[impact]}
    </span>
  );
}

/** The grid's compact mark: the signal icon alone, named for screen readers ('Impacto alta'). */
export function ImpactMark({ impact }: { impact: EventImpact }) {
  const { Icon } = IMPACT_STYLE[impact];
  return (
    <Icon
      role="img"
      aria-label={calendarText.impact(impact)}
      className={cn(
        'size-3.5 shrink-0',
        impact === 'alta' ? 'text-red-700' : impact === 'media' ? 'text-amber-700' : 'text-slate-500',
      )}
    />
  );
}

/**
 * The country's code in a small tag ('BR', 'US'), named in full for screen readers. No flag: not every device has a
 * font that draws one.
 */
export function CountryTag({ country, className }: { country: EventCountry; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded border border-slate-300 px-1.5 text-[11px] leading-5 font-bold tracking-wide text-slate-700',
        className,
      )}
      title={COUNTRY_LABELS[country]}
    >
      <span aria-hidden="true">{country}</span>
      <span className="sr-only">{COUNTRY_LABELS[country]}</span>
    </span>
  );
}

import { cn } from '@/client/lib/cn';

const FILL = {
  brand: 'bg-brand-600',
  done: 'bg-emerald-600',
  muted: 'bg-slate-500',
} as const;

export type ProgressTone = keyof typeof FILL;

interface ProgressBarProps {
  /** The bar's name for screen readers ('Progresso até o nível 4'), or the id of the element that names it. */
  label?: string;
  labelledBy?: string;
  value: number;
  max: number;
  /** Read out instead of the bare number ('30 de 150 XP'). */
  valueText?: string;
  tone?: ProgressTone;
  /** Classes of the track (its height: `h-2` unless told). */
  className?: string;
  /** Classes of the fill (a tone of the caller's own, a faster transition). */
  fillClassName?: string;
}

/** The share of `max` that `value` is, 0 to 100; a zero or negative target counts as reached. */
export function progressPercent(value: number, max: number): number {
  if (max <= 0) return 100;
  return Math.round((Math.min(Math.max(value, 0), max) / max) * 100);
}

/** A thin bar with the progressbar role: its value, maximum and name are what assistive technology reads. */
export function ProgressBar({
  label,
  labelledBy,
  value,
  max,
  valueText,
  tone = 'brand',
  className,
  fillClassName,
}: ProgressBarProps) {
  const clamped = Math.min(Math.max(value, 0), Math.max(max, 0));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div
        className={cn('h-full rounded-full transition-[width] duration-500', FILL[tone], fillClassName)}
        style={{ width: `${progressPercent(clamped, max)}%` }}
      />
    </div>
  );
}

import { cn } from '@/client/lib/cn';
import { percentOf } from '../lib/view';

interface ProgressBarProps {
  /** The bar's name for screen readers ('Progresso até o nível 4'). */
  label: string;
  value: number;
  max: number;
  /** Read out instead of the bare number ('30 de 150 XP'). */
  valueText?: string;
  tone?: 'brand' | 'muted' | 'done';
  className?: string;
}

/** A thin bar with the progressbar role: its value, maximum and name are what assistive technology reads. */
export function ProgressBar({ label, value, max, valueText, tone = 'brand', className }: ProgressBarProps) {
  const clamped = Math.min(Math.max(value, 0), Math.max(max, 0));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div
        className={cn(
          'h-full rounded-full transition-[width] duration-500',
          tone === 'brand' && 'bg-brand-600',
          tone === 'done' && 'bg-emerald-600',
          tone === 'muted' && 'bg-slate-500',
        )}
        style={{ width: `${percentOf(clamped, max)}%` }}
      />
    </div>
  );
}

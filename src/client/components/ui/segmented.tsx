import { cn } from '@/client/lib/cn';

interface SegmentedProps<T extends string> {
  /** The id of the element that names the group (its visible label). */
  labelledBy: string;
  options: readonly { value: T; label: string }[];
  value: T | undefined;
  onChange: (value: T) => void;
  className?: string;
}

/**
 * A small set of exclusive choices shown side by side (currency, month/week): a radio group of buttons, the chosen
 * one raised. The label is the caller's, so it can sit above or beside the group.
 */
export function Segmented<T extends string>({
  labelledBy,
  options,
  value,
  onChange,
  className,
}: SegmentedProps<T>) {
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      className={cn('flex h-11 gap-1 rounded-lg bg-slate-100 p-1', className)}
    >
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          role="radio"
          aria-checked={value === o.value}
          onClick={() => onChange(o.value)}
          className={cn(
            'flex-1 rounded-md px-3 text-sm font-semibold whitespace-nowrap',
            value === o.value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
          )}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

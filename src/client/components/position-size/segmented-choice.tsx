import { cn } from '@/client/lib/cn';

interface SegmentedChoiceProps<V extends string> {
  legend: string;
  /** The radios' group name: unique on the page (two calculators may be open). */
  name: string;
  value: V;
  options: readonly { value: V; label: string; tone?: 'buy' | 'sell' }[];
  onChange: (value: V) => void;
  className?: string;
}

/**
 * Two or three exclusive choices as one row of buttons: native radios underneath, so arrow keys move between them
 * and screen readers hear a radio group with its legend.
 */
export function SegmentedChoice<V extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  className,
}: SegmentedChoiceProps<V>) {
  return (
    <fieldset className={cn('grid gap-1.5', className)}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div
        className="grid gap-1 rounded-lg bg-slate-100 p-1"
        style={{ gridTemplateColumns: `repeat(${options.length}, minmax(0, 1fr))` }}
      >
        {options.map((option) => (
          <label key={option.value} className="relative">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="peer sr-only"
            />
            <span
              className={cn(
                'flex h-10 cursor-pointer items-center justify-center rounded-md px-2 text-center text-sm font-semibold text-slate-600 transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2',
                option.tone === 'buy'
                  ? 'peer-checked:bg-emerald-700 peer-checked:text-white'
                  : option.tone === 'sell'
                    ? 'peer-checked:bg-red-700 peer-checked:text-white'
                    : 'peer-checked:bg-white peer-checked:text-slate-900 peer-checked:shadow-sm',
              )}
            >
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

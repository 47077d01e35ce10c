import { cn } from '@/client/lib/cn';

export interface RadioOption<V extends string> {
  value: V;
  title: string;
  detail?: string;
}

interface RadioCardsProps<V extends string> {
  name: string;
  legend: string;
  /** Said under the legend (and linked to the group for screen readers). */
  hint?: string;
  options: readonly RadioOption<V>[];
  value: V;
  onChange: (value: V) => void;
  disabled?: boolean;
  className?: string;
}

/** A radio group drawn as cards: the native inputs keep arrow-key moves and the screen readers' reading. */
export function RadioCards<V extends string>({
  name,
  legend,
  hint,
  options,
  value,
  onChange,
  disabled,
  className,
}: RadioCardsProps<V>) {
  const hintId = `${name}-hint`;
  return (
    <fieldset
      className={cn('grid gap-2', className)}
      aria-describedby={hint ? hintId : undefined}
      disabled={disabled}
    >
      <legend className="mb-1 text-sm font-semibold text-slate-900">{legend}</legend>
      {hint ? (
        <p id={hintId} className="-mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {options.map((o) => (
        <label
          key={o.value}
          className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-70 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500"
        >
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
            className="mt-0.5 size-4 shrink-0 accent-brand-700"
          />
          <span className="grid gap-0.5">
            <span className="text-sm font-semibold text-slate-900">{o.title}</span>
            {o.detail ? <span className="text-sm text-slate-600">{o.detail}</span> : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

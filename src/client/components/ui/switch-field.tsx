import { cn } from '@/client/lib/cn';

interface SwitchFieldProps {
  /** The label's id; the hint's is `${id}-hint`. */
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
  /** Classes of the row (a box around it). */
  className?: string;
  /** Classes of the label (its weight). */
  labelClassName?: string;
  /** Classes of the switch itself (its own focus ring). */
  switchClassName?: string;
}

/** A setting that is on or off: its label and hint on the left, a switch (`role="switch"`) on the right. */
export function SwitchField({
  id,
  label,
  hint,
  checked,
  disabled,
  onChange,
  className,
  labelClassName,
  switchClassName,
}: SwitchFieldProps) {
  return (
    <div className={cn('flex items-start justify-between gap-3', className)}>
      <div className="grid gap-0.5">
        <span id={id} className={cn('text-sm font-medium text-slate-900', labelClassName)}>
          {label}
        </span>
        <span id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </span>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={id}
        aria-describedby={`${id}-hint`}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors disabled:opacity-60',
          switchClassName,
          checked ? 'bg-emerald-700' : 'bg-slate-400',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block size-6 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-5' : 'translate-x-0',
          )}
        />
      </button>
    </div>
  );
}

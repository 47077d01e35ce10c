import type { ReactNode } from 'react';
import { cn } from '@/client/lib/cn';
import { FieldError } from './field-error';
import { Label } from './label';

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** The control; give it `id`, and `aria-describedby={describedBy(id, …)}` to link the error and hint. */
  children: ReactNode;
}

/** ids of the error and hint paragraphs of a field, for the control's aria-describedby. */
export function describedBy(id: string, { error, hint }: { error?: unknown; hint?: unknown }) {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
}

export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? (
        <div id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </div>
      ) : null}
      <FieldError id={id}>{error}</FieldError>
    </div>
  );
}

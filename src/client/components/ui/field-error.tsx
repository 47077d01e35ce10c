import type { ReactNode } from 'react';
import { cn } from '@/client/lib/cn';

interface FieldErrorProps {
  /** The control's id: the paragraph is `<id>-error`, for the control's aria-describedby. */
  id?: string;
  className?: string;
  children?: ReactNode;
}

/** A field's error line, announced when it appears; nothing when there is no error. */
export function FieldError({ id, className, children }: FieldErrorProps) {
  if (!children) return null;
  return (
    <p
      id={id ? `${id}-error` : undefined}
      role="alert"
      className={cn('text-sm font-medium text-red-600', className)}
    >
      {children}
    </p>
  );
}

import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/cn';
import { fieldClassName } from './select';

/** A multi-line field with Input's look; it grows with `rows` and the user may resize it vertically. */
export function Textarea({ className, rows = 3, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea rows={rows} className={cn(fieldClassName, 'h-auto resize-y py-2', className)} {...props} />
  );
}

import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/cn';

/** The look of Input, for native selects and textareas. */
export const fieldClassName =
  'h-11 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs focus-visible:border-brand-500 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-500 sm:text-sm';

/** A native select styled like Input: keyboard and screen-reader friendly on every phone. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(fieldClassName, className)} {...props} />;
}

import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/cn';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'h-11 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs transition-colors placeholder:text-slate-400 focus-visible:border-brand-500 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-500 sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}

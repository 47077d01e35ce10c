import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/cn';

const alertVariants = cva(
  // An icon placed first takes a narrow first column; the text lines up beside it.
  'grid w-full items-start gap-y-1 rounded-lg border p-3 text-sm has-[>svg]:grid-cols-[1rem_1fr] has-[>svg]:gap-x-2 [&>svg]:size-4 [&>svg]:translate-y-0.5',
  {
    variants: {
      tone: {
        error: 'border-red-200 bg-red-50 text-red-800',
        warning: 'border-amber-200 bg-amber-50 text-amber-900',
        info: 'border-sky-200 bg-sky-50 text-sky-900',
      },
    },
    defaultVariants: { tone: 'error' },
  },
);

/**
 * A tinted box that says something went wrong (or needs attention). `role="alert"` by default, so it is announced
 * when it appears; a list of problems that is part of the page's content passes `role="group"` instead.
 */
export function Alert({
  className,
  tone,
  role = 'alert',
  ...props
}: ComponentProps<'div'> & VariantProps<typeof alertVariants>) {
  return <div role={role} className={cn(alertVariants({ tone }), className)} {...props} />;
}

export function AlertTitle({ className, children, ...props }: ComponentProps<'h3'>) {
  return (
    <h3 className={cn('font-semibold [svg~&]:col-start-2', className)} {...props}>
      {children}
    </h3>
  );
}

export function AlertDescription({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid min-w-0 gap-1 break-words [svg~&]:col-start-2', className)} {...props} />;
}

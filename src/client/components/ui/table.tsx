import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/client/lib/cn';

interface TableProps extends ComponentProps<'table'> {
  /** What the table lists, said to screen readers (hidden: a heading usually says it on screen). */
  caption?: ReactNode;
  /**
   * Classes of the bordered box the table sits in; it scrolls sideways rather than pushing the page wider. Screens
   * that show cards below a breakpoint hide it there (`hidden lg:block`).
   */
  frameClassName?: string;
}

export function Table({ className, caption, frameClassName, children, ...props }: TableProps) {
  return (
    // `relative`: a screen-reader-only label (absolutely placed) in a cell stays inside the scrolling box instead
    // of widening the page.
    <div
      className={cn(
        'relative w-full overflow-x-auto rounded-lg border border-slate-200 bg-white',
        frameClassName,
      )}
    >
      <table className={cn('w-full text-left text-sm', className)} {...props}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        {children}
      </table>
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return (
    <thead className={cn('border-b border-slate-200 bg-slate-50 text-slate-700', className)} {...props} />
  );
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('divide-y divide-slate-100', className)} {...props} />;
}

/** `data-state="selected"` tints a row the user ticked. */
export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      className={cn('transition-colors hover:bg-slate-50 data-[state=selected]:bg-brand-50/60', className)}
      {...props}
    />
  );
}

/** A header cell: a column's (`scope="col"`, the default) or a row's (`scope="row"`, e.g. the symbol). */
export function TableHead({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope={scope}
      className={cn(
        'px-3 py-2 text-left align-middle font-semibold',
        scope === 'row' && 'text-slate-900',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-3 py-2 align-middle', className)} {...props} />;
}

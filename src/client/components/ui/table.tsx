import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/client/lib/cn';

interface TableProps extends ComponentProps<'table'> {
  /** What the table lists, said to screen readers (hidden: a heading usually says it on screen). */
  caption?: ReactNode;
  /**
   * Classes of the bordered box the table sits in; it scrolls sideways rather than pushing the page wider. Screens
   * that show cards below a breakpoint hide it there (`hidden lg:block`).
   */
  frameClassName?: string;
  /**
   * `compact`: a small figures table inside a card (no frame of its own, smaller type on a phone, tighter cells,
   * the outer columns flush with the card's edge).
   */
  variant?: 'framed' | 'compact';
}

const CompactContext = createContext(false);

export function Table({
  className,
  caption,
  frameClassName,
  variant = 'framed',
  children,
  ...props
}: TableProps) {
  if (variant === 'compact')
    return (
      <CompactContext.Provider value={true}>
        <table className={cn('w-full text-left text-[13px] sm:text-sm', className)} {...props}>
          {caption ? <caption className="sr-only">{caption}</caption> : null}
          {children}
        </table>
      </CompactContext.Provider>
    );
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
  const compact = useContext(CompactContext);
  return (
    <thead
      className={cn(
        'border-b border-slate-200',
        compact ? 'text-xs text-slate-600' : 'bg-slate-50 text-slate-700',
        className,
      )}
      {...props}
    />
  );
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('divide-y divide-slate-100', className)} {...props} />;
}

/** `data-state="selected"` tints a row the user ticked. */
export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  if (useContext(CompactContext)) return <tr className={className} {...props} />;
  return (
    <tr
      className={cn('transition-colors hover:bg-slate-50 data-[state=selected]:bg-brand-50/60', className)}
      {...props}
    />
  );
}

/** A header cell: a column's (`scope="col"`, the default) or a row's (`scope="row"`, e.g. the symbol). */
export function TableHead({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  const compact = useContext(CompactContext);
  return (
    <th
      scope={scope}
      className={cn(
        'text-left align-middle',
        compact
          ? cn('px-2 font-medium first:pl-0 last:pr-0', scope === 'row' ? 'py-2 text-slate-800' : 'py-1.5')
          : cn('px-3 py-2 font-semibold', scope === 'row' && 'text-slate-900'),
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  const compact = useContext(CompactContext);
  return (
    <td
      className={cn('py-2 align-middle', compact ? 'px-2 first:pl-0 last:pr-0' : 'px-3', className)}
      {...props}
    />
  );
}

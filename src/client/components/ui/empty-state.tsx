import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/client/lib/cn';

interface EmptyStateProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** The heading (an `<h2>`), or, without it, the one bold line that says why the list is empty. */
  title?: ReactNode;
  /** The line under the title; alone, the whole message. */
  description?: ReactNode;
  /** What to do about it (register, import, clear the filters). */
  actions?: ReactNode;
  /** The title's element: `h3` inside a section that has its own `h2`, `p` where the box is not a section. */
  titleAs?: 'h2' | 'h3' | 'p';
}

/** The dashed box a list or a page shows when it has nothing to show yet, or nothing for the filters. */
export function EmptyState({
  title,
  description,
  actions,
  titleAs: Title = 'h2',
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div
      className={cn(
        'grid justify-items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center',
        className,
      )}
      {...props}
    >
      {title ? <Title className="text-lg font-semibold break-words text-slate-900">{title}</Title> : null}
      {description ? <p className="max-w-md text-slate-600">{description}</p> : null}
      {actions}
    </div>
  );
}

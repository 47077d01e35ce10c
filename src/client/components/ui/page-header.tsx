import type { ReactNode } from 'react';
import { cn } from '@/client/lib/cn';

interface PageHeaderProps {
  title: ReactNode;
  /** The lead line under the title. */
  description?: ReactNode;
  /** Beside the title from `sm` up (the page's own buttons, a year picker); below it on a phone. */
  actions?: ReactNode;
  /** More lines under the description (a zone, a note). */
  children?: ReactNode;
  className?: string;
}

/** A page's `<h1>`, in the one size every page title has, with its lead line and the page's actions. */
export function PageHeader({ title, description, actions, children, className }: PageHeaderProps) {
  const text = (
    <div className="grid min-w-0 gap-1">
      <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">{title}</h1>
      {description ? <p className="max-w-3xl text-slate-600">{description}</p> : null}
      {children}
    </div>
  );
  if (!actions) return <header className={cn('grid gap-1', className)}>{text}</header>;
  return (
    <header className={cn('flex flex-wrap items-end justify-between gap-3', className)}>
      {text}
      {actions}
    </header>
  );
}

import type { ReactNode } from 'react';
import { cn } from '@/client/lib/cn';

interface PanelProps {
  /** The heading's id (the section is named by it). */
  id: string;
  title: string;
  lead?: ReactNode;
  /** Extra or overriding classes of the card (its border and background tint). */
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}

/** A card of the /challenge page: a region named by its heading, with an optional lead line. */
export function Panel({ id, title, lead, className, titleClassName, children }: PanelProps) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'grid min-w-0 content-start gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5',
        className,
      )}
    >
      <div className="grid gap-0.5">
        <h2 id={id} className={cn('text-base font-bold text-slate-900 sm:text-lg', titleClassName)}>
          {title}
        </h2>
        {lead ? <div className="text-sm text-slate-600">{lead}</div> : null}
      </div>
      {children}
    </section>
  );
}

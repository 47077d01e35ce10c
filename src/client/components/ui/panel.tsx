import type { ReactNode } from 'react';
import { cn } from '@/client/lib/cn';

interface PanelProps {
  /** The heading's id (the section is named by it). */
  id: string;
  title: string;
  lead?: ReactNode;
  /** Beside the title from `sm` up, one under the other on a phone: the section's actions. */
  actions?: ReactNode;
  /** Extra or overriding classes of the card (its border and background tint). */
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}

/** A card of a page (/challenge, /ranking): a region named by its heading, with an optional lead line and actions. */
export function Panel({ id, title, lead, actions, className, titleClassName, children }: PanelProps) {
  const heading = (
    <div className="grid min-w-0 gap-0.5">
      <h2 id={id} className={cn('text-base font-bold text-slate-900 sm:text-lg', titleClassName)}>
        {title}
      </h2>
      {lead ? <div className="text-sm break-words text-slate-600">{lead}</div> : null}
    </div>
  );
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'grid min-w-0 content-start gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5',
        className,
      )}
    >
      {actions ? (
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
          {heading}
          {/* On a phone the actions take the row, one under the other, rather than wrapping ragged. */}
          <div className="grid w-full gap-2 sm:flex sm:w-auto sm:flex-wrap">{actions}</div>
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

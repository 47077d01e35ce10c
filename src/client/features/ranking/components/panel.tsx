import type { ReactNode } from 'react';
import { cn } from '@/client/lib/cn';

interface PanelProps {
  /** The heading's id (the section is named by it). */
  id: string;
  title: string;
  lead?: ReactNode;
  /** Beside the title from `sm` up (under it on a phone): the section's actions. */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A card of the /ranking page: a region named by its heading, with an optional lead line and actions. */
export function Panel({ id, title, lead, actions, className, children }: PanelProps) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'grid min-w-0 content-start gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5',
        className,
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
        <div className="grid min-w-0 gap-0.5">
          <h2 id={id} className="text-base font-bold text-slate-900 sm:text-lg">
            {title}
          </h2>
          {lead ? <div className="text-sm break-words text-slate-600">{lead}</div> : null}
        </div>
        {/* On a phone the actions take the row, one under the other, rather than wrapping ragged. */}
        {actions ? <div className="grid w-full gap-2 sm:flex sm:w-auto sm:flex-wrap">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

import type { ReactNode } from 'react';
import { cn } from '@/client/lib/cn';

interface SectionProps {
  /** The heading's id (the section is named by it). */
  id: string;
  title: string;
  lead?: ReactNode;
  /** Beside the title (a count, a button). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A card of /gamification: a region named by its heading, an optional lead line and something beside the title. */
export function Section({ id, title, lead, aside, className, children }: SectionProps) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'grid min-w-0 content-start gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5',
        className,
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="grid min-w-0 gap-0.5">
          <h2 id={id} className="text-base font-bold text-slate-900 sm:text-lg">
            {title}
          </h2>
          {lead ? <div className="text-sm text-slate-600">{lead}</div> : null}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}

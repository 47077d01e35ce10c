import type { ReactNode } from 'react';
import { LoadError } from '@/client/components/load-error';
import { SkeletonList } from '@/client/components/ui/skeleton';
import { common } from '@/shared/i18n/common';
import { settingsText } from '@/shared/i18n/settings';

/** A card with a heading, a lead and an optional action (the 'Nova conta' button), like the /trades panels. */
export function Section({
  id,
  title,
  lead,
  action,
  children,
}: {
  id: string;
  title: string;
  lead?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid max-w-2xl gap-1">
          <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {lead ? <p className="text-sm text-slate-600">{lead}</p> : null}
        </div>
        {action ? <div className="w-full sm:w-auto">{action}</div> : null}
      </div>
      {children}
    </section>
  );
}

/** Grey bars while a section's list loads. */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  return <SkeletonList label={common.loading} rows={rows} />;
}

export function SectionLoadError({ onRetry }: { onRetry: () => void }) {
  return <LoadError message={settingsText.loadError} retryLabel={settingsText.retry} onRetry={onRetry} />;
}

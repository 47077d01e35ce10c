import type { ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';
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

/** Grey bars while a list loads. */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="grid gap-3" aria-busy="true" aria-label="Carregando">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="h-16 animate-pulse rounded-lg bg-slate-100" />
      ))}
    </div>
  );
}

export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="grid justify-items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4"
    >
      <p className="text-red-800">{settingsText.loadError}</p>
      <Button variant="outline" onClick={onRetry}>
        {settingsText.retry}
      </Button>
    </div>
  );
}

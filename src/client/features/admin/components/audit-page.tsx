import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/client/components/load-error';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { PageHeader } from '@/client/components/ui/page-header';
import { SkeletonList } from '@/client/components/ui/skeleton';
import { useMe } from '@/client/lib/me';
import { useTraderZone } from '@/client/lib/trader-clock';
import { auditActionSchema } from '@/shared/admin/contract';
import { auditPage as text } from '@/shared/i18n/admin-roles';
import { common } from '@/shared/i18n/common';
import { AUDIT_PAGE_SIZE, useAuditPage, type AuditFilters as Filters } from '../api/audit';
import { useSchoolChoices } from '../api/roles';
import { AdminNav } from './admin-nav';
import { AuditFilters, FILTER_KEYS, invalidRange, type AuditFilterValues } from './audit-filters';
import { AuditList } from './audit-list';
import { ForbiddenPage } from './forbidden-page';

/** /admin/audit: admins only; the log is read-only everywhere (the API has no route that changes it). */
export function AuditPage() {
  const { data: me } = useMe();
  if (me?.user.role !== 'admin') return <ForbiddenPage />;
  return <Audit />;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters live in the URL: a filtered view can be shared, reloaded and walked back with the browser. */
function useAuditUrl() {
  const [params, setParams] = useSearchParams();
  const action = params.get('action') ?? '';
  const values: AuditFilterValues = {
    action: auditActionSchema.safeParse(action).success ? action : '',
    actor: params.get('actor') ?? '',
    target: params.get('target') ?? '',
    from: DAY.test(params.get('from') ?? '') ? (params.get('from') ?? '') : '',
    to: DAY.test(params.get('to') ?? '') ? (params.get('to') ?? '') : '',
  };
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const update = useCallback(
    (patch: Partial<AuditFilterValues> & { page?: number }) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(patch)) {
            if (value === '' || value === undefined || (key === 'page' && value === 1)) next.delete(key);
            else next.set(key, String(value));
          }
          // A new filter starts from the first page.
          if (patch.page === undefined) next.delete('page');
          return next;
        },
        { replace: patch.page === undefined },
      ),
    [setParams],
  );
  return { values, page, update, clear: () => setParams(new URLSearchParams()) };
}

function Audit() {
  const { values, page, update, clear } = useAuditUrl();
  const badRange = invalidRange(values);
  const filters: Filters = { page };
  for (const key of FILTER_KEYS) if (values[key]) filters[key] = values[key];
  const audit = useAuditPage(filters);
  const { zone } = useTraderZone();
  const schools = useSchoolChoices(true);
  const schoolName = (id: string) => schools.data?.schools.find((s) => s.id === id)?.name ?? id;
  const filtered = FILTER_KEYS.some((k) => values[k]);

  const total = audit.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));

  return (
    <div className="grid min-w-0 gap-6">
      <AdminNav />
      <PageHeader title={text.title} description={text.lead} />

      <AuditFilters values={values} onChange={update} onClear={clear} />

      <section aria-labelledby="audit-results" aria-busy={audit.isFetching} className="grid gap-3">
        <h2 id="audit-results" className="text-lg font-semibold text-slate-900">
          {audit.data ? text.total(total) : text.title}
        </h2>
        {audit.isPending ? (
          <SkeletonList label={common.loading} />
        ) : audit.isError ? (
          <LoadError message={text.loadError} retryLabel={text.retry} onRetry={() => audit.refetch()} />
        ) : audit.data.entries.length === 0 || badRange ? (
          <EmptyState className="p-6" description={filtered ? text.empty : text.emptyAll} />
        ) : (
          <>
            <AuditList entries={audit.data.entries} timezone={zone} schoolName={schoolName} />
            {pages > 1 ? (
              <nav aria-label={text.pagination} className="flex flex-wrap items-center justify-between gap-3">
                <Button variant="outline" disabled={page <= 1} onClick={() => update({ page: page - 1 })}>
                  {text.previous}
                </Button>
                <p className="text-sm text-slate-600" aria-live="polite">
                  {text.page(page, pages)}
                </p>
                <Button variant="outline" disabled={page >= pages} onClick={() => update({ page: page + 1 })}>
                  {text.next}
                </Button>
              </nav>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/client/lib/api';
import { adminApi, auditPageSchema } from '@/shared/admin/contract';

export interface AuditFilters {
  action?: string;
  actor?: string;
  target?: string;
  from?: string;
  to?: string;
  page: number;
}

export const AUDIT_PAGE_SIZE = 25;

/** GET /api/admin/audit: newest first, one page at a time (the log grows without end). */
export function useAuditPage(filters: AuditFilters) {
  return useQuery({
    queryKey: ['admin-audit', filters],
    queryFn: ({ signal }) =>
      apiFetch(adminApi.audit, {
        query: {
          action: filters.action,
          actor: filters.actor,
          target: filters.target,
          from: filters.from,
          to: filters.to,
          page: String(filters.page),
          pageSize: String(AUDIT_PAGE_SIZE),
        },
        schema: auditPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

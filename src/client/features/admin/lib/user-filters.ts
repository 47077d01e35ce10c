import { ACCESS_STATUSES, type AccessStatus } from '@/shared/account/access';
import { userSortSchema, type AdminUsersQuery } from '@/shared/admin/contract';

/**
 * The /admin list's view (search, status, school, sort, page) as it lives in the URL's search params, so a reload
 * or the back button shows the same users. Defaults are left out of the URL; anything malformed falls back to them.
 */
export type UserSort = (typeof userSortSchema.options)[number];
export const USER_SORTS = userSortSchema.options;

export interface UserFilters {
  q: string;
  status?: AccessStatus;
  /** A school id, or 'none' for users without a school. */
  schoolId?: string;
  sort: UserSort;
  page: number;
}

export const PAGE_SIZE = 25;
export const DEFAULT_USER_FILTERS: UserFilters = { q: '', sort: 'created', page: 1 };

/** Each sort reads best one way: newest first, names A→Z, the latest sign-in and the most trades first. */
export const SORT_DIR: Record<UserSort, 'asc' | 'desc'> = {
  created: 'desc',
  name: 'asc',
  lastSignIn: 'desc',
  trades: 'desc',
};

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined;

export function userFiltersFromParams(params: URLSearchParams): UserFilters {
  const page = Number(params.get('page'));
  return {
    q: params.get('q')?.trim().slice(0, 200) ?? '',
    status: oneOf(ACCESS_STATUSES, params.get('status')),
    schoolId: params.get('school')?.trim().slice(0, 100) || undefined,
    sort: oneOf(USER_SORTS, params.get('sort')) ?? DEFAULT_USER_FILTERS.sort,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function userFiltersToParams(filters: UserFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.status) params.set('status', filters.status);
  if (filters.schoolId) params.set('school', filters.schoolId);
  if (filters.sort !== DEFAULT_USER_FILTERS.sort) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** True when something narrows the list (sorting and paging do not). */
export const hasUserFilters = (f: UserFilters): boolean => Boolean(f.q || f.status || f.schoolId);

/** The query of GET /api/admin/users for this view. */
export function usersQuery(filters: UserFilters, pageSize = PAGE_SIZE): AdminUsersQuery {
  return {
    q: filters.q || undefined,
    status: filters.status,
    schoolId: filters.schoolId,
    sort: filters.sort,
    dir: SORT_DIR[filters.sort],
    page: filters.page,
    pageSize,
  };
}

/** The query as URL text (undefined values left out). */
export function queryRecord(query: AdminUsersQuery): Record<string, string | undefined> {
  const record: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(query))
    record[key] = value === undefined ? undefined : String(value);
  return record;
}

export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / Math.max(1, pageSize)));

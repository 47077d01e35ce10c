import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch, ApiRequestError } from '@/client/lib/api';
import {
  adminApi,
  adminUserResponseSchema,
  adminUsersPageSchema,
  bulkReleaseResultSchema,
  type AdminUsersQuery,
} from '@/shared/admin/contract';
import { queryRecord } from '../lib/user-filters';

const adminUsersKey = ['admin', 'users'] as const;
const detailKey = (userId: string | null) => [...adminUsersKey, 'detail', userId] as const;

/** GET /api/admin/users: one page of the list, filtered, sorted and paged by the server. */
export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery({
    queryKey: [...adminUsersKey, 'list', query],
    queryFn: ({ signal }) =>
      apiFetch(adminApi.users, { query: queryRecord(query), schema: adminUsersPageSchema, signal }),
    // The previous page stays on screen while the next one loads: paging and typing do not flash.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** How many users a filter would list (a page of the smallest size, read for its total only). */
export function useAdminUsersCount(query: AdminUsersQuery) {
  return useQuery({
    queryKey: [...adminUsersKey, 'count', query],
    queryFn: ({ signal }) =>
      apiFetch(adminApi.users, {
        query: queryRecord({ ...query, page: 1, pageSize: 5 }),
        schema: adminUsersPageSchema,
        signal,
      }),
    select: (page) => page.total,
    placeholderData: keepPreviousData,
  });
}

export function useAdminUser(userId: string | null) {
  return useQuery({
    queryKey: detailKey(userId),
    queryFn: ({ signal }) =>
      apiFetch(adminApi.user(userId ?? ''), { schema: adminUserResponseSchema, signal }).then((r) => r.user),
    enabled: userId !== null,
    staleTime: 0,
  });
}

const schoolOptionsSchema = z.object({
  schools: z.array(z.object({ id: z.string(), name: z.string() })),
});

/** The schools for the list's filter; a server without the schools API yet (404) just offers none. */
export function useSchoolOptions() {
  return useQuery({
    queryKey: ['admin', 'schools', 'options'],
    queryFn: async ({ signal }) => {
      try {
        const res = await apiFetch(adminApi.schools, { schema: schoolOptionsSchema, signal });
        return res.schools;
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return [];
        throw error;
      }
    },
    staleTime: 60_000,
  });
}

/** The list, the pending count and the open detail read again after any change. */
function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminUsersKey });
}

export type UserAction =
  | { kind: 'release' }
  | { kind: 'revoke' }
  | { kind: 'endSessions' }
  | { kind: 'extendTrial'; days: number }
  | { kind: 'continue'; until: string | null };

function actionRequest(userId: string, action: UserAction): { path: string; body: object } {
  switch (action.kind) {
    case 'release':
      return { path: adminApi.release(userId), body: {} };
    case 'revoke':
      return { path: adminApi.revoke(userId), body: {} };
    case 'endSessions':
      return { path: adminApi.endSessions(userId), body: {} };
    case 'extendTrial':
      return { path: adminApi.extendTrial(userId), body: { days: action.days } };
    case 'continue':
      return { path: adminApi.continueAccess(userId), body: { until: action.until } };
  }
}

/**
 * POST one of the per-user actions. The answer is the user as they now are: it becomes the open detail at once,
 * and the list (whose filters the user may have left) is read again.
 */
export function useUserAction() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ userId, action }: { userId: string; action: UserAction }) => {
      const { path, body } = actionRequest(userId, action);
      return apiFetch(path, { method: 'POST', body, schema: adminUserResponseSchema }).then((r) => r.user);
    },
    onSuccess: (user) => queryClient.setQueryData(detailKey(user.userId), user),
    onSettled: invalidate,
  });
}

/** POST {userIds}: releases several pending users at once; answers how many were released and skipped. */
export function useBulkRelease() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: async (userIds: string[]) => {
      const result = await apiFetch(adminApi.bulkRelease, {
        method: 'POST',
        body: { userIds },
        schema: bulkReleaseResultSchema,
      });
      return { released: result.released.length, skipped: result.skipped.length };
    },
    onSettled: invalidate,
  });
}

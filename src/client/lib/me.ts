import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { accountApi, meResponseSchema, type MeResponse } from '@/shared/account/contract';
import { toasts } from '@/shared/i18n/auth';
import { apiFetch, ApiRequestError, onApiError } from './api';
import { authClient } from './auth-client';
import { notify } from './notify';

export const meQueryKey = ['me'] as const;

/** "Who am I": the one source of the signed-in user, profile and roles. `null` when anonymous (401). */
export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: async ({ signal }): Promise<MeResponse | null> => {
    try {
      return await apiFetch(accountApi.me, { schema: meResponseSchema, signal });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) return null;
      throw error;
    }
  },
});

export function useMe() {
  return useQuery(meQueryOptions);
}

/** Fetches /api/me now, ignoring the cache (after a sign-in, a release, a sign-out). */
export function useRefreshMe() {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
}

/** PATCH /api/me/whatsapp; the answer is the new MeResponse, stored as is. */
export function useUpdateWhatsapp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (whatsapp: string) =>
      apiFetch(accountApi.meWhatsapp, { method: 'PATCH', body: { whatsapp }, schema: meResponseSchema }),
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      const { error } = await authClient.signOut();
      if (error) throw error;
    },
    onSuccess: () => {
      // Drop every cached answer of the previous user, then mark the visitor as anonymous.
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, null);
      navigate('/auth', { replace: true });
    },
    onError: (error: { message?: string; code?: string }) =>
      notify.error(toasts.signOutError, toasts.genericDetail, error),
  });
}

export function notifyAccessPending() {
  notify.warning(toasts.accessPending, toasts.accessPendingDetail, 'access-pending');
}

/**
 * App-wide reactions to API answers (installed once by the app shell): a 401 on any call but /api/me itself
 * means the session ended — mark the visitor anonymous, and the route guard sends them to /auth; a 403
 * ACCESS_PENDING means an admin revoked (or has not yet granted) access — say so, and re-ask /api/me so the guard
 * sends them to /access-pending.
 */
export function installApiErrorHandling(queryClient: QueryClient): () => void {
  return onApiError((error, path) => {
    if (path === accountApi.me) return;
    if (error.status === 401) {
      queryClient.setQueryData(meQueryKey, null);
    } else if (error.isAccessPending) {
      notifyAccessPending();
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    }
  });
}

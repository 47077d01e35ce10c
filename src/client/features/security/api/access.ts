import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/client/lib/api';
import { authClient } from '@/client/lib/auth-client';
import {
  endedSessionsSchema,
  securityApi,
  securityOverviewSchema,
  sessionsResponseSchema,
} from '@/shared/security/contract';

/** Keys of the 'Segurança' tab's password, linked accounts and sessions sections. */
export const securityKeys = {
  overview: ['security', 'overview'] as const,
  sessions: ['security', 'sessions'] as const,
};

/** GET /api/me/security: password, Google, passkeys (the sections choose what to offer from it). */
export const securityOverviewQuery = queryOptions({
  queryKey: securityKeys.overview,
  queryFn: ({ signal }) => apiFetch(securityApi.overview, { schema: securityOverviewSchema, signal }),
});

export const useSecurityOverview = () => useQuery(securityOverviewQuery);

export function useSessions() {
  return useQuery({
    queryKey: securityKeys.sessions,
    queryFn: ({ signal }) =>
      apiFetch(securityApi.sessions, { schema: sessionsResponseSchema, signal }).then((r) => r.sessions),
  });
}

/** POST /api/me/security/password: a Google-only account's first password; answers the new overview. */
export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (newPassword: string) =>
      apiFetch(securityApi.password, {
        method: 'POST',
        body: { newPassword },
        schema: securityOverviewSchema,
      }),
    onSuccess: (overview) => queryClient.setQueryData(securityKeys.overview, overview),
  });
}

/** better-auth's change-password, signing every other device out. Throws better-auth's `{code, message}`. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { currentPassword: string; newPassword: string }) => {
      const { error } = await authClient.changePassword({ ...input, revokeOtherSessions: true });
      if (error) throw error;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions }),
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(securityApi.session(id), { method: 'DELETE', schema: endedSessionsSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch(securityApi.endOtherSessions, { method: 'POST', body: {}, schema: endedSessionsSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions }),
  });
}

/** Where better-auth sends the browser back after Google: this tab, with a flag for the success toast. */
export const LINKED_PARAM = 'vinculado';

/** Starts linking Google: better-auth answers the provider's URL and its client goes there. */
export async function linkGoogle(): Promise<void> {
  const back = '/profile?aba=seguranca';
  const { error } = await authClient.linkSocial({
    provider: 'google',
    callbackURL: `${back}&${LINKED_PARAM}=google`,
    errorCallbackURL: back,
  });
  if (error) throw error;
}

export function useUnlinkGoogle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (accountId: string) => {
      const { error } = await authClient.unlinkAccount({ accountId });
      if (error) throw error;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityKeys.overview }),
  });
}

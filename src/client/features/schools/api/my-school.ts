import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/client/lib/api';
import { meQueryKey } from '@/client/lib/me';
import { meResponseSchema } from '@/shared/account/contract';
import { inviteInfoSchema, schoolApi, type Sharing } from '@/shared/schools/contract';

/** GET /api/public/invites/{token}: the school and role of an invite (404 / 410 are answers, not retried). */
export function usePublicInvite(token: string) {
  return useQuery({
    queryKey: ['invite', token],
    queryFn: ({ signal }) => apiFetch(schoolApi.publicInvite(token), { schema: inviteInfoSchema, signal }),
    retry: (count, error) => !(error as { status?: number }).status && count < 2,
    staleTime: 60_000,
  });
}

// These three answer the new MeResponse: stored as is, so the nav, the settings tab and the gate follow at once.

export function useJoinSchool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiFetch(schoolApi.join, { method: 'POST', body: { token }, schema: meResponseSchema }),
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}

export function useSetSharing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sharing: Sharing) =>
      apiFetch(schoolApi.sharing, { method: 'PUT', body: { sharing }, schema: meResponseSchema }),
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}

export function useLeaveSchool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(schoolApi.leave, { method: 'POST', body: {}, schema: meResponseSchema }),
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/client/lib/api';
import { meQueryKey } from '@/client/lib/me';
import { meResponseSchema } from '@/shared/account/contract';
import {
  emailChangeResponseSchema,
  profileApi,
  type EmailChangeInput,
  type ProfileUpdateInput,
} from '@/shared/account/profile-contract';

/** PATCH /api/me/profile. The answer is the new MeResponse, stored as is: the header's name follows at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateInput) =>
      apiFetch(profileApi.profile, { method: 'PATCH', body, schema: meResponseSchema }),
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}

/** POST /api/me/email: mails the confirmation link to the new address (nothing changes until it is opened). */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (body: EmailChangeInput) =>
      apiFetch(profileApi.email, { method: 'POST', body, schema: emailChangeResponseSchema }),
  });
}

import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/client/lib/api';
import {
  accountDeletedSchema,
  accountDeletionStatusSchema,
  privacyApi,
  type DeleteAccountInput,
} from '@/shared/privacy/contract';

export const deletionStatusKey = ['privacy', 'account-deletion'] as const;

/** What deleting the account asks for (password or a recent sign-in) and whether it may go now. */
export function useDeletionStatus() {
  return useQuery({
    queryKey: deletionStatusKey,
    queryFn: ({ signal }) =>
      apiFetch(privacyApi.accountDeletion, { schema: accountDeletionStatusSchema, signal }),
    // A recent sign-in stops counting after a few minutes: read again when the tab comes back.
    staleTime: 0,
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: DeleteAccountInput) =>
      apiFetch(privacyApi.accountDeletion, { method: 'POST', body: input, schema: accountDeletedSchema }),
  });
}

/** The export is a plain link: the browser streams the zip to disk, the page never holds it. */
export const exportHref = privacyApi.export;

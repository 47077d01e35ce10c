import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/client/lib/api';
import { useDebounced } from '@/client/lib/use-debounced';
import { accountApi, emailExistsResponseSchema } from '@/shared/account/contract';

const DEBOUNCE_MS = 400;

/**
 * Whether the typed email belongs to an account, for the '✓ Email já cadastrado' / '⚠️ Email já está em uso'
 * hints. Asked only once the email contains '@' and the user paused typing; a failure just hides the hint.
 */
export function useEmailExists(email: string): boolean {
  const typed = email.trim().toLowerCase();
  const debounced = useDebounced(typed, DEBOUNCE_MS);
  const settled = debounced === typed;
  const query = useQuery({
    queryKey: ['email-exists', debounced],
    queryFn: ({ signal }) =>
      apiFetch(accountApi.emailExists, {
        query: { email: debounced },
        schema: emailExistsResponseSchema,
        signal,
      }),
    enabled: debounced.includes('@') && debounced.length >= 3,
    staleTime: 60_000,
    retry: false,
  });
  return settled && typed.includes('@') && query.data?.exists === true;
}

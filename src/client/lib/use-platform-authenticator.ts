import { useQuery } from '@tanstack/react-query';
import { platformAuthenticatorAvailable } from '@/client/lib/passkey-device';

/** Asked once per page load: the answer does not change while the page is open. */
export function usePlatformAuthenticator(): boolean {
  const { data } = useQuery({
    queryKey: ['platform-authenticator'],
    queryFn: platformAuthenticatorAvailable,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  return data === true;
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authClient, type AuthClientError } from '@/client/lib/auth-client';

/** better-auth's client answers `{data, error}` instead of throwing: turn an error into a rejection for Query. */
function unwrap<T>(result: { data: T | null; error: AuthClientError | null }): T {
  if (result.error) throw result.error;
  if (result.data === null)
    throw { code: 'EMPTY_RESPONSE', message: 'Resposta vazia' } satisfies AuthClientError;
  return result.data;
}

export interface PasskeyItem {
  id: string;
  name: string | null;
  createdAt: string | Date | null;
  deviceType: string;
  backedUp: boolean;
}

const passkeysKey = ['security', 'passkeys'] as const;

export function usePasskeys() {
  return useQuery({
    queryKey: passkeysKey,
    queryFn: async (): Promise<PasskeyItem[]> => {
      const list = unwrap(await authClient.passkey.listUserPasskeys()) as PasskeyItem[];
      // Newest first: the one just added is on top.
      return [...list].sort(
        (a, b) => new Date(b.createdAt ?? 0).getTime() - new Date(a.createdAt ?? 0).getTime(),
      );
    },
  });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => unwrap(await authClient.passkey.addPasskey({ name })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string; name: string }) =>
      unwrap(await authClient.passkey.updatePasskey(input)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => unwrap(await authClient.passkey.deletePasskey({ id })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  });
}

const sessionKey = ['security', 'session'] as const;

/** Whether two-factor is on, from better-auth's session (the user row it reads on every call). */
export function useTwoFactorEnabled() {
  return useQuery({
    queryKey: sessionKey,
    queryFn: async () => {
      const session = unwrap(await authClient.getSession());
      return (session.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled === true;
    },
    staleTime: 0,
  });
}

export function useSetTwoFactorEnabled() {
  const queryClient = useQueryClient();
  return (enabled: boolean) => queryClient.setQueryData(sessionKey, enabled);
}

export interface Enrolment {
  totpURI: string;
  backupCodes: string[];
}

export async function startEnrolment(password: string): Promise<Enrolment> {
  const data = unwrap(await authClient.twoFactor.enable({ password }));
  if (data.method !== 'totp')
    throw { code: 'TOTP_NOT_CONFIGURED', message: 'TOTP' } satisfies AuthClientError;
  return { totpURI: data.totpURI, backupCodes: data.backupCodes };
}

export async function confirmEnrolment(code: string): Promise<void> {
  unwrap(await authClient.twoFactor.verifyTotp({ code }));
}

/** The server also asks for a code (src/server/auth/security-guards.ts); the typed client does not know it. */
export async function disableTwoFactor(password: string, code: string): Promise<void> {
  unwrap(await authClient.$fetch('/two-factor/disable', { method: 'POST', body: { password, code } }));
}

/** New recovery codes (the old ones stop working), for the password. */
export async function regenerateRecoveryCodes(password: string): Promise<string[]> {
  return unwrap(await authClient.twoFactor.generateBackupCodes({ password })).backupCodes;
}

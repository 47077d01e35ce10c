import { ApiRequestError } from '@/client/lib/api';
import type { SetFieldError } from '@/client/lib/form-errors';

/**
 * A refused nickname (409 NICKNAME_TAKEN, or the server's own validation) belongs under the field even when the answer
 * names no field: returns true when it was put there.
 */
export function nicknameErrorOnField(error: unknown, setError: SetFieldError<'nickname'>): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  const message =
    error.fieldErrors?.nickname?.[0] ?? (error.code === 'NICKNAME_TAKEN' ? error.message : null);
  if (!message) return false;
  setError('nickname', { message }, { shouldFocus: true });
  return true;
}

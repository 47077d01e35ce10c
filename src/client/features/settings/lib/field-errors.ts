import { ApiRequestError } from '@/client/lib/api';

/**
 * Puts the server's field messages (400 INVALID_INPUT, 409 duplicates) under the form's fields. Returns true when
 * at least one landed on a field, so the caller knows the form already shows what is wrong.
 */
export function applyFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  setError: (field: F, error: { message: string }, options?: { shouldFocus: boolean }) => void,
): boolean {
  if (!(error instanceof ApiRequestError) || !error.fieldErrors) return false;
  let first = true;
  let applied = false;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if (!fields.includes(field as F) || !messages[0]) continue;
    setError(field as F, { message: messages[0] }, { shouldFocus: first });
    first = false;
    applied = true;
  }
  return applied;
}

/** What an error toast cites: the server's message, or its code. */
export const errorSource = (error: unknown) =>
  error instanceof ApiRequestError ? { message: error.message, code: error.code } : null;

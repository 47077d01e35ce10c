import { ApiRequestError } from './api';
import { notify } from './notify';

/** react-hook-form's setError, or any setter with its shape (a form kept in plain state). */
export type SetFieldError<F extends string> = (
  field: F,
  error: { message: string },
  options?: { shouldFocus: boolean },
) => void;

/**
 * Puts the server's field messages (400 INVALID_INPUT, 409 duplicates) under the form's fields, focusing the first.
 * Fields the form does not have are skipped. Returns true when at least one landed on a field, so the caller knows
 * the form already shows what is wrong.
 */
export function applyFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  setError: SetFieldError<F>,
): boolean {
  if (!(error instanceof ApiRequestError) || !error.fieldErrors) return false;
  let applied = false;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if (!fields.includes(field as F) || !messages[0]) continue;
    setError(field as F, { message: messages[0] }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

interface FormErrorReport<F extends string> {
  /** The toast's title and description ('Erro ao salvar', 'Não foi possível salvar…'); the code is appended. */
  title: string;
  detail: string;
  fields: readonly F[];
  setError: SetFieldError<F>;
}

/** A form's save failed: the server's field messages go under their fields, and an error toast says so. */
export function reportFormError<F extends string>(error: unknown, report: FormErrorReport<F>): void {
  applyFieldErrors(error, report.fields, report.setError);
  notify.error(report.title, report.detail, error);
}

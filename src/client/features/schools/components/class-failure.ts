import { ApiRequestError } from '@/client/lib/api';
import { classesText as T } from '@/shared/i18n/classes';

/** What a failed class action's toast says: the server's message, or a generic one when there was no answer. */
export const classFailure = (error: unknown) =>
  error instanceof ApiRequestError && error.status > 0 ? error.message : T.actionErrorDetail;

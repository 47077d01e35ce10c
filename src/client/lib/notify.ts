import { toast } from 'sonner';
import { authCodeMessage } from '@/shared/i18n/auth-codes';
import { common } from '@/shared/i18n/auth';
import { ApiRequestError } from './api';

/** What an error toast may cite as its code: a server message, a machine code, or nothing. */
export interface ErrorSource {
  message?: string | null;
  code?: string | null;
}

/**
 * What a failure cites: its `message` and `code` when it has them as text (the API's errors, better-auth's
 * answers), else nothing. Any thrown value may be passed, so callers hand over what they caught as it is.
 * better-auth speaks English ('Email not verified'): its codes are cited by their Portuguese text
 * (src/shared/i18n/auth-codes.ts). Our API's errors already carry the Portuguese of their own catalogue.
 */
export function errorSource(cause: unknown): ErrorSource | null {
  if (typeof cause !== 'object' || cause === null) return null;
  const { message, code } = cause as Record<string, unknown>;
  const codeText = typeof code === 'string' ? code : null;
  const portuguese = cause instanceof ApiRequestError ? undefined : authCodeMessage(codeText);
  return {
    message: portuguese ?? (typeof message === 'string' ? message : null),
    code: codeText,
  };
}

/** Spec section 8: the description is suffixed '(Código: {message or code or UNKNOWN})'. */
export function errorDescription(detail: string, cause?: unknown): string {
  const source = errorSource(cause);
  const cited = source?.message?.trim() || source?.code?.trim() || common.unknownCode;
  return `${detail} ${common.codeSuffix(cited)}`;
}

/**
 * The one way to show a toast: a title and a description. Error toasts get the code suffix; `dedupeId` makes a
 * repeated notice (e.g. several requests answering 403 ACCESS_PENDING at once) replace itself instead of stacking.
 */
/** How long a toast with a button to press stays (hovering or focusing the toasts pauses it). */
export const ACTION_TOAST_MS = 10_000;

export const notify = {
  success(title: string, description?: string) {
    toast.success(title, { description });
  },
  info(title: string, description?: string, dedupeId?: string) {
    toast.info(title, { description, id: dedupeId });
  },
  warning(title: string, description?: string, dedupeId?: string) {
    toast.warning(title, { description, id: dedupeId });
  },
  /**
   * A suggestion with one action button (e.g. 'Respirar'); `dedupeId` lets a later offer replace an earlier one. It
   * stays as long as a limit alert: sonner's 4 s default was gone before a trader could read it and reach the button
   * (and the limit alert that comes with a loss streak stacks in front of it).
   */
  offer(
    title: string,
    description: string,
    action: { label: string; onClick: () => void },
    dedupeId?: string,
  ) {
    toast.info(title, { description, action, id: dedupeId, duration: ACTION_TOAST_MS });
  },
  /**
   * A limit alert: `persistent` stays until the trader closes it (the 100% alert), `action` is its one button, and
   * the same `id` replaces the toast already shown (a higher level of the same limit) instead of stacking.
   */
  limit(
    title: string,
    description: string,
    options: { id: string; persistent: boolean; action?: { label: string; onClick: () => void } },
  ) {
    (options.persistent ? toast.error : toast.warning)(title, {
      description,
      id: options.id,
      duration: options.persistent ? Infinity : ACTION_TOAST_MS,
      action: options.action,
    });
  },
  /** `cause`: what was caught (cited by its message, else its code), or an `ErrorSource` to cite something else. */
  error(title: string, detail: string, cause?: unknown) {
    toast.error(title, { description: errorDescription(detail, cause) });
  },
};

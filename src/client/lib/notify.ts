import { toast } from 'sonner';
import { common } from '@/shared/i18n/auth';

/** What an error toast may cite as its code: a server message, a machine code, or nothing. */
export interface ErrorSource {
  message?: string | null;
  code?: string | null;
}

/** Spec section 8: the description is suffixed '(Código: {message or code or UNKNOWN})'. */
export function errorDescription(detail: string, source?: ErrorSource | null): string {
  const cited = source?.message?.trim() || source?.code?.trim() || common.unknownCode;
  return `${detail} ${common.codeSuffix(cited)}`;
}

/**
 * The one way to show a toast: a title and a description. Error toasts get the code suffix; `dedupeId` makes a
 * repeated notice (e.g. several requests answering 403 ACCESS_PENDING at once) replace itself instead of stacking.
 */
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
  error(title: string, detail: string, source?: ErrorSource | null) {
    toast.error(title, { description: errorDescription(detail, source) });
  },
};

import type { z } from 'zod';
import { common } from '@/shared/i18n/auth';
import { ApiRequestError, apiErrorOf, reportApiError, unexplainedError } from './api';
import { dropEarly } from './early-requests';

/** Bytes sent so far → a whole percentage in 0..100; unknown totals read as 0 until the end. */
export function progressPercent(loaded: number, total: number): number {
  if (!Number.isFinite(total) || total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

/** A feature's words for the failures the server gives no reason for, and what more it reads of a refusal. */
export interface UploadFailures {
  /** No answer at all (offline, connection refused). */
  network?: string;
  /** A 2xx answer the schema does not read. */
  invalid?: string;
  /**
   * A refusal without the API's `{code, message}` body (a proxy's own 413 page has none), by its status; undefined
   * leaves the status text.
   */
  refused?: (status: number) => string | undefined;
  /** A refusal with that body, for a feature that reads more of it (the import's column mapping). */
  detail?: (error: ApiRequestError, payload: unknown) => ApiRequestError;
}

function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A refused upload's answer → the ApiRequestError apiFetch would give, in the feature's words when it has none. */
export function refusedUploadError(
  status: number,
  body: string,
  statusText = '',
  failures: UploadFailures = {},
): ApiRequestError {
  const payload = jsonOrNull(body);
  const error = apiErrorOf(status, payload);
  if (error) return failures.detail ? failures.detail(error, payload) : error;
  return unexplainedError(status, statusText, failures.refused?.(status));
}

export interface UploadOptions<S extends z.ZodType> {
  schema: S;
  /** 0..100 while the bytes go up; the server's processing time comes after 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  failures?: UploadFailures;
}

/**
 * POST a FormData with its upload progress: fetch() reports none, so uploads use XMLHttpRequest. It behaves as
 * apiFetch's writes do: early answers not taken yet are dropped (they may predate it), a refusal comes back as an
 * ApiRequestError and is reported to `onApiError` (a 401 leads to sign-in), an abort as an AbortError.
 */
export function uploadWithProgress<S extends z.ZodType>(
  url: string,
  form: FormData,
  { schema, onProgress, signal, failures = {} }: UploadOptions<S>,
): Promise<z.infer<S>> {
  dropEarly();
  return new Promise((resolve, reject) => {
    // As fetch does: an aborted upload rejects with the signal's reason (an AbortError unless told otherwise).
    const aborted = () => signal?.reason ?? new DOMException('The upload was aborted.', 'AbortError');
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(progressPercent(event.loaded, event.total));
    };
    xhr.upload.onload = () => onProgress?.(100);
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        const error = refusedUploadError(xhr.status, xhr.responseText, xhr.statusText, failures);
        reportApiError(error, url);
        reject(error);
        return;
      }
      try {
        resolve(schema.parse(JSON.parse(xhr.responseText)));
      } catch {
        reject(new ApiRequestError(xhr.status, 'INVALID_RESPONSE', failures.invalid ?? common.networkError));
      }
    };
    xhr.onerror = () =>
      reject(new ApiRequestError(0, 'NETWORK_ERROR', failures.network ?? common.networkError));
    xhr.onabort = () => reject(aborted());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    onProgress?.(0);
    xhr.send(form);
  });
}

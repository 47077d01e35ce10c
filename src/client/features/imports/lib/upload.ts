import { z } from 'zod';
import { ApiRequestError } from '@/client/lib/api';
import { common } from '@/shared/i18n/auth';
import { importToasts } from '@/shared/i18n/imports';
import type { ImportOptions } from '@/shared/trading/api-contract';

/** Bytes sent so far → a whole percentage in 0..100; unknown totals read as 0 until the end. */
export function progressPercent(loaded: number, total: number): number {
  if (!Number.isFinite(total) || total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

/** The multipart body both import endpoints read: the file and the options as JSON. */
export function buildImportForm(file: Blob & { name?: string }, options: ImportOptions): FormData {
  const form = new FormData();
  form.append('file', file, file.name ?? 'import.csv');
  form.append('options', JSON.stringify(options));
  return form;
}

/**
 * A refused upload. For a file whose header matches no known format the server adds `reason`
 * ('noKnownColumn', 'missingColumns'), the header's cells and the column mapping the user used last time (or
 * null), so the client can offer the column mapping already filled in.
 */
export class ImportUploadError extends ApiRequestError {
  constructor(
    status: number,
    code: string,
    message: string,
    readonly reason?: string,
    readonly headers?: string[],
    readonly mapping?: Record<string, string>,
  ) {
    super(status, code, message);
    this.name = 'ImportUploadError';
  }
}

const uploadErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  reason: z.string().optional(),
  headers: z.array(z.string()).optional(),
  mapping: z.record(z.string(), z.string()).nullish(),
});

/** An error body `{code, message}` (or anything else) → the typed error the rest of the client expects. */
export function errorFromResponse(status: number, body: string, statusText = ''): ApiRequestError {
  let payload: unknown = null;
  try {
    payload = JSON.parse(body);
  } catch {
    payload = null;
  }
  const parsed = uploadErrorSchema.safeParse(payload);
  if (parsed.success) {
    const { code, message, reason, headers, mapping } = parsed.data;
    return new ImportUploadError(status, code, message, reason, headers, mapping ?? undefined);
  }
  if (status === 413) return new ApiRequestError(status, 'FILE_TOO_LARGE', 'Arquivo grande demais.');
  return new ApiRequestError(status, `HTTP_${status}`, statusText || 'Erro');
}

export interface UploadOptions<S extends z.ZodType> {
  schema: S;
  /** 0..100 while the bytes go up; the server's processing time comes after 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * POST a FormData with upload progress. fetch() reports no upload progress, so this one request uses
 * XMLHttpRequest; errors come back as ApiRequestError like apiFetch's.
 */
export function uploadWithProgress<S extends z.ZodType>(
  url: string,
  form: FormData,
  { schema, onProgress, signal }: UploadOptions<S>,
): Promise<z.infer<S>> {
  return new Promise((resolve, reject) => {
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
        reject(errorFromResponse(xhr.status, xhr.responseText, xhr.statusText));
        return;
      }
      try {
        resolve(schema.parse(JSON.parse(xhr.responseText)));
      } catch {
        reject(new ApiRequestError(xhr.status, 'INVALID_RESPONSE', importToasts.invalidAnswer));
      }
    };
    xhr.onerror = () => reject(new ApiRequestError(0, 'NETWORK_ERROR', common.networkError));
    xhr.onabort = () => reject(new DOMException(importToasts.uploadAborted, 'AbortError'));
    if (signal) {
      if (signal.aborted) {
        reject(new DOMException(importToasts.uploadAborted, 'AbortError'));
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    onProgress?.(0);
    xhr.send(form);
  });
}

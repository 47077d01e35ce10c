import { z } from 'zod';
import { ApiRequestError } from '@/client/lib/api';
import { refusedUploadError, type UploadFailures, uploadWithProgress } from '@/client/lib/upload';
import { importToasts } from '@/shared/i18n/imports';
import type { ImportOptions } from '@/shared/trading/api-contract';

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

const refusalDetailSchema = z.object({
  reason: z.string().optional(),
  headers: z.array(z.string()).optional(),
  mapping: z.record(z.string(), z.string()).nullish(),
});

/** The import's words for a refused upload, and the column mapping details it reads of one. */
const importUploadFailures: UploadFailures = {
  invalid: importToasts.invalidAnswer,
  refused: (status) => (status === 413 ? 'Arquivo grande demais.' : undefined),
  detail: (error, payload) => {
    const parsed = refusalDetailSchema.safeParse(payload);
    const { reason, headers, mapping } = parsed.success ? parsed.data : {};
    return new ImportUploadError(
      error.status,
      error.code,
      error.message,
      reason,
      headers,
      mapping ?? undefined,
    );
  },
};

/** An error body `{code, message}` (or anything else) → the typed error the rest of the client expects. */
export function errorFromResponse(status: number, body: string, statusText = ''): ApiRequestError {
  return refusedUploadError(status, body, statusText, importUploadFailures);
}

export interface ImportUpload {
  file: File;
  options: ImportOptions;
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
}

/** POST a file and its options to one of the import endpoints, with the bytes' progress and the import's errors. */
export function uploadImport<S extends z.ZodType>(
  url: string,
  schema: S,
  { file, options, onProgress, signal }: ImportUpload,
): Promise<z.infer<S>> {
  return uploadWithProgress(url, buildImportForm(file, options), {
    schema,
    onProgress,
    signal,
    failures: importUploadFailures,
  });
}

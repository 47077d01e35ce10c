import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { attachmentKeys } from '@/client/components/attachments/attachments-api';
import { ApiRequestError, apiFetch, reportApiError } from '@/client/lib/api';
import { invalidateTradeData } from '@/client/lib/queries';
import {
  brokerageNotesApi,
  type NoteDetailDto,
  type NoteImportResult,
  type NoteSummaryDto,
  type ReconciliationDto,
} from '@/shared/brokerage-notes/api';
import { common } from '@/shared/i18n/auth';

export const notesKey = ['brokerage-notes'] as const;

// The server builds its answers with the contract's types; the client checks the shape it reads first.
const cast = <T>() =>
  z
    .object({})
    .loose()
    .transform((v) => v as unknown as T);
const listSchema = z
  .object({ items: z.array(z.object({ id: z.string() }).loose()) })
  .transform((o) => o.items as unknown as NoteSummaryDto[]);

/** GET /api/brokerage-notes?month: the month's notes, newest first. */
export function useNotes(month: string) {
  return useQuery({
    queryKey: [...notesKey, 'list', month],
    queryFn: ({ signal }) =>
      apiFetch(brokerageNotesApi.list, { query: { month }, schema: listSchema, signal }),
  });
}

/** GET /api/brokerage-notes/:id: the note, its executions and its day's reconciliation. */
export function useNote(id: string) {
  return useQuery({
    queryKey: [...notesKey, 'note', id],
    queryFn: ({ signal }) => apiFetch(brokerageNotesApi.note(id), { schema: cast<NoteDetailDto>(), signal }),
  });
}

// A kept PDF counts in the image quota the screenshots' uploader shows.
const afterWrite = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: notesKey }),
    queryClient.invalidateQueries({ queryKey: attachmentKeys.quota }),
    invalidateTradeData(queryClient),
  ]);

function errorOf(status: number, text: string): ApiRequestError {
  try {
    const body = JSON.parse(text) as {
      code?: string;
      message?: string;
      fieldErrors?: Record<string, string[]>;
    };
    if (body.code && body.message)
      return new ApiRequestError(status, body.code, body.message, body.fieldErrors);
  } catch {
    // Not JSON: the status says what it can.
  }
  return new ApiRequestError(status, `HTTP_${status}`, common.networkError);
}

export interface NoteUpload {
  files: File[];
  accountId: string;
  password?: string;
  /** Keep each imported note's PDF (counted in the image quota). */
  keepPdfs?: boolean;
  onProgress: (percent: number) => void;
}

/**
 * POST /api/brokerage-notes/import with the bytes' progress (fetch reports none, so this one request uses
 * XMLHttpRequest). The password goes in this request only.
 */
function uploadNotes({
  files,
  accountId,
  password,
  keepPdfs,
  onProgress,
}: NoteUpload): Promise<NoteImportResult> {
  const form = new FormData();
  for (const file of files) form.append('files[]', file, file.name);
  form.append('accountId', accountId);
  if (password) form.append('password', password);
  if (keepPdfs) form.append('keepPdfs', 'true');
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', brokerageNotesApi.import);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.upload.onload = () => onProgress(100);
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        const error = errorOf(xhr.status, xhr.responseText);
        reportApiError(error, brokerageNotesApi.import);
        reject(error);
        return;
      }
      try {
        resolve(JSON.parse(xhr.responseText) as NoteImportResult);
      } catch {
        reject(new ApiRequestError(xhr.status, 'INVALID_RESPONSE', common.networkError));
      }
    };
    xhr.onerror = () => reject(new ApiRequestError(0, 'NETWORK_ERROR', common.networkError));
    onProgress(0);
    xhr.send(form);
  });
}

export function useImportNotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadNotes,
    onSuccess: () => afterWrite(queryClient),
  });
}

export function useCreateMissing(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch(brokerageNotesApi.createMissing(id), {
        method: 'POST',
        body: {},
        schema: cast<{ created: number; reconciliation: ReconciliationDto }>(),
      }),
    onSuccess: () => afterWrite(queryClient),
  });
}

export function useAcceptDifferences(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) =>
      apiFetch(brokerageNotesApi.accept(id), {
        method: 'POST',
        body: note.trim() ? { note: note.trim() } : {},
        schema: z.object({ ok: z.boolean() }),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesKey }),
  });
}

export function useDeleteNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(brokerageNotesApi.note(id), { method: 'DELETE', schema: z.unknown() }),
    onSuccess: () => afterWrite(queryClient),
  });
}

/** DELETE the note's kept PDF (the note stays). */
export function useDeleteNotePdf(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(brokerageNotesApi.pdf(id), { method: 'DELETE', schema: z.unknown() }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notesKey }),
        queryClient.invalidateQueries({ queryKey: attachmentKeys.quota }),
      ]),
  });
}

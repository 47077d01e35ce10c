import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { attachmentKeys } from '@/client/components/attachments/attachments-api';
import { apiFetch, contractSchema } from '@/client/lib/api';
import { invalidateTradeData } from '@/client/lib/queries';
import { uploadWithProgress } from '@/client/lib/upload';
import {
  brokerageNotesApi,
  type NoteDetailDto,
  type NoteImportResult,
  type NoteSummaryDto,
  type ReconciliationDto,
} from '@/shared/brokerage-notes/api';
import { common } from '@/shared/i18n/auth';

export const notesKey = ['brokerage-notes'] as const;

const listSchema = contractSchema<{ items: NoteSummaryDto[] }>({
  items: z.array(z.object({ id: z.string() }).loose()),
}).transform((o) => o.items);

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
    queryFn: ({ signal }) =>
      apiFetch(brokerageNotesApi.note(id), { schema: contractSchema<NoteDetailDto>(), signal }),
  });
}

// A kept PDF counts in the image quota the screenshots' uploader shows.
const afterPdfWrite = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: notesKey }),
    queryClient.invalidateQueries({ queryKey: attachmentKeys.quota }),
  ]);
const afterWrite = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([afterPdfWrite(queryClient), invalidateTradeData(queryClient)]);

export interface NoteUpload {
  files: File[];
  accountId: string;
  password?: string;
  /** Keep each imported note's PDF (counted in the image quota). */
  keepPdfs?: boolean;
  onProgress: (percent: number) => void;
}

/** POST /api/brokerage-notes/import with the bytes' progress. The password goes in this request only. */
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
  return uploadWithProgress(brokerageNotesApi.import, form, {
    schema: contractSchema<NoteImportResult>(),
    onProgress,
    failures: { refused: () => common.networkError },
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
        schema: contractSchema<{ created: number; reconciliation: ReconciliationDto }>(),
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
    onSuccess: () => afterPdfWrite(queryClient),
  });
}

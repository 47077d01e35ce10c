import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/client/lib/api';
import { invalidateTradeData } from '@/client/lib/queries';
import {
  importListSchema,
  importPreviewSchema,
  importResultSchema,
  tradingApi,
  type ImportListItem,
} from '@/shared/trading/api-contract';
import { type ImportUpload, uploadImport } from '../lib/upload';

const importsSchema = importListSchema.transform((o) => o.items);

/** The preview, plus the user's remembered column mapping when the server sends it. */
export const previewResponseSchema = importPreviewSchema.extend({
  mapping: z.record(z.string(), z.string()).nullish(),
});
export type PreviewResponse = z.infer<typeof previewResponseSchema>;

export const importsKey = ['imports'] as const;

export function useImports() {
  return useQuery({
    queryKey: importsKey,
    queryFn: ({ signal }) => apiFetch(tradingApi.imports, { schema: importsSchema, signal }),
    staleTime: 0,
  });
}

/** POST /api/imports/preview: nothing is stored. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: (upload: ImportUpload) =>
      uploadImport(tradingApi.importPreview, previewResponseSchema, upload),
  });
}

/** POST /api/imports: one transaction; the list of imports and everything that shows trades go stale. */
export function useConfirmImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: ImportUpload) => uploadImport(tradingApi.imports, importResultSchema, upload),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: importsKey });
      void invalidateTradeData(queryClient);
    },
  });
}

/** DELETE /api/imports/:id: undoes the whole import. */
export function useUndoImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: ImportListItem) =>
      apiFetch(tradingApi.importItem(item.id), { method: 'DELETE', schema: z.unknown() }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: importsKey });
      void invalidateTradeData(queryClient);
    },
  });
}

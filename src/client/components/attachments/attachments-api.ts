import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/queries';
import { type UploadFailures, uploadWithProgress } from '@/client/lib/upload';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  type AttachmentDto,
  type AttachmentQuotaDto,
} from '@/shared/attachments/contract';
import { attachmentsText as T } from '@/shared/i18n/attachments';

const enc = encodeURIComponent;

/** The routes of src/shared/attachments/contract.ts. */
export const attachmentsApi = {
  list: (tradeId: string) => `/api/trades/${enc(tradeId)}/attachments`,
  order: (tradeId: string) => `/api/trades/${enc(tradeId)}/attachments/order`,
  one: (id: string) => `/api/attachments/${enc(id)}`,
  image: (id: string) => `/api/attachments/${enc(id)}/image`,
  quota: '/api/attachments/quota',
};

export const attachmentKeys = {
  all: ['attachments'] as const,
  trade: (tradeId: string) => ['attachments', 'trade', tradeId] as const,
  quota: ['attachments', 'quota'] as const,
};

export const attachmentDtoSchema: z.ZodType<AttachmentDto> = z.object({
  id: z.string(),
  tradeId: z.string(),
  position: z.number(),
  caption: z.string().nullable(),
  type: z.enum(ATTACHMENT_TYPES),
  bytes: z.number(),
  width: z.number(),
  height: z.number(),
  createdAt: z.string(),
  imageUrl: z.string(),
  thumbUrl: z.string(),
});
const listSchema = z.array(attachmentDtoSchema);
const quotaSchema: z.ZodType<AttachmentQuotaDto> = z.object({
  usedBytes: z.number(),
  limitBytes: z.number(),
});

export function useTradeAttachments(tradeId: string | null) {
  return useQuery({
    enabled: tradeId !== null,
    queryKey: attachmentKeys.trade(tradeId ?? ''),
    queryFn: ({ signal }) => apiFetch(attachmentsApi.list(tradeId ?? ''), { schema: listSchema, signal }),
  });
}

export function useAttachmentQuota() {
  return useQuery({
    queryKey: attachmentKeys.quota,
    queryFn: ({ signal }) => apiFetch(attachmentsApi.quota, { schema: quotaSchema, signal }),
  });
}

/** A trade's images changed: its list, the quota, and the thumbnails the trade lists carry. */
export function invalidateAttachments(queryClient: QueryClient, tradeId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: attachmentKeys.trade(tradeId) }),
    queryClient.invalidateQueries({ queryKey: attachmentKeys.quota }),
    queryClient.invalidateQueries({ queryKey: queryKeys.trades }),
    queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
  ]);
}

export function useSaveCaption(tradeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, caption }: { id: string; caption: string }) =>
      apiFetch(attachmentsApi.one(id), {
        method: 'PATCH',
        body: { caption },
        schema: attachmentDtoSchema,
      }),
    onSuccess: () => invalidateAttachments(queryClient, tradeId),
  });
}

export function useDeleteAttachment(tradeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(attachmentsApi.one(id), { method: 'DELETE', schema: z.unknown() }),
    onSettled: () => invalidateAttachments(queryClient, tradeId),
  });
}

/** The new order shows at once; a refused one puts the server's order back. */
export function useReorderAttachments(tradeId: string) {
  const queryClient = useQueryClient();
  const key = attachmentKeys.trade(tradeId);
  return useMutation({
    mutationFn: (ids: string[]) =>
      apiFetch(attachmentsApi.order(tradeId), { method: 'PUT', body: { ids }, schema: listSchema }),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<AttachmentDto[]>(key);
      if (before) {
        const byId = new Map(before.map((a) => [a.id, a]));
        const next = ids.flatMap((id, position) => {
          const found = byId.get(id);
          return found ? [{ ...found, position }] : [];
        });
        queryClient.setQueryData(key, next);
      }
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => invalidateAttachments(queryClient, tradeId),
  });
}

/** A proxy's own 413 has no JSON body; any other refusal without a reason is the upload that failed. */
const attachmentUploadFailures: UploadFailures = {
  network: T.networkError,
  invalid: T.uploadFailed,
  refused: (status) => (status === 413 ? T.tooLarge(ATTACHMENT_MAX_BYTES / 1024 / 1024) : T.uploadFailed),
};

/**
 * POST of one image, with its upload progress. Rejects with an ApiRequestError whose message is the server's
 * Portuguese reason, or ours when there is no answer to read.
 */
export function uploadAttachment(
  tradeId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<AttachmentDto> {
  const body = new FormData();
  body.append('file', file, file.name || 'imagem');
  return uploadWithProgress(attachmentsApi.list(tradeId), body, {
    schema: attachmentDtoSchema,
    onProgress: (percent) => onProgress(percent / 100),
    failures: attachmentUploadFailures,
  });
}

import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiRequestError, apiFetch, reportApiError } from '@/client/lib/api';
import { dropEarly } from '@/client/lib/early-requests';
import { queryKeys } from '@/client/lib/queries';
import { apiErrorSchema } from '@/shared/account/contract';
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

/**
 * POST of one image, by XMLHttpRequest for its upload progress (fetch has none). Rejects with an ApiRequestError
 * whose message is the server's Portuguese reason, or ours when there is no answer to read.
 */
export function uploadAttachment(
  tradeId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<AttachmentDto> {
  dropEarly();
  const path = attachmentsApi.list(tradeId);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiRequestError(0, 'NETWORK_ERROR', T.networkError));
    xhr.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        payload = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = attachmentDtoSchema.safeParse(payload);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiRequestError(xhr.status, 'INVALID_RESPONSE', T.uploadFailed));
        return;
      }
      const parsed = apiErrorSchema.safeParse(payload);
      // A proxy's own 413 has no JSON body.
      const fallback = xhr.status === 413 ? T.tooLarge(ATTACHMENT_MAX_BYTES / 1024 / 1024) : T.uploadFailed;
      const error = parsed.success
        ? new ApiRequestError(xhr.status, parsed.data.code, parsed.data.message, parsed.data.fieldErrors)
        : new ApiRequestError(xhr.status, `HTTP_${xhr.status}`, fallback);
      reportApiError(error, path);
      reject(error);
    };
    const body = new FormData();
    body.append('file', file, file.name || 'imagem');
    xhr.send(body);
  });
}

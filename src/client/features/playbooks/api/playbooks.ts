import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiRequestError, apiFetch, contractSchema } from '@/client/lib/api';
import { dropEarly } from '@/client/lib/early-requests';
import { type PeriodQuery } from '@/client/lib/period-view';
import { invalidatePlaybooks, playbookDtoSchema, playbookKeys } from '@/client/lib/playbooks';
import { apiErrorSchema } from '@/shared/account/contract';
import { playbooksText } from '@/shared/i18n/playbooks';
import {
  type PlaybookDto,
  type PlaybookInput,
  type PlaybookStatsDto,
  playbooksApi,
} from '@/shared/playbooks/contract';

export function useSavePlaybook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: PlaybookInput }) =>
      id
        ? apiFetch(playbooksApi.one(id), { method: 'PUT', body, schema: playbookDtoSchema })
        : apiFetch(playbooksApi.list, { method: 'POST', body, schema: playbookDtoSchema }),
    onSuccess: () => invalidatePlaybooks(queryClient),
  });
}

export function useArchivePlaybook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, archived }: { id: string; archived: boolean }) =>
      apiFetch(playbooksApi.archive(id), { method: 'PATCH', body: { archived }, schema: playbookDtoSchema }),
    onSettled: () => invalidatePlaybooks(queryClient),
  });
}

export function useDeletePlaybook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(playbooksApi.one(id), { method: 'DELETE', schema: z.unknown() }),
    onSettled: () => invalidatePlaybooks(queryClient),
  });
}

export function useRemovePlaybookImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(playbooksApi.image(id), { method: 'DELETE', schema: playbookDtoSchema }),
    onSettled: () => invalidatePlaybooks(queryClient),
  });
}

/** POST of the picture (multipart `file`): the server checks and re-encodes it as it does a trade's screenshot. */
async function uploadImage(id: string, file: File): Promise<PlaybookDto> {
  dropEarly();
  const body = new FormData();
  body.append('file', file, file.name || 'imagem');
  let response: Response;
  try {
    response = await fetch(playbooksApi.image(id), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      body,
    });
  } catch {
    throw new ApiRequestError(0, 'NETWORK_ERROR', playbooksText.picture.errorDetail);
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = apiErrorSchema.safeParse(payload);
    if (error.success) throw new ApiRequestError(response.status, error.data.code, error.data.message);
    throw new ApiRequestError(response.status, `HTTP_${response.status}`, playbooksText.picture.errorDetail);
  }
  return playbookDtoSchema.parse(payload);
}

export function useUploadPlaybookImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => uploadImage(id, file),
    onSettled: () => invalidatePlaybooks(queryClient),
  });
}

// As the dashboard's payload: the server builds it with the contract's types, the client checks the parts it reads.
const statsSchema = contractSchema<PlaybookStatsDto>({
  playbook: z.object({}).loose(),
  figures: z.object({}).loose(),
  criteria: z.array(z.unknown()),
});

export function usePlaybookStats(
  id: string,
  query: Omit<PeriodQuery, 'instrument' | 'playbookId'>,
  enabled = true,
) {
  return useQuery({
    enabled: enabled && id !== '',
    queryKey: [...playbookKeys.stats(id), query],
    staleTime: 15_000,
    queryFn: ({ signal }) =>
      apiFetch(playbooksApi.stats(id), {
        query: { ...query },
        schema: statsSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

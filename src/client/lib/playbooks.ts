import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type PlaybookDto, playbooksApi } from '@/shared/playbooks/contract';
import { apiFetch } from './api';
import { queryKeys } from './queries';

/**
 * The trader's playbooks, read by several features (the playbooks page, the trade dialog's picker, the filters of
 * the dashboard and the reports, the daily plan, the import): one key and fetcher for all of them.
 */
export const playbookKeys = {
  all: queryKeys.playbooks,
  /** Active ones, or every one (archived included). */
  list: (archived: boolean) => ['playbooks', 'list', archived] as const,
  stats: (id: string) => ['playbooks', 'stats', id] as const,
};

export const playbookDtoSchema: z.ZodType<PlaybookDto> = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  instruments: z.array(z.string()),
  timeframe: z.string().nullable(),
  criteria: z.array(
    z.object({ id: z.string(), label: z.string(), required: z.boolean(), position: z.number() }),
  ),
  position: z.number(),
  archived: z.boolean(),
  imageUrl: z.string().nullable(),
  thumbUrl: z.string().nullable(),
  tradeCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const playbookListSchema = z.array(playbookDtoSchema);

/** GET /api/playbooks (`archived`: the archived ones too, as the list page and the filters show them). */
export const playbooksQuery = (archived = false) =>
  queryOptions({
    queryKey: playbookKeys.list(archived),
    queryFn: ({ signal }) =>
      apiFetch(playbooksApi.list, {
        query: archived ? { archived: '1' } : undefined,
        schema: playbookListSchema,
        signal,
      }),
    staleTime: 60_000,
  });

export function usePlaybooks({
  archived = false,
  enabled = true,
}: { archived?: boolean; enabled?: boolean } = {}) {
  return useQuery({ ...playbooksQuery(archived), enabled });
}

/** Active ones and archived ones, in the trader's order, whatever `?archived=1` answers (all, or archived only). */
export function mergePlaybooks(...lists: (PlaybookDto[] | undefined)[]): PlaybookDto[] {
  const byId = new Map<string, PlaybookDto>();
  for (const list of lists) for (const p of list ?? []) byId.set(p.id, p);
  return [...byId.values()].sort(
    (a, b) => Number(a.archived) - Number(b.archived) || a.position - b.position,
  );
}

/** Every playbook, archived ones too (the list page, the filters: past trades keep an archived playbook). */
export function useAllPlaybooks({ enabled = true }: { enabled?: boolean } = {}) {
  const active = usePlaybooks({ enabled });
  const archived = usePlaybooks({ archived: true, enabled });
  return {
    data: active.data || archived.data ? mergePlaybooks(active.data, archived.data) : undefined,
    isPending: active.isPending || archived.isPending,
    isError: active.isError || archived.isError,
    refetch: () => Promise.all([active.refetch(), archived.refetch()]),
  };
}

/** A playbook changed: every list, its statistics, and the trade screens that show its name. */
export function invalidatePlaybooks(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: playbookKeys.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.trades }),
    queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
  ]);
}

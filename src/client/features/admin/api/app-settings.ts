import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/client/lib/api';
import { adminApi, type AppSettingsUpdate } from '@/shared/admin/contract';

const settingsKey = ['admin', 'settings'] as const;

const settingsResponseSchema = z.object({ trialDays: z.number().int(), requireAdminTwoFactor: z.boolean() });

export function useAppSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => apiFetch(adminApi.settings, { schema: settingsResponseSchema, signal }),
  });
}

/** PUT only what one form changed: each setting has its own form. */
export function useSaveAppSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: AppSettingsUpdate) =>
      apiFetch(adminApi.settings, { method: 'PUT', body: settings, schema: settingsResponseSchema }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}

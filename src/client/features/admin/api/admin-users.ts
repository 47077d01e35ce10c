import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/client/lib/api';
import {
  accountApi,
  adminUserSchema,
  adminUsersResponseSchema,
  type AdminUser,
} from '@/shared/account/contract';

const adminUsersKey = ['admin-users'] as const;

/** GET /api/admin/users?q=: pending users first, then everyone (the server orders them). */
export function useAdminUsers(q: string) {
  return useQuery({
    queryKey: [...adminUsersKey, q],
    queryFn: ({ signal }) =>
      apiFetch(accountApi.adminUsers, {
        query: { q: q || undefined },
        schema: adminUsersResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

const accessResponseSchema = z.object({ user: adminUserSchema });

/** POST /api/admin/users/:id/access {allowed}: takes effect on the user's next request. */
export function useSetAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, allowed }: { user: AdminUser; allowed: boolean }) =>
      apiFetch(accountApi.adminUserAccess(user.userId), {
        method: 'POST',
        body: { allowed },
        schema: accessResponseSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}

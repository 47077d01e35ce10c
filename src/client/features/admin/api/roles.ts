import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/client/lib/api';
import { meQueryKey } from '@/client/lib/me';
import { adminApi, roleChangeResponseSchema, rolesResponseSchema } from '@/shared/admin/contract';

const rolesKey = ['admin-roles'] as const;

/** GET /api/admin/roles?q: without a search, the role holders; with one, anyone matching (at most 50). */
export function useRoleHolders(q: string) {
  return useQuery({
    queryKey: [...rolesKey, q],
    queryFn: ({ signal }) =>
      apiFetch(adminApi.roles, { query: { q: q || undefined }, schema: rolesResponseSchema, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export type RoleChangeRequest =
  | { kind: 'admin'; userId: string; granted: boolean }
  | { kind: 'schoolAdmin'; userId: string; schoolId: string; granted: boolean };

/** POST /api/admin/roles/admin or /school-admin; the lists (and the caller's own /api/me) are read again after. */
export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (req: RoleChangeRequest) =>
      req.kind === 'admin'
        ? apiFetch(adminApi.roleAdmin, {
            method: 'POST',
            body: { userId: req.userId, granted: req.granted },
            schema: roleChangeResponseSchema,
          })
        : apiFetch(adminApi.roleSchoolAdmin, {
            method: 'POST',
            body: { userId: req.userId, schoolId: req.schoolId, granted: req.granted },
            schema: roleChangeResponseSchema,
          }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: rolesKey }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]);
    },
  });
}

/**
 * The schools to choose from, read from GET /api/admin/schools (built by the schools feature). Only the id, the
 * name and whether it is archived are read, so a richer answer does not break this page.
 */
const schoolChoicesSchema = z.object({
  schools: z.array(z.object({ id: z.string(), name: z.string(), archivedAt: z.string().nullish() })),
});

export function useSchoolChoices(enabled: boolean) {
  return useQuery({
    queryKey: ['admin-schools', 'choices'],
    queryFn: ({ signal }) => apiFetch(adminApi.schools, { schema: schoolChoicesSchema, signal }),
    enabled,
    retry: false,
    staleTime: 30_000,
  });
}

import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/client/lib/api';
import { meQueryKey } from '@/client/lib/me';
import type { AccessStatus } from '@/shared/account/access';
import { adminApi, rolesResponseSchema, type RoleHolder, type SchoolInput } from '@/shared/admin/contract';
import {
  invitationDtoSchema,
  schoolApi,
  schoolDtoSchema,
  studentDetailSchema,
  studentRowSchema,
  type InvitationDto,
} from '@/shared/schools/contract';

/** Keys of this feature's reads; a write invalidates the whole `schools` tree (the lists are small). */
export const schoolKeys = {
  all: ['schools'] as const,
  adminList: (archived: boolean) => ['schools', 'admin', archived] as const,
  school: (id: string) => ['schools', id] as const,
  students: (id: string, q: string, status: AccessStatus | '') =>
    ['schools', id, 'students', q, status] as const,
  student: (id: string, userId: string) => ['schools', id, 'student', userId] as const,
  invitations: (id: string) => ['schools', id, 'invitations'] as const,
};

// Write answers are not read (the lists are read again): only their success matters.
const anyAnswer = z.unknown();
const schoolsSchema = z.object({ schools: z.array(schoolDtoSchema) }).transform((o) => o.schools);
const schoolSchema = z.object({ school: schoolDtoSchema }).transform((o) => o.school);
const studentsSchema = z.object({ students: z.array(studentRowSchema) }).transform((o) => o.students);
const invitationsSchema = z
  .object({ invitations: z.array(invitationDtoSchema) })
  .transform((o) => o.invitations);

/** GET /api/admin/schools?archived: every school, for /admin/schools. */
export function useAdminSchools(archived: boolean) {
  return useQuery({
    queryKey: schoolKeys.adminList(archived),
    queryFn: ({ signal }) =>
      apiFetch(adminApi.schools, { query: { archived: String(archived) }, schema: schoolsSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/schools/{id}: 404 SCHOOL_NOT_FOUND for an unknown school and for anyone who does not administer it. */
export const schoolQuery = (id: string) =>
  queryOptions({
    queryKey: schoolKeys.school(id),
    queryFn: ({ signal }) => apiFetch(schoolApi.school(id), { schema: schoolSchema, signal }),
    // A 404 is an answer, not a hiccup: show the page that says so at once.
    retry: (count, error) => !(error as { status?: number }).status && count < 2,
  });

export function useSchool(id: string) {
  return useQuery(schoolQuery(id));
}

export function useStudents(id: string, q: string, status: AccessStatus | '') {
  return useQuery({
    queryKey: schoolKeys.students(id, q, status),
    queryFn: ({ signal }) =>
      apiFetch(schoolApi.students(id), {
        query: { q: q || undefined, status: status || undefined },
        schema: studentsSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useStudentDetail(id: string, userId: string | null) {
  return useQuery({
    queryKey: schoolKeys.student(id, userId ?? ''),
    queryFn: ({ signal }) =>
      apiFetch(schoolApi.student(id, userId ?? ''), { schema: studentDetailSchema, signal }),
    enabled: userId !== null,
    staleTime: 0,
  });
}

export function useInvitations(id: string, enabled = true) {
  return useQuery({
    queryKey: schoolKeys.invitations(id),
    queryFn: ({ signal }) => apiFetch(schoolApi.invitations(id), { schema: invitationsSchema, signal }),
    enabled,
  });
}

/** After any school write: every list and page of this feature reads again. */
function useInvalidateSchools() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: schoolKeys.all });
}

export function useSaveSchool() {
  const invalidate = useInvalidateSchools();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: SchoolInput }) =>
      apiFetch(id ? adminApi.school(id) : adminApi.schools, {
        method: id ? 'PATCH' : 'POST',
        body,
        schema: schoolSchema,
      }),
    onSettled: invalidate,
  });
}

export function useArchiveSchool() {
  const invalidate = useInvalidateSchools();
  return useMutation({
    mutationFn: ({ id, archived }: { id: string; archived: boolean }) =>
      apiFetch(adminApi.schoolArchive(id), { method: 'POST', body: { archived }, schema: anyAnswer }),
    onSettled: invalidate,
  });
}

export function useNewInviteCode() {
  const invalidate = useInvalidateSchools();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(schoolApi.inviteCode(id), { method: 'POST', body: {}, schema: anyAnswer }),
    onSettled: invalidate,
  });
}

export function useInvite() {
  const invalidate = useInvalidateSchools();
  return useMutation({
    mutationFn: ({ id, email, role }: { id: string; email: string; role: InvitationDto['role'] }) =>
      apiFetch(schoolApi.invitations(id), { method: 'POST', body: { email, role }, schema: anyAnswer }),
    onSettled: invalidate,
  });
}

export function useCancelInvitation() {
  const invalidate = useInvalidateSchools();
  return useMutation({
    mutationFn: ({ id, invitationId }: { id: string; invitationId: string }) =>
      apiFetch(schoolApi.invitationCancel(id, invitationId), { method: 'POST', body: {}, schema: anyAnswer }),
    onSettled: invalidate,
  });
}

/** GET /api/admin/roles?q: people to pick a school admin from (only asked with 2+ letters). */
export function useRoleSearch(q: string) {
  return useQuery({
    queryKey: ['schools', 'role-search', q],
    queryFn: async ({ signal }): Promise<RoleHolder[]> =>
      (await apiFetch(adminApi.roles, { query: { q }, schema: rolesResponseSchema, signal })).users,
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/roles/school-admin: grants or removes; /api/me too, since the caller may be the person. */
export function useSetSchoolAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { userId: string; schoolId: string; granted: boolean }) =>
      apiFetch(adminApi.roleSchoolAdmin, { method: 'POST', body, schema: anyAnswer }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: schoolKeys.all }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]),
  });
}

export function useReleaseStudent() {
  const invalidate = useInvalidateSchools();
  return useMutation({
    mutationFn: ({ id, userId }: { id: string; userId: string }) =>
      apiFetch(schoolApi.studentRelease(id, userId), { method: 'POST', body: {}, schema: anyAnswer }),
    onSettled: invalidate,
  });
}

export function useContinueStudent() {
  const invalidate = useInvalidateSchools();
  return useMutation({
    mutationFn: ({ id, userId, until }: { id: string; userId: string; until: string | null }) =>
      apiFetch(schoolApi.studentContinue(id, userId), { method: 'POST', body: { until }, schema: anyAnswer }),
    onSettled: invalidate,
  });
}

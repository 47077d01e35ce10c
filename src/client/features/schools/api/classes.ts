import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch, contractSchema } from '@/client/lib/api';
import {
  classesApi,
  type AdminBoardRowDto,
  type BoardDto,
  type BoardRowDto,
  type ClassDetailDto,
  type ClassDto,
  type ClassViewDto,
  type MyClassDto,
} from '@/shared/schools/classes-contract';

const anyAnswer = z.unknown();

export const classKeys = {
  all: ['classes'] as const,
  list: (schoolId: string) => ['classes', schoolId] as const,
  one: (schoolId: string, classId: string) => ['classes', schoolId, classId] as const,
  board: (schoolId: string, classId: string) => ['classes', schoolId, classId, 'board'] as const,
  view: (schoolId: string, classId: string, weeks: number) =>
    ['classes', schoolId, classId, 'view', weeks] as const,
  mine: ['classes', 'mine'] as const,
  myBoard: (classId: string) => ['classes', 'mine', classId, 'board'] as const,
};

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: classKeys.all });
}

export function useClasses(schoolId: string) {
  return useQuery({
    queryKey: classKeys.list(schoolId),
    queryFn: ({ signal }) =>
      apiFetch(classesApi.list(schoolId), {
        schema: contractSchema<{ classes: ClassDto[] }>().transform((o) => o.classes),
        signal,
      }),
  });
}

export function useClassDetail(schoolId: string, classId: string) {
  return useQuery({
    queryKey: classKeys.one(schoolId, classId),
    queryFn: ({ signal }) =>
      apiFetch(classesApi.one(schoolId, classId), {
        schema: contractSchema<{ class: ClassDetailDto }>().transform((o) => o.class),
        signal,
      }),
  });
}

export function useClassBoard(schoolId: string, classId: string) {
  return useQuery({
    queryKey: classKeys.board(schoolId, classId),
    queryFn: ({ signal }) =>
      apiFetch(classesApi.board(schoolId, classId), {
        schema: contractSchema<BoardDto<AdminBoardRowDto>>(),
        signal,
      }),
  });
}

export function useClassView(schoolId: string, classId: string, weeks: number) {
  return useQuery({
    queryKey: classKeys.view(schoolId, classId, weeks),
    queryFn: ({ signal }) =>
      apiFetch(classesApi.view(schoolId, classId), {
        query: { weeks: String(weeks) },
        schema: contractSchema<ClassViewDto>(),
        signal,
      }),
  });
}

/** The school admin's writes on a class: create, rename, archive, invite, start and end its challenge. */
export function useClassWrite() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({
      path,
      method = 'POST',
      body,
    }: {
      path: string;
      method?: 'POST' | 'PATCH';
      body: unknown;
    }) => apiFetch(path, { method, body, schema: anyAnswer }),
    onSettled: invalidate,
  });
}

export function useMyClasses(enabled = true) {
  return useQuery({
    queryKey: classKeys.mine,
    queryFn: ({ signal }) =>
      apiFetch(classesApi.mine, {
        schema: contractSchema<{ classes: MyClassDto[] }>().transform((o) => o.classes),
        signal,
      }),
    enabled,
  });
}

export function useMyClassBoard(classId: string) {
  return useQuery({
    queryKey: classKeys.myBoard(classId),
    queryFn: ({ signal }) =>
      apiFetch(classesApi.studentBoard(classId), { schema: contractSchema<BoardDto<BoardRowDto>>(), signal }),
  });
}

/** The student's answers: accept (with a nickname), decline, leave the class or its challenge. */
export function useMyClassAction() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ path, body = {} }: { path: string; body?: unknown }) =>
      apiFetch(path, { method: 'POST', body, schema: anyAnswer }),
    onSettled: invalidate,
  });
}

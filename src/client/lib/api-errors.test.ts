import { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { toasts } from '@/shared/i18n/auth';
import { apiFetch, ApiRequestError } from './api';
import { installApiErrorHandling, meQueryKey } from './me';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  );
}

describe('app-wide API error handling', () => {
  let queryClient: QueryClient;
  let uninstall: () => void;

  beforeEach(() => {
    queryClient = new QueryClient();
    queryClient.setQueryData(meQueryKey, { user: { id: 'u1' } });
    uninstall = installApiErrorHandling(queryClient);
  });
  afterEach(() => {
    uninstall();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('turns error bodies into typed errors', async () => {
    answer(400, { code: 'VALIDATION', message: 'Dados inválidos.', fieldErrors: { whatsapp: ['x'] } });
    const error = await apiFetch('/api/x', { schema: z.unknown() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION', message: 'Dados inválidos.' });
  });

  it('403 ACCESS_PENDING: the pending toast and a fresh /api/me', async () => {
    answer(403, { code: 'ACCESS_PENDING', message: 'Acesso pendente: …' });
    await expect(apiFetch('/api/trades', { schema: z.unknown() })).rejects.toThrow();
    expect(toast.warning).toHaveBeenCalledWith(toasts.accessPending, {
      description: 'Seu acesso está sendo analisado. Entre em contato com o administrador.',
      id: 'access-pending',
    });
    expect(queryClient.getQueryState(meQueryKey)?.isInvalidated).toBe(true);
  });

  it('401 on another route: the visitor becomes anonymous (the guard then goes to /auth)', async () => {
    answer(401, { code: 'UNAUTHENTICATED', message: 'Faça login para continuar.' });
    await expect(apiFetch('/api/admin/users', { schema: z.unknown() })).rejects.toThrow();
    expect(queryClient.getQueryData(meQueryKey)).toBeNull();
  });

  it('401 on /api/me itself is just "anonymous", handled by the me query', async () => {
    answer(401, { code: 'UNAUTHENTICATED', message: 'Faça login para continuar.' });
    await expect(apiFetch('/api/me', { schema: z.unknown() })).rejects.toThrow();
    expect(queryClient.getQueryData(meQueryKey)).toEqual({ user: { id: 'u1' } });
  });
});

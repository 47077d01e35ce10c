import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/client/lib/api';
import { installApiErrorHandling, meQueryKey } from '@/client/lib/me';
import { uploadAttachment } from './attachments-api';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

/** An XMLHttpRequest that answers every send with `status` and `body`, as a browser would after the upload. */
function answerUploads(status: number, body: string) {
  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    send() {
      this.status = status;
      this.responseText = body;
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

const file = new File([new Uint8Array(8)], 'grafico.png', { type: 'image/png' });

describe('an upload refused by the server', () => {
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
  });

  it('401: the session ended, so the visitor becomes anonymous and the guard sends them to sign in', async () => {
    answerUploads(401, JSON.stringify({ code: 'UNAUTHENTICATED', message: 'Faça login para continuar.' }));
    const error = await uploadAttachment('t1', file, () => {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 401, message: 'Faça login para continuar.' });
    expect(queryClient.getQueryData(meQueryKey)).toBeNull();
  });

  it('a refused image keeps the session and says why', async () => {
    const message = 'O arquivo está vazio. Escolha outra imagem.';
    answerUploads(422, JSON.stringify({ code: 'ATTACHMENT_INVALID', message }));
    await expect(uploadAttachment('t1', file, () => {})).rejects.toThrow(message);
    expect(queryClient.getQueryData(meQueryKey)).toEqual({ user: { id: 'u1' } });
  });
});

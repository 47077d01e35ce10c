import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { onApiError } from './api';
import { startEarly, takeEarly } from './early-requests';
import { progressPercent, uploadWithProgress } from './upload';

describe('progressPercent', () => {
  it('rounds to a whole percentage within 0..100', () => {
    expect(progressPercent(0, 200)).toBe(0);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(200, 200)).toBe(100);
    expect(progressPercent(300, 200)).toBe(100);
  });

  it('reads an unknown or empty total as 0', () => {
    expect(progressPercent(10, 0)).toBe(0);
    expect(progressPercent(10, Number.NaN)).toBe(0);
  });
});

/** A minimal XMLHttpRequest: records what is sent and lets the test drive the events. */
class FakeXhr {
  static last: FakeXhr;
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  method = '';
  url = '';
  body: unknown;
  upload: {
    onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void;
    onload?: () => void;
  } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
}

describe('uploadWithProgress', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reports progress in percent and parses the answer', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const seen: number[] = [];
    const promise = uploadWithProgress('/api/imports/preview', new FormData(), {
      schema: z.object({ ok: z.boolean() }),
      onProgress: (p) => seen.push(p),
    });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 60, total: 0 });
    xhr.upload.onload?.();
    xhr.status = 200;
    xhr.responseText = '{"ok":true}';
    xhr.onload?.();
    await expect(promise).resolves.toEqual({ ok: true });
    expect(seen).toEqual([0, 25, 100]);
  });

  it('rejects with the server error, and on abort', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const failed = uploadWithProgress('/api/imports', new FormData(), { schema: z.unknown() });
    FakeXhr.last.status = 400;
    FakeXhr.last.responseText = '{"code":"INVALID_FILE","message":"Arquivo vazio"}';
    FakeXhr.last.onload?.();
    await expect(failed).rejects.toMatchObject({ status: 400, message: 'Arquivo vazio' });

    const controller = new AbortController();
    const aborted = uploadWithProgress('/api/imports', new FormData(), {
      schema: z.unknown(),
      signal: controller.signal,
    });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('is a write: the early answers not taken yet are dropped, and a refusal is told to onApiError', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    startEarly('/api/dashboard', '/dashboard', 0);
    const told: [number, string][] = [];
    const stop = onApiError((error, path) => told.push([error.status, path]));
    const failed = uploadWithProgress('/api/attachments', new FormData(), { schema: z.unknown() });
    expect(takeEarly('/api/dashboard', '/dashboard', 0)).toBeUndefined();
    FakeXhr.last.status = 401;
    FakeXhr.last.responseText = '{"code":"UNAUTHENTICATED","message":"Faça login para continuar."}';
    FakeXhr.last.onload?.();
    await expect(failed).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    stop();
    expect(told).toEqual([[401, '/api/attachments']]);
  });
});

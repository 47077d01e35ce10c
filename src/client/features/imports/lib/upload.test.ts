import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiRequestError } from '@/client/lib/api';
import {
  buildImportForm,
  errorFromResponse,
  ImportUploadError,
  progressPercent,
  uploadWithProgress,
} from './upload';

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

describe('buildImportForm', () => {
  it('sends the file and the options as JSON', async () => {
    const file = new File(['a;b\n1;2\n'], 'ops.csv', { type: 'text/csv' });
    const form = buildImportForm(file, { accountId: 'acc', symbolMap: { MINIIND: 'WIN' } });
    const sent = form.get('file') as File;
    expect(sent.name).toBe('ops.csv');
    expect(await sent.text()).toBe('a;b\n1;2\n');
    expect(JSON.parse(form.get('options') as string)).toEqual({
      accountId: 'acc',
      symbolMap: { MINIIND: 'WIN' },
    });
  });
});

describe('errorFromResponse', () => {
  it('keeps the server message, and the header cells of a file to map', () => {
    const error = errorFromResponse(
      400,
      JSON.stringify({
        code: 'INVALID_FILE',
        reason: 'noKnownColumn',
        message: 'Nenhuma coluna',
        headers: ['A', 'B'],
      }),
    );
    expect(error).toBeInstanceOf(ImportUploadError);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.code).toBe('INVALID_FILE');
    expect(error.message).toBe('Nenhuma coluna');
    expect((error as ImportUploadError).reason).toBe('noKnownColumn');
    expect((error as ImportUploadError).headers).toEqual(['A', 'B']);
  });

  it('keeps the remembered column mapping the server sends with them (null: none yet)', () => {
    const body = (mapping: unknown) =>
      JSON.stringify({
        code: 'INVALID_FILE',
        reason: 'noKnownColumn',
        message: 'x',
        headers: ['Dia'],
        mapping,
      });
    const remembered = errorFromResponse(400, body({ date: 'Dia' })) as ImportUploadError;
    expect(remembered.mapping).toEqual({ date: 'Dia' });
    expect((errorFromResponse(400, body(null)) as ImportUploadError).mapping).toBeUndefined();
  });

  it('turns a body that is not JSON into a Portuguese 413 or an HTTP code', () => {
    expect(errorFromResponse(413, '<html>').message).toBe('Arquivo grande demais.');
    expect(errorFromResponse(502, '', 'Bad Gateway').code).toBe('HTTP_502');
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
});

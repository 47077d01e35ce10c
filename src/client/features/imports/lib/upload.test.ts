import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/client/lib/api';
import { buildImportForm, errorFromResponse, ImportUploadError } from './upload';

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

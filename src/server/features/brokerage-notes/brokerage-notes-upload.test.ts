import { zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NoteImportResult } from '@/shared/brokerage-notes/api';
import type { TestClient } from '../../testing/test-client';
import { allowedCaller, tradeBody, tradesTestApp, type TestApp } from '../trades/test-callers';

/** POST /api/brokerage-notes/import through the real app: the form, its limits, the account's owner, a ZIP. */
let t: TestApp;
let trader: TestClient;
let other: TestClient;
let accountId: string;

const form = (files: [string, Uint8Array][], fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, bytes] of files) body.append('files[]', new File([new Uint8Array(bytes)], name));
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return body;
};
const text = (s: string) => new TextEncoder().encode(s);

beforeAll(async () => {
  t = await tradesTestApp();
  trader = (await allowedCaller(t)).client;
  other = (await allowedCaller(t)).client;
  const res = await trader.json<{ accountId: string }>('/api/trades', { json: tradeBody() });
  accountId = res.body.accountId;
});

describe('POST /api/brokerage-notes/import', () => {
  it('answers each file, a ZIP’s PDFs one by one, and stores nothing from a file that is not a note', async () => {
    const zip = zipSync({
      'notas/a.pdf': text('não é um PDF'),
      'leia-me.txt': text('x'),
      'b.pdf': text('nada'),
    });
    const res = await trader.json<NoteImportResult>('/api/brokerage-notes/import', {
      body: form(
        [
          ['planilha.csv', text('a;b\n1;2')],
          ['notas.zip', zip],
        ],
        { accountId },
      ),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.files.map((f) => f.fileName).sort()).toEqual(
      ['notas.zip › a.pdf', 'notas.zip › b.pdf', 'planilha.csv'].sort(),
    );
    for (const f of res.body.files) {
      expect(f.status).toBe('error');
      expect('message' in f && f.message.length > 0).toBe(true);
    }
    expect(res.body).toMatchObject({ imported: 0, alreadyImported: 0, failed: 3 });
    const list = await trader.json<{ items: unknown[] }>('/api/brokerage-notes');
    expect(list.body.items).toEqual([]);
  });

  it('refuses a form without files, another trader’s account and a JSON body', async () => {
    const none = await trader.json('/api/brokerage-notes/import', { body: form([], { accountId }) });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ code: 'NOTE_FILES_MISSING' });
    const foreign = await other.json('/api/brokerage-notes/import', {
      body: form([['n.pdf', text('%PDF')]], { accountId }),
    });
    expect(foreign.status).toBe(404);
    const badAccount = await trader.json('/api/brokerage-notes/import', {
      body: form([['n.pdf', text('%PDF')]], { accountId: 'x' }),
    });
    expect(badAccount.status).toBe(400);
    const json = await trader.json('/api/brokerage-notes/import', { json: { accountId } });
    expect(json.status).toBe(415);
  });

  it('refuses a body past the limit before reading it', async () => {
    const res = await trader.json('/api/brokerage-notes/import', {
      body: 'x',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(60 * 1024 * 1024),
      },
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'NOTE_FILES_TOO_LARGE' });
  });
});

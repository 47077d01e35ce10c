import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttachmentQuotaDto } from '@/shared/attachments/contract';
import type { NoteDetailDto } from '@/shared/brokerage-notes/api';
import { brokerageNotes, profiles } from '../../db/schema';
import type { BlobStore } from '../../storage/blob-store';
import {
  attachmentsTestApp,
  fetched,
  storedOf,
  trader,
  type AttachmentsTestApp,
} from '../attachments/attachments.testkit';
import { accountOf, importNotes, noteFixture, notesOf } from './brokerage-notes.testkit';

/**
 * Kept note PDFs through the real app, reader, database and blob store: stored only when asked, one blob per note,
 * counted in the image quota, served to the owner only, and gone with the PDF's deletion, the note's or the account's.
 */
const ONE = 'bmf-clear-1-page.pdf';
const THREE = 'bmf-genial-3-notes.pdf';

/** A store whose deletes fail while `failing` is set. */
function flaky(store: BlobStore) {
  const state = { failing: false, failingPuts: false };
  const fail = () => Promise.reject(new Error('store unavailable'));
  const wrapped: BlobStore = {
    driver: store.driver,
    put: (k, b, t) => (state.failingPuts ? fail() : store.put(k, b, t)),
    get: (k) => store.get(k),
    delete: (k) => (state.failing ? fail() : store.delete(k)),
    deleteMany: (keys) => (state.failing ? fail() : store.deleteMany(keys)),
    list: (p) => store.list(p),
    close: () => store.close(),
  };
  return { wrapped, state };
}

const keyOf = async (t: AttachmentsTestApp, noteId: string) =>
  (
    await t.database.db
      .select({ key: brokerageNotes.pdfKey, bytes: brokerageNotes.pdfBytes })
      .from(brokerageNotes)
      .where(eq(brokerageNotes.id, noteId))
  )[0];

describe('kept brokerage-note PDFs', () => {
  let t: AttachmentsTestApp;
  let store: ReturnType<typeof flaky>['state'];
  beforeAll(async () => {
    t = await attachmentsTestApp({
      wrap: (inner) => {
        const f = flaky(inner);
        store = f.state;
        return f.wrapped;
      },
    });
  });
  afterAll(async () => {
    await t?.blobs.close();
  });

  it('keeps the PDF when asked: the same bytes back, to the owner only, counted in the quota; a re-import changes nothing', async () => {
    const me = await trader(t);
    const accountId = await accountOf(me);
    const before = (await me.client.json<AttachmentQuotaDto>('/api/attachments/quota')).body.usedBytes;
    const res = await importNotes(me, accountId, [ONE], true);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.imported).toBe(1);
    const [note] = await notesOf(me);
    if (!note) throw new Error('no note');
    const bytes = noteFixture(ONE);
    expect(note.pdfBytes).toBe(bytes.byteLength);
    const row = await keyOf(t, note.id);
    expect(row?.key).toMatch(new RegExp(`^u/${me.id}/[0-9a-f-]{36}\\.pdf$`));
    expect(Buffer.from((await t.blobs.get(row?.key ?? '')) ?? []).equals(Buffer.from(bytes))).toBe(true);

    const served = await fetched(me, `/api/brokerage-notes/${note.id}/pdf`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe(
      `attachment; filename="nota-${note.noteNumber}-${note.tradeDate}.pdf"`,
    );
    expect(served.bytes.equals(Buffer.from(bytes))).toBe(true);

    const quota = (await me.client.json<AttachmentQuotaDto>('/api/attachments/quota')).body.usedBytes;
    expect(quota - before).toBe(bytes.byteLength);

    // Another trader: the same 404 as for a note that does not exist, for the download and the deletion.
    const other = await trader(t);
    const foreign = await fetched(other, `/api/brokerage-notes/${note.id}/pdf`);
    expect(foreign.status).toBe(404);
    const foreignDelete = await other.client.request(`/api/brokerage-notes/${note.id}/pdf`, {
      method: 'DELETE',
    });
    expect(foreignDelete.status).toBe(404);
    expect((await keyOf(t, note.id))?.key).toBe(row?.key);

    // The same file again, asking to keep it: already imported, no second blob.
    const again = await importNotes(me, accountId, [ONE], true);
    expect(again.body).toMatchObject({ imported: 0, alreadyImported: 1 });
    const stored = await storedOf(t, me.id);
    expect(stored.keys).toEqual([row?.key]);
    expect(stored.queued).toEqual([]);
  });

  it('keeps nothing when not asked', async () => {
    const me = await trader(t);
    const accountId = await accountOf(me);
    const res = await importNotes(me, accountId, [ONE], false);
    expect(res.body.imported).toBe(1);
    const [note] = await notesOf(me);
    expect(note?.pdfBytes).toBeNull();
    expect(await keyOf(t, note?.id ?? '')).toEqual({ key: null, bytes: null });
    expect(await storedOf(t, me.id)).toMatchObject({ keys: [], queued: [] });
    const served = await me.client.json(`/api/brokerage-notes/${note?.id}/pdf`);
    expect(served.status).toBe(404);
    expect(served.body).toMatchObject({ code: 'NOTE_PDF_NOT_FOUND' });
  });

  it('gives each note of a PDF its own blob: deleting one note leaves the others’ files', async () => {
    const me = await trader(t);
    const accountId = await accountOf(me);
    const res = await importNotes(me, accountId, [THREE], true);
    expect(res.body.imported).toBe(3);
    const notes = await notesOf(me);
    const keys = await Promise.all(notes.map(async (n) => (await keyOf(t, n.id))?.key ?? ''));
    expect(new Set(keys).size).toBe(3);
    const bytes = Buffer.from(noteFixture(THREE));
    for (const key of keys) expect(Buffer.from((await t.blobs.get(key)) ?? []).equals(bytes)).toBe(true);
    const [first, ...rest] = notes;
    const del = await me.client.request(`/api/brokerage-notes/${first?.id}`, { method: 'DELETE' });
    expect(del.status).toBe(204);
    const stored = await storedOf(t, me.id);
    expect(stored.keys).toEqual(keys.slice(1).sort());
    expect(stored.queued).toEqual([]);
    for (const n of rest) expect((await fetched(me, `/api/brokerage-notes/${n.id}/pdf`)).status).toBe(200);
  });

  it('deleting the PDF keeps the note; a file the store could not delete stays queued until the job runs', async () => {
    const me = await trader(t);
    const accountId = await accountOf(me);
    await importNotes(me, accountId, [ONE], true);
    const [note] = await notesOf(me);
    const key = (await keyOf(t, note?.id ?? ''))?.key ?? '';
    store.failing = true;
    try {
      const res = await me.client.request(`/api/brokerage-notes/${note?.id}/pdf`, { method: 'DELETE' });
      expect(res.status).toBe(204);
      expect(await keyOf(t, note?.id ?? '')).toEqual({ key: null, bytes: null });
      expect(await storedOf(t, me.id)).toMatchObject({ keys: [key], queued: [key] });
    } finally {
      store.failing = false;
    }
    expect(await t.jobs.runNow('attachment-blobs')).toMatchObject({ ran: true, ok: true });
    expect(await storedOf(t, me.id)).toMatchObject({ keys: [], queued: [] });
    const detail = await me.client.json<NoteDetailDto>(`/api/brokerage-notes/${note?.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.pdfBytes).toBeNull();
    const twice = await me.client.request(`/api/brokerage-notes/${note?.id}/pdf`, { method: 'DELETE' });
    expect(twice.status).toBe(404);
  });

  it('a put that fails stores nothing of the upload', async () => {
    const me = await trader(t);
    const accountId = await accountOf(me);
    store.failingPuts = true;
    try {
      const res = await importNotes(me, accountId, [THREE], true);
      expect(res.status).toBe(500);
    } finally {
      store.failingPuts = false;
    }
    expect(await notesOf(me)).toEqual([]);
    expect(await storedOf(t, me.id)).toMatchObject({ keys: [], queued: [] });
  });

  it('deleting the account queues its kept PDFs, and they leave the store', async () => {
    const me = await trader(t);
    const accountId = await accountOf(me);
    await importNotes(me, accountId, [THREE], true);
    const keys = (await storedOf(t, me.id)).keys;
    expect(keys).toHaveLength(3);
    store.failing = true;
    try {
      const done = await me.client.json('/api/me/account-deletion', {
        json: { email: me.email, password: me.password },
      });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(await storedOf(t, me.id)).toMatchObject({ keys, queued: keys });
    } finally {
      store.failing = false;
    }
    expect(await t.jobs.runNow('attachment-blobs')).toMatchObject({ ran: true, ok: true });
    expect(await storedOf(t, me.id)).toMatchObject({ keys: [], queued: [] });
  });

  it('the LGPD export has each kept PDF as stored', async () => {
    const me = await trader(t);
    const accountId = await accountOf(me);
    await importNotes(me, accountId, [THREE], true);
    const notes = await notesOf(me);
    const res = await me.client.request('/api/me/export');
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const bytes = Buffer.from(noteFixture(THREE));
    for (const n of notes)
      expect(Buffer.from(files[`notas/${n.id}.pdf`] ?? []).equals(bytes), n.id).toBe(true);
    const manifest = JSON.parse(strFromU8(files['manifesto.json'] ?? new Uint8Array())) as {
      pdfsDeNotas: { pasta: string; arquivos: number; ausentes: number };
    };
    expect(manifest.pdfsDeNotas).toEqual({ pasta: 'notas/', arquivos: 3, ausentes: 0 });
    const rows = JSON.parse(strFromU8(files['dados/brokerage_notes.json'] ?? new Uint8Array())) as {
      pdf_bytes: number;
      pdf_key?: string;
    }[];
    expect(rows.map((r) => r.pdf_bytes)).toEqual([bytes.byteLength, bytes.byteLength, bytes.byteLength]);
    expect(rows[0]?.pdf_key).toBeUndefined();
  });

  it('a read-only trader downloads the kept PDF but can neither keep another nor delete it', async () => {
    const me = await trader(t);
    const accountId = await accountOf(me);
    await importNotes(me, accountId, [ONE], true);
    const [note] = await notesOf(me);
    await t.database.db
      .update(profiles)
      .set({ continuedAt: null, trialEndsAt: sql`now() - interval '1 day'` })
      .where(eq(profiles.userId, me.id));
    expect((await fetched(me, `/api/brokerage-notes/${note?.id}/pdf`)).status).toBe(200);
    const del = await me.client.json(`/api/brokerage-notes/${note?.id}/pdf`, { method: 'DELETE' });
    expect(del.status).toBe(403);
    expect(del.body).toMatchObject({ code: 'TRIAL_EXPIRED' });
    const up = await importNotes(me, accountId, [THREE], true);
    expect(up.status).toBe(403);
    expect((await storedOf(t, me.id)).keys).toHaveLength(1);
  });
});

describe('kept note PDFs and the image quota', () => {
  let t: AttachmentsTestApp;
  beforeAll(async () => {
    // Room for one copy of the three-note PDF, not for three.
    t = await attachmentsTestApp({ limits: { quotaBytes: 20_000 } });
  });
  afterAll(async () => {
    await t?.blobs.close();
  });

  it('refuses an upload that would pass the quota before storing anything, with what is used', async () => {
    const me = await trader(t);
    const accountId = await accountOf(me);
    const res = await importNotes(me, accountId, [THREE], true);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      code: 'ATTACHMENT_QUOTA_EXCEEDED',
      usedBytes: 0,
      limitBytes: 20_000,
      message: expect.stringMatching(/você usa 0 MB de 0 MB/),
    });
    expect(await notesOf(me)).toEqual([]);
    expect(await storedOf(t, me.id)).toMatchObject({ keys: [], queued: [] });
    // The same notes without keeping the PDF: imported, nothing stored.
    const plain = await importNotes(me, accountId, [THREE], false);
    expect(plain.body.imported).toBe(3);
    expect((await storedOf(t, me.id)).keys).toEqual([]);
  });
});

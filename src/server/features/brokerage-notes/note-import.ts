import type { NoteFileResult, NoteImportResult } from '@/shared/brokerage-notes/api';
import type { NoteParseResult } from '@/shared/brokerage-notes/contract';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { expandNoteFiles, type NoteFile } from './note-files';
import { storeNote } from './notes.store';

/** The PDF reader's signature (parse/read-notes.ts). */
export type NoteReader = (
  fileName: string,
  bytes: Uint8Array,
  opts: { password?: string },
) => Promise<NoteParseResult>;

/**
 * Reads each file (a ZIP's PDFs one by one) and stores its notes, each in its own transaction: a file that cannot
 * be read stores nothing and says why in Portuguese (the reader's message); a note already stored changes nothing.
 * The password, when given, is handed to the reader for this upload only.
 */
export async function importNoteFiles(
  db: Db,
  scope: { userId: string; now: () => Date },
  accountId: string,
  uploaded: readonly NoteFile[],
  password: string | undefined,
  readNotes: NoteReader,
): Promise<NoteImportResult> {
  const { files, refused } = expandNoteFiles(uploaded);
  const results: NoteFileResult[] = refused.map((r) => ({ ...r, status: 'error' as const }));
  for (const file of files) {
    let parsed: NoteParseResult;
    try {
      parsed = await readNotes(file.fileName, file.bytes, password ? { password } : {});
    } catch (err) {
      // A PDF stopped at the reader's limits fails alone; the others of the upload are still read.
      if (!(err instanceof ApiError) || err.status !== 422) throw err;
      results.push({ fileName: file.fileName, status: 'error', message: err.message });
      continue;
    }
    if (!parsed.ok) {
      const needsPassword =
        parsed.error.code === 'password-required' || parsed.error.code === 'wrong-password';
      results.push({
        fileName: file.fileName,
        status: needsPassword ? 'password-required' : 'error',
        message: parsed.error.message,
      });
      continue;
    }
    const stored = [];
    for (const note of parsed.notes)
      stored.push(await storeNote(db, { userId: scope.userId, now: scope.now() }, accountId, note));
    const fresh = stored.filter((s) => s.status === 'imported').length;
    const notes = stored.map((s) => s.note);
    if (fresh === stored.length) results.push({ fileName: file.fileName, status: 'imported', notes });
    else if (fresh === 0) results.push({ fileName: file.fileName, status: 'already-imported', notes });
    else
      results.push({
        fileName: file.fileName,
        status: 'partly-imported',
        notes,
        alreadyImported: stored.length - fresh,
      });
  }
  const count = (status: NoteFileResult['status']) => results.filter((r) => r.status === status).length;
  return {
    files: results,
    imported: results.reduce(
      (n, r) =>
        n +
        ('notes' in r && r.status !== 'already-imported'
          ? r.notes.length - ('alreadyImported' in r ? r.alreadyImported : 0)
          : 0),
      0,
    ),
    alreadyImported: results.reduce(
      (n, r) =>
        n +
        (r.status === 'already-imported'
          ? r.notes.length
          : r.status === 'partly-imported'
            ? r.alreadyImported
            : 0),
      0,
    ),
    failed: count('error') + count('password-required'),
  };
}

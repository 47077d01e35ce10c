import type {
  ImportedNoteDto,
  NoteFileResult,
  NoteImportResult,
  NoteOutcome,
  NotesFileStatus,
} from '@/shared/brokerage-notes/api';
import type { NoteParseResult, ParsedNote } from '@/shared/brokerage-notes/contract';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/api-error';
import type { Logger } from '../../logger';
import type { BlobStore } from '../../storage/blob-store';
import { expandNoteFiles, type NoteFile } from './note-files';
import { stageNotePdfs } from './note-pdfs';
import { storeNote } from './notes.store';

/** The PDF reader's signature (parse/read-notes.ts). */
export type NoteReader = (
  fileName: string,
  bytes: Uint8Array,
  opts: { password?: string },
) => Promise<NoteParseResult>;

/** What keeping the PDFs needs: the blob store, the image quota they count in, and a logger for a failed drain. */
export interface NotePdfKeeping {
  store: BlobStore;
  quotaBytes: number;
  logger: Pick<Logger, 'warn'>;
}

type ReadFile = { file: NoteFile; notes: ParsedNote[] };

/**
 * Reads each file (a ZIP's PDFs one by one), then stores its notes, each in its own transaction: a file that cannot
 * be read stores nothing and says why in Portuguese (the reader's message); a note already stored changes nothing,
 * and a re-issued one with other figures corrects the stored note (storeNote).
 * The password, when given, is handed to the reader for this upload only. With `keep`, every new note gets its own
 * copy of its file in the blob store (note-pdfs.ts): all the blobs are written before any row, and an upload that
 * would pass the image quota is refused before anything is stored.
 */
export async function importNoteFiles(
  db: Db,
  scope: { userId: string; now: () => Date },
  accountId: string,
  uploaded: readonly NoteFile[],
  password: string | undefined,
  readNotes: NoteReader,
  keep?: NotePdfKeeping,
): Promise<NoteImportResult> {
  const { files, refused } = expandNoteFiles(uploaded);
  const results: NoteFileResult[] = refused.map((r) => ({ ...r, status: 'error' as const }));
  // In the files' order: a file's answer, or its notes to store once every file is read.
  const slots: (NoteFileResult | ReadFile)[] = [];
  for (const file of files) {
    let parsed: NoteParseResult;
    try {
      parsed = await readNotes(file.fileName, file.bytes, password ? { password } : {});
    } catch (err) {
      // A PDF stopped at the reader's limits fails alone; the others of the upload are still read.
      if (!(err instanceof ApiError) || err.status !== 422) throw err;
      slots.push({ fileName: file.fileName, status: 'error', message: err.message });
      continue;
    }
    if (!parsed.ok) {
      const needsPassword =
        parsed.error.code === 'password-required' || parsed.error.code === 'wrong-password';
      slots.push({
        fileName: file.fileName,
        status: needsPassword ? 'password-required' : 'error',
        message: parsed.error.message,
      });
      continue;
    }
    slots.push({ file, notes: parsed.notes });
  }
  const read = slots.filter((s): s is ReadFile => 'file' in s);
  const pdfs = keep ? await stageNotePdfs(db, scope.userId, read, keep) : undefined;
  try {
    for (const slot of slots) {
      if (!('file' in slot)) {
        results.push(slot);
        continue;
      }
      const { file, notes } = slot;
      const stored: ImportedNoteDto[] = [];
      for (const note of notes) {
        const { status, note: summary } = await storeNote(
          db,
          { userId: scope.userId, now: scope.now() },
          accountId,
          note,
          pdfs?.of(note),
        );
        stored.push({ ...summary, outcome: status });
      }
      results.push({ fileName: file.fileName, status: fileStatus(stored), notes: stored });
    }
  } finally {
    // What no row took (a note stored meanwhile by another upload, a refusal): its blob goes now.
    await pdfs?.release();
  }
  const outcomes = results.flatMap((r) => ('notes' in r ? r.notes.map((n) => n.outcome) : []));
  const count = (outcome: NoteOutcome) => outcomes.filter((o) => o === outcome).length;
  return {
    files: results,
    imported: count('imported'),
    alreadyImported: count('already-imported'),
    corrected: count('corrected'),
    failed: results.filter((r) => r.status === 'error' || r.status === 'password-required').length,
  };
}

/** A file's line: its notes' outcome when they share one; some already stored beside others is 'partly-imported'. */
function fileStatus(notes: readonly ImportedNoteDto[]): NotesFileStatus {
  const already = notes.filter((n) => n.outcome === 'already-imported').length;
  if (already === notes.length) return 'already-imported';
  if (already > 0) return 'partly-imported';
  return notes.every((n) => n.outcome === 'corrected') ? 'corrected' : 'imported';
}

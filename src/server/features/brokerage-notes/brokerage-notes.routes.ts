import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  NOTE_UPLOAD_MAX_BYTES,
  noteAcceptSchema,
  noteImportFieldsSchema,
  noteListQuerySchema,
  type NoteDetailDto,
} from '@/shared/brokerage-notes/api';
import { hasNul } from '@/shared/text-guard';
import { currentUser, type GateEnv } from '../../auth/gate';
import type { Db } from '../../db/client';
import { ApiError, apiErrorResponse } from '../../http/api-error';
import { ENVELOPE_BYTES } from '../../http/upload-form';
import { parseInput, validate } from '../../http/validation';
import { drainAfterCommit } from '../../images/staged-image';
import type { Logger } from '../../logger';
import type { BlobStore } from '../../storage/blob-store';
import { findAccount, isUuid } from '../../user/trading-accounts';
import { importNoteFiles, type NoteReader } from './note-import';
import type { NoteFile } from './note-files';
import {
  deleteNote,
  dropNotePdf,
  executionsOf,
  findNote,
  listNotes,
  noteCostsOf,
  noteSummary,
} from './notes.store';
import { acceptDifferences, createMissingTrades, dayReconciliation } from './reconcile.service';

const MAX_MB = NOTE_UPLOAD_MAX_BYTES / 1024 / 1024;
const tooLarge = () => new ApiError(413, 'NOTE_FILES_TOO_LARGE', { params: { maxMb: MAX_MB } });

// By Content-Length before reading, else counted as the body streams in.
const uploadLimit: MiddlewareHandler = async (c, next) => {
  const length = Number(c.req.header('content-length') ?? 0);
  if (length > NOTE_UPLOAD_MAX_BYTES + ENVELOPE_BYTES) return apiErrorResponse(c, tooLarge());
  return bodyLimit({
    maxSize: NOTE_UPLOAD_MAX_BYTES + ENVELOPE_BYTES,
    onError: (ctx) => apiErrorResponse(ctx, tooLarge()),
  })(c, next);
};

export interface BrokerageNotesDeps {
  db: Db;
  now?: () => Date;
  /** The PDF reader (parse/read-notes.ts's readNoteUpload). */
  readNotes: NoteReader;
  /** Where a note's PDF is kept when the trader asks (the screenshots' store), and the image quota it counts in. */
  store: BlobStore;
  quotaBytes: number;
  logger: Pick<Logger, 'warn'>;
}

/** The download's name: `nota-<número>-<aaaa-mm-dd>.pdf`, the number reduced to what every system takes. */
const pdfFileName = (noteNumber: string, tradeDate: string) =>
  `nota-${noteNumber.replace(/[^A-Za-z0-9-]+/g, '') || 'sem-numero'}-${tradeDate}.pdf`;

/** /api/brokerage-notes: the trader's notas de corretagem, their day's reconciliation and its two actions. */
export function brokerageNotesRoutes({
  db,
  now = () => new Date(),
  readNotes,
  store,
  quotaBytes,
  logger,
}: BrokerageNotesDeps) {
  const ownNote = async (userId: string, id: string) => {
    const note = isUuid(id) ? await findNote(db, userId, id) : undefined;
    if (!note) throw new ApiError(404, 'BROKERAGE_NOTE_NOT_FOUND');
    return note;
  };
  return new Hono<GateEnv>()
    .get('/', validate('query', noteListQuerySchema), async (c) => {
      const items = await listNotes(db, currentUser(c).id, c.req.valid('query'));
      return c.json({ items });
    })
    .post('/import', uploadLimit, async (c) => {
      const userId = currentUser(c).id;
      let body: Record<string, string | File | (string | File)[]>;
      try {
        body = await c.req.parseBody({ all: true });
      } catch {
        throw new ApiError(400, 'NOTE_FILES_MISSING');
      }
      const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
      const fields = parseInput(noteImportFieldsSchema, {
        accountId: text(body.accountId),
        password: text(body.password) || undefined,
        keepPdfs: text(body.keepPdfs),
      });
      if (!(await findAccount(db, userId, fields.accountId))) throw new ApiError(404, 'ACCOUNT_NOT_FOUND');
      const raw = [body['files[]'], body.files].flat().filter((f): f is File => f instanceof File);
      if (!raw.length) throw new ApiError(400, 'NOTE_FILES_MISSING');
      const files: NoteFile[] = [];
      for (const f of raw) {
        const name = (f.name || 'nota.pdf').slice(0, 255);
        if (hasNul(name)) throw new ApiError(400, 'NOTE_FILES_MISSING');
        files.push({ fileName: name, bytes: new Uint8Array(await f.arrayBuffer()) });
      }
      const result = await importNoteFiles(
        db,
        { userId, now },
        fields.accountId,
        files,
        fields.password,
        readNotes,
        fields.keepPdfs ? { store, quotaBytes, logger } : undefined,
      );
      return c.json(result, 200);
    })
    .get('/:id', async (c) => {
      const userId = currentUser(c).id;
      const note = await ownNote(userId, c.req.param('id'));
      const detail: NoteDetailDto = {
        ...noteSummary(note),
        clientCode: note.clientCode,
        pages: note.pages,
        businessValueCents: note.businessValueCents,
        costs: noteCostsOf(note),
        irrfDayTradeBaseCents: note.irrfDayTradeBaseCents,
        acceptanceNote: note.acceptanceNote,
        executions: await executionsOf(db, note.id),
        reconciliation: await dayReconciliation(db, userId, note.accountId, note.tradeDate),
      };
      return c.json(detail);
    })
    .post('/:id/create-missing', async (c) => {
      const userId = currentUser(c).id;
      const note = await ownNote(userId, c.req.param('id'));
      const result = await createMissingTrades(db, { userId, now: now() }, note.accountId, note.tradeDate);
      if (!result.ok) throw new ApiError(404, 'INSTRUMENT_NOT_FOUND');
      return c.json({
        created: result.created,
        reconciliation: await dayReconciliation(db, userId, note.accountId, note.tradeDate),
      });
    })
    .post('/:id/accept', validate('json', noteAcceptSchema), async (c) => {
      const userId = currentUser(c).id;
      const note = await ownNote(userId, c.req.param('id'));
      await acceptDifferences(db, userId, note.accountId, note.tradeDate, c.req.valid('json').note, now());
      return c.json({ ok: true });
    })
    .get('/:id/pdf', async (c) => {
      const note = await ownNote(currentUser(c).id, c.req.param('id'));
      const bytes = note.pdfKey ? await store.get(note.pdfKey) : null;
      if (!bytes) throw new ApiError(404, 'NOTE_PDF_NOT_FOUND');
      c.header('Content-Type', 'application/pdf');
      c.header(
        'Content-Disposition',
        `attachment; filename="${pdfFileName(note.noteNumber, note.tradeDate)}"`,
      );
      c.header('Cache-Control', 'private, no-store');
      c.header('X-Content-Type-Options', 'nosniff');
      return c.body(new Uint8Array(bytes));
    })
    .delete('/:id/pdf', async (c) => {
      const userId = currentUser(c).id;
      const note = await ownNote(userId, c.req.param('id'));
      if (!note.pdfKey || !(await dropNotePdf(db, userId, note.id)))
        throw new ApiError(404, 'NOTE_PDF_NOT_FOUND');
      await drainAfterCommit({ db, store, logger }, [note.pdfKey]);
      return c.body(null, 204);
    })
    .delete('/:id', async (c) => {
      const userId = currentUser(c).id;
      const note = await ownNote(userId, c.req.param('id'));
      await deleteNote(db, { userId, now: now() }, note.id);
      if (note.pdfKey) await drainAfterCommit({ db, store, logger }, [note.pdfKey]);
      return c.body(null, 204);
    });
}

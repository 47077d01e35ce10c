import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { fieldErrorMessages } from '@/shared/i18n/errors';
import { hasNul } from '@/shared/text-guard';
import { IMPORT_MAX_BYTES, importOptionsSchema, type ImportOptions } from '@/shared/trading/api-contract';
import { ImportError } from '@/shared/trading/imports';
import { currentUser, type GateEnv } from '../../auth/gate';
import type { Db } from '../../db/client';
import type { Logger } from '../../logger';
import { ApiError, apiErrorResponse } from '../../http/api-error';
import { parseInput } from '../../http/validation';
import { type ImportContext, loadImportContext } from './import-context';
import { importOutcome } from './import-outcome';
import { deleteImport, importRejects, listImports, rejectsCsv } from './imports.queries';
import { previewImport, runImport } from './imports.service';
import { headersOf, type ParsedFile, parseUpload } from './parse';
import { HeapGrowth } from '../../heap';
import { ENVELOPE_BYTES, readUploadForm, type UploadForm, UploadFormError } from '../../http/upload-form';

const MAX_MB = Math.round(IMPORT_MAX_BYTES / 1024 / 1024);
const fileTooLarge = () => new ApiError(413, 'FILE_TOO_LARGE', { params: { maxMb: MAX_MB } });
const fileMissing = () => new ApiError(400, 'FILE_MISSING');

// A declared length past the file's limit plus the envelope is refused before reading; any other body is counted
// as it streams in (readUploadForm), never buffered whole first as hono's bodyLimit does without a length.
const uploadLimit: MiddlewareHandler = async (c, next) => {
  const length = Number(c.req.header('content-length') ?? 0);
  if (length > IMPORT_MAX_BYTES + ENVELOPE_BYTES) return apiErrorResponse(c, fileTooLarge());
  await next();
};

interface Upload {
  /** ms spent reading the file: decoding and parsing (the upload itself is not counted). */
  parseMs: number;
  fileName: string;
  options: ImportOptions;
  file: ParsedFile;
  ctx: ImportContext;
}

/** Reads and parses an upload; any failure is an ApiError (400/404/413) and nothing has been stored. */
async function readUpload(c: Context<GateEnv>, db: Db, now: Date): Promise<Upload> {
  let form: UploadForm;
  try {
    form = await readUploadForm(c.req.raw.body, c.req.header('content-type'), IMPORT_MAX_BYTES);
  } catch (err) {
    if (err instanceof UploadFormError) throw err.reason === 'too-large' ? fileTooLarge() : fileMissing();
    throw err;
  }
  const file = form.file;
  if (!file) throw fileMissing();
  // The file name is stored with the import, and PostgreSQL cannot store a NUL.
  if (hasNul(file.name))
    throw new ApiError(400, 'INVALID_INPUT', { fieldErrors: { file: [fieldErrorMessages.invalidFileName] } });
  let rawOptions: unknown = {};
  if (form.options?.trim()) {
    try {
      rawOptions = JSON.parse(form.options);
    } catch {
      rawOptions = undefined;
    }
  }
  const options = parseInput(importOptionsSchema, rawOptions);
  const context = await loadImportContext(db, currentUser(c).id, options, now);
  if (!context.ok) {
    if (context.reason === 'playbook-refused')
      throw new ApiError(400, 'INVALID_INPUT', { fieldErrors: { playbookId: [context.message] } });
    throw context.reason === 'account-not-found'
      ? new ApiError(404, 'ACCOUNT_NOT_FOUND')
      : new ApiError(400, 'INVALID_TIMEZONE');
  }
  const bytes = file.bytes;
  try {
    const started = performance.now();
    const parsedFile = parseUpload(bytes, options);
    const parseMs = performance.now() - started;
    const fileName = file.name.slice(0, 255) || 'arquivo.csv';
    // The bytes are not kept: once parsed, the file's trades are all an import needs.
    return { parseMs, fileName, options, file: parsedFile, ctx: context.ctx };
  } catch (err) {
    if (!(err instanceof ImportError)) throw err;
    // A header we cannot read as a known format comes back with its cells, for the column-mapping step.
    const headers =
      err.code === 'noKnownColumn' || err.code === 'missingColumns' ? headersOf(bytes) : undefined;
    // With them, the mapping this user used last time, so the mapping step starts where they left it.
    const mapping = headers ? context.ctx.rememberedMapping : undefined;
    throw new ApiError(400, 'INVALID_FILE', {
      params: { detail: err.message },
      extra: { reason: err.code, ...(headers && { headers, mapping }) },
    });
  }
}

export function importRoutes({
  db,
  now = () => new Date(),
  logger,
  heap = new HeapGrowth(0),
}: {
  db: Db;
  now?: () => Date;
  /** Where each import's phase times go (info, with the request id); the bench reads them. */
  logger?: Logger;
  /** Holds the heap tight while an upload is read, parsed and stored (heap.ts). */
  heap?: HeapGrowth;
}) {
  // Everything an upload allocates is garbage within seconds: the heap is kept close to what is alive meanwhile.
  const tightHeap: MiddlewareHandler = (c, next) => heap.during(() => next());
  return new Hono<GateEnv>()
    .get('/', async (c) => c.json({ items: await listImports(db, currentUser(c).id) }))
    .post('/preview', uploadLimit, tightHeap, async (c) => {
      const upload = await readUpload(c, db, now());
      return c.json(await previewImport(db, upload.ctx, upload.file));
    })
    .post('/', uploadLimit, tightHeap, async (c) => {
      const upload = await readUpload(c, db, now());
      const rows = upload.file.trades.length + upload.file.failedRows;
      const timings = { parseMs: upload.parseMs, validateMs: 0, insertMs: 0 };
      const summary = await runImport(db, upload.ctx, upload.file, {
        fileName: upload.fileName,
        options: upload.options,
        now: now(),
        timings,
      });
      const ms = (v: number) => Math.round(v);
      logger?.info(
        {
          reqId: c.get('requestId'),
          rows,
          imported: summary.imported,
          parseMs: ms(timings.parseMs),
          validateMs: ms(timings.validateMs),
          insertMs: ms(timings.insertMs),
        },
        'import timings',
      );
      // The file's period and net P&L, read after the write: the summary links to the dashboard on them.
      const outcome = await importOutcome(db, currentUser(c).id, summary.id);
      return c.json({ ...summary, ...outcome }, 201);
    })
    .delete('/:id', async (c) => {
      const deleted = await deleteImport(db, currentUser(c).id, c.req.param('id'), now());
      if (!deleted) throw new ApiError(404, 'IMPORT_NOT_FOUND');
      return c.body(null, 204);
    })
    .get('/:id/rejects.csv', async (c) => {
      const id = c.req.param('id');
      const rejects = await importRejects(db, currentUser(c).id, id);
      if (!rejects) throw new ApiError(404, 'IMPORT_NOT_FOUND');
      return c.body(rejectsCsv(rejects), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="importacao-${id}-rejeitadas.csv"`,
      });
    });
}

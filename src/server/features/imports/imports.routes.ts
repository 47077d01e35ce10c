import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { IMPORT_MAX_BYTES, importOptionsSchema, type ImportOptions } from '@/shared/trading/api-contract';
import { ImportError, IMPORT_ERRORS } from '@/shared/trading/imports';
import { currentUser, type GateEnv } from '../../auth/gate';
import type { Db } from '../../db/client';
import { parseOr400 } from '../../http/validation';
import { type ImportContext, loadImportContext } from './import-context';
import { deleteImport, importRejects, listImports, rejectsCsv } from './imports.queries';
import { previewImport, runImport } from './imports.service';
import { headersOf, type ParsedFile, parseUpload } from './parse';

const MB = Math.round(IMPORT_MAX_BYTES / 1024 / 1024);
export const FILE_TOO_LARGE = {
  code: 'FILE_TOO_LARGE',
  message: `${IMPORT_ERRORS.tooLarge}: máximo ${MB} MB`,
} as const;
export const FILE_MISSING = {
  code: 'FILE_MISSING',
  message: 'Selecione um arquivo CSV para importar',
} as const;
export const IMPORT_NOT_FOUND = { code: 'IMPORT_NOT_FOUND', message: 'Importação não encontrada' } as const;
export const ACCOUNT_NOT_FOUND = { code: 'ACCOUNT_NOT_FOUND', message: 'Conta não encontrada' } as const;
export const BAD_TIMEZONE = { code: 'INVALID_TIMEZONE', message: 'Fuso horário inválido' } as const;

// The file may be the full 50 MB; the multipart envelope and the options field need a little more.
const uploadLimit = bodyLimit({
  maxSize: IMPORT_MAX_BYTES + 1024 * 1024,
  onError: (c) => c.json(FILE_TOO_LARGE, 413),
});

type Upload =
  | {
      ok: true;
      fileName: string;
      options: ImportOptions;
      file: ParsedFile;
      ctx: ImportContext;
    }
  | { ok: false; response: Response };

/** Reads and parses an upload; any failure is an answer (400/404/413) and nothing has been stored. */
async function readUpload(c: Context<GateEnv>, db: Db): Promise<Upload> {
  const fail = (response: Response): Upload => ({ ok: false, response });
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    return fail(c.json(FILE_MISSING, 400));
  }
  const file = form.file;
  if (!(file instanceof File)) return fail(c.json(FILE_MISSING, 400));
  if (file.size > IMPORT_MAX_BYTES) return fail(c.json(FILE_TOO_LARGE, 413));
  let rawOptions: unknown = {};
  if (typeof form.options === 'string' && form.options.trim()) {
    try {
      rawOptions = JSON.parse(form.options);
    } catch {
      rawOptions = undefined;
    }
  }
  const parsed = parseOr400(c, importOptionsSchema, rawOptions);
  if (!parsed.ok) return fail(parsed.response);
  const options = parsed.data;
  const context = await loadImportContext(db, currentUser(c).id, options);
  if (!context.ok) {
    return fail(
      context.reason === 'account-not-found' ? c.json(ACCOUNT_NOT_FOUND, 404) : c.json(BAD_TIMEZONE, 400),
    );
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  try {
    const parsedFile = parseUpload(bytes, options);
    const fileName = file.name.slice(0, 255) || 'arquivo.csv';
    // The bytes are not kept: once parsed, the file's trades are all an import needs.
    return { ok: true, fileName, options, file: parsedFile, ctx: context.ctx };
  } catch (err) {
    if (!(err instanceof ImportError)) throw err;
    // A header we cannot read as a known format comes back with its cells, for the column-mapping step.
    const headers =
      err.code === 'noKnownColumn' || err.code === 'missingColumns' ? headersOf(bytes) : undefined;
    // With them, the mapping this user used last time, so the mapping step starts where they left it.
    const mapping = headers ? context.ctx.rememberedMapping : undefined;
    return fail(
      c.json(
        {
          code: 'INVALID_FILE',
          reason: err.code,
          message: err.message,
          ...(headers && { headers, mapping }),
        },
        400,
      ),
    );
  }
}

export function importRoutes({ db }: { db: Db }) {
  return new Hono<GateEnv>()
    .get('/', async (c) => c.json({ items: await listImports(db, currentUser(c).id) }))
    .post('/preview', uploadLimit, async (c) => {
      const upload = await readUpload(c, db);
      if (!upload.ok) return upload.response;
      return c.json(await previewImport(db, upload.ctx, upload.file));
    })
    .post('/', uploadLimit, async (c) => {
      const upload = await readUpload(c, db);
      if (!upload.ok) return upload.response;
      const summary = await runImport(db, upload.ctx, upload.file, {
        fileName: upload.fileName,
        options: upload.options,
      });
      return c.json(summary, 201);
    })
    .delete('/:id', async (c) => {
      const deleted = await deleteImport(db, currentUser(c).id, c.req.param('id'));
      return deleted ? c.body(null, 204) : c.json(IMPORT_NOT_FOUND, 404);
    })
    .get('/:id/rejects.csv', async (c) => {
      const id = c.req.param('id');
      const rejects = await importRejects(db, currentUser(c).id, id);
      if (!rejects) return c.json(IMPORT_NOT_FOUND, 404);
      return c.body(rejectsCsv(rejects), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="importacao-${id}-rejeitadas.csv"`,
      });
    });
}

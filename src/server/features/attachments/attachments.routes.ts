import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { attachmentOrderSchema, attachmentPatchSchema, captionSchema } from '@/shared/attachments/contract';
import { currentUser, type GateEnv } from '../../auth/gate';
import { ApiError } from '../../http/api-error';
import type { UploadForm } from '../../http/upload-form';
import { validate } from '../../http/validation';
import { drainBlobDeletions } from '../../jobs/attachment-blobs';
import { imageResponse, imageUploadLimit, processedImage, readImageForm } from '../../images/image-upload';
import { attachmentFor, listAttachments, toAttachmentDto, tradeFor } from './attachments.queries';
import {
  addAttachment,
  type AttachmentLimits,
  type AttachmentsDeps,
  DEFAULT_LIMITS,
  deleteAttachment,
  precheckUpload,
  quotaOf,
  reorderAttachments,
  setCaption,
} from './attachments.service';

const limitsOf = (deps: AttachmentsDeps): AttachmentLimits => ({ ...DEFAULT_LIMITS, ...deps.limits });

function captionOf(form: UploadForm): string | null {
  const parsed = captionSchema.safeParse(form.fields.caption ?? '');
  if (!parsed.success)
    throw new ApiError(400, 'INVALID_INPUT', {
      fieldErrors: { caption: parsed.error.issues.map((i) => i.message) },
    });
  return parsed.data;
}

/**
 * /api/trades/:tradeId/attachments: a trade's screenshots. Writes are the owner's; reads also a school admin the
 * owner shares everything with; anyone else gets 404 TRADE_NOT_FOUND, as for a trade that does not exist.
 */
export function tradeAttachmentRoutes(deps: AttachmentsDeps) {
  const { db } = deps;
  const limits = limitsOf(deps);
  const tradeId = (c: Context) => c.req.param('tradeId') ?? '';
  return new Hono<GateEnv>()
    .get('/', async (c) => {
      const trade = await tradeFor(db, currentUser(c).id, tradeId(c), 'read');
      c.header('Cache-Control', 'no-store');
      return c.json((await listAttachments(db, trade.id)).map(toAttachmentDto));
    })
    .post('/', imageUploadLimit(limits.maxBytes), async (c) => {
      const userId = currentUser(c).id;
      const trade = await tradeFor(db, userId, tradeId(c), 'write');
      await precheckUpload(db, userId, trade.id, limits);
      const form = await readImageForm(c, limits.maxBytes, ['caption']);
      if (!form.file) throw new ApiError(400, 'ATTACHMENT_FILE_MISSING');
      const caption = captionOf(form);
      const stored = await processedImage(form.file.bytes, limits.maxBytes);
      const row = await addAttachment(deps, limits, { userId, tradeId: trade.id, caption, stored });
      return c.json(toAttachmentDto(row), 201);
    })
    .put('/order', validate('json', attachmentOrderSchema), async (c) => {
      const userId = currentUser(c).id;
      const trade = await tradeFor(db, userId, tradeId(c), 'write');
      const rows = await reorderAttachments(db, userId, trade.id, c.req.valid('json').ids);
      return c.json(rows.map(toAttachmentDto));
    });
}

/** /api/attachments: one screenshot (its caption, its deletion, its bytes) and the caller's quota. */
export function attachmentRoutes(deps: AttachmentsDeps) {
  const { db, store } = deps;
  const limits = limitsOf(deps);
  const serve = (which: 'image' | 'thumb') => async (c: Context<GateEnv>) => {
    const row = await attachmentFor(db, currentUser(c).id, c.req.param('id') ?? '', 'read');
    const bytes = await store.get(which === 'image' ? row.imageKey : row.thumbKey);
    if (!bytes) throw new ApiError(404, 'ATTACHMENT_NOT_FOUND');
    return imageResponse(c, bytes, which === 'image' ? row.type : row.thumbType);
  };
  return new Hono<GateEnv>()
    .get('/quota', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await quotaOf(db, currentUser(c).id, limits));
    })
    .patch('/:id', validate('json', attachmentPatchSchema), async (c) => {
      const row = await attachmentFor(db, currentUser(c).id, c.req.param('id'), 'write');
      return c.json(toAttachmentDto(await setCaption(db, row, c.req.valid('json').caption)));
    })
    .delete('/:id', async (c) => {
      const row = await attachmentFor(db, currentUser(c).id, c.req.param('id'), 'write');
      await deleteAttachment(deps, row);
      return c.body(null, 204);
    })
    .get('/:id/image', serve('image'))
    .get('/:id/thumb', serve('thumb'));
}

/** Writes that may delete trades, and with them screenshots: their paths under /api, by method. */
const TRADE_DELETIONS: { method: string; path: RegExp }[] = [
  { method: 'DELETE', path: /^\/api\/trades\/[^/]+$/ },
  { method: 'POST', path: /^\/api\/trades\/(bulk-delete|reset)$/ },
  { method: 'DELETE', path: /^\/api\/imports\/[^/]+$/ },
  { method: 'DELETE', path: /^\/api\/accounts\/[^/]+$/ },
];

/**
 * After a write that deleted trades, the files of their screenshots (queued by the rows' delete trigger in the
 * write's transaction) leave the store before the answer; what fails, the 'attachment-blobs' job retries.
 */
export function dropBlobsAfterTradeDeletes(deps: AttachmentsDeps): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status >= 300) return;
    const path = c.req.path.replace(/\/+$/, '');
    if (!TRADE_DELETIONS.some((d) => d.method === c.req.method && d.path.test(path))) return;
    try {
      const { failed } = await drainBlobDeletions(deps.db, deps.store);
      if (failed) deps.logger.warn({ failed }, 'attachment blobs left for the retry job');
    } catch (err) {
      deps.logger.warn({ err }, 'attachment blobs left for the retry job');
    }
  };
}

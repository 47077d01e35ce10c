import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_QUOTA_BYTES } from '@/shared/attachments/contract';
import {
  bulkPlaybookSchema,
  playbookArchiveSchema,
  playbookInputSchema,
  playbookOrderSchema,
} from '@/shared/playbooks/contract';
import { currentUser, type GateEnv } from '../../auth/gate';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { validate } from '../../http/validation';
import { imageQuotaRefusal, usedImageBytes } from '../../images/image-quota';
import { drainAfterCommit } from '../../images/staged-image';
import { imageResponse, imageUploadLimit, processedImage, readImageForm } from '../../images/image-upload';
import type { Logger } from '../../logger';
import type { BlobStore } from '../../storage/blob-store';
import { bulkSetPlaybook } from './bulk-playbook';
import { removePicture, setPicture } from './playbook-picture';
import { listPlaybooks, playbookDto, playbookFor } from './playbooks.queries';
import {
  archivePlaybook,
  createPlaybook,
  deletePlaybook,
  orderPlaybooks,
  updatePlaybook,
} from './playbooks.service';

export interface PlaybooksDeps {
  db: Db;
  store: BlobStore;
  logger: Pick<Logger, 'warn'>;
  now?: () => Date;
  /** The images' limits (the screenshots' own: one quota for both); tests shrink them. */
  limits?: { maxBytes?: number; quotaBytes?: number };
}

const listQuerySchema = z.object({ archived: z.enum(['0', '1']).optional() });

/** The picture upload (multipart): its path under /api, one segment per playbook id. */
export const PLAYBOOK_PICTURE_UPLOAD = /^\/api\/playbooks\/[^/]+\/image$/;

/** /api/playbooks: the caller's playbooks only; anyone else's id is 404 PLAYBOOK_NOT_FOUND, as one that does not exist. */
export function playbookRoutes(deps: PlaybooksDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const maxBytes = deps.limits?.maxBytes ?? ATTACHMENT_MAX_BYTES;
  const picture = { ...deps, quotaBytes: deps.limits?.quotaBytes ?? ATTACHMENT_QUOTA_BYTES };
  const id = (c: Context) => c.req.param('id') ?? '';
  const serve = (which: 'image' | 'thumb') => async (c: Context<GateEnv>) => {
    const row = await playbookFor(db, currentUser(c).id, id(c));
    const key = which === 'image' ? row.imageKey : row.thumbKey;
    const type = which === 'image' ? row.imageType : row.thumbType;
    const bytes = key ? await deps.store.get(key) : null;
    if (!bytes || !type) throw new ApiError(404, 'ATTACHMENT_NOT_FOUND');
    return imageResponse(c, bytes, type);
  };
  return new Hono<GateEnv>()
    .get('/', validate('query', listQuerySchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      const archived = c.req.valid('query').archived === '1';
      return c.json(await listPlaybooks(db, currentUser(c).id, archived));
    })
    .post('/', validate('json', playbookInputSchema), async (c) =>
      c.json(await createPlaybook(db, currentUser(c).id, c.req.valid('json')), 201),
    )
    .put('/order', validate('json', playbookOrderSchema), async (c) =>
      c.json(await orderPlaybooks(db, currentUser(c).id, c.req.valid('json').ids)),
    )
    .get('/:id', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await playbookDto(db, currentUser(c).id, id(c)));
    })
    .put('/:id', validate('json', playbookInputSchema), async (c) =>
      c.json(await updatePlaybook(db, currentUser(c).id, id(c), c.req.valid('json'), now())),
    )
    .patch('/:id/archive', validate('json', playbookArchiveSchema), async (c) =>
      c.json(await archivePlaybook(db, currentUser(c).id, id(c), c.req.valid('json').archived, now())),
    )
    .delete('/:id', async (c) => {
      const keys = await deletePlaybook(db, currentUser(c).id, id(c), now());
      await drainAfterCommit(deps, keys);
      return c.body(null, 204);
    })
    .post('/:id/image', imageUploadLimit(maxBytes), async (c) => {
      const userId = currentUser(c).id;
      await playbookFor(db, userId, id(c));
      // A full quota is refused before the image is read and processed (checked again under the lock).
      const used = await usedImageBytes(db, userId);
      if (used >= picture.quotaBytes) throw imageQuotaRefusal(picture.quotaBytes, used);
      const form = await readImageForm(c, maxBytes);
      if (!form.file) throw new ApiError(400, 'ATTACHMENT_FILE_MISSING');
      const stored = await processedImage(form.file.bytes, maxBytes);
      return c.json(await setPicture(picture, userId, id(c), stored));
    })
    .delete('/:id/image', async (c) => c.json(await removePicture(picture, currentUser(c).id, id(c))))
    .get('/:id/image', serve('image'))
    .get('/:id/thumb', serve('thumb'));
}

/** /api/trades/bulk-playbook: the playbook of many trades at once. */
export function bulkPlaybookRoutes({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  return new Hono<GateEnv>().post('/', validate('json', bulkPlaybookSchema), async (c) =>
    c.json(await bulkSetPlaybook(db, currentUser(c).id, c.req.valid('json'), now())),
  );
}

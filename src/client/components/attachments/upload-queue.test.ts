import { describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_PER_TRADE } from '@/shared/attachments/contract';
import { attachmentsText as T } from '@/shared/i18n/attachments';
import {
  filesFromTransfer,
  formatMegabytes,
  hasImage,
  moveId,
  namedCapture,
  nextWaiting,
  pendingCount,
  type QueueItem,
  queueItemsFor,
  queueReducer,
} from './upload-queue';
import { swipeStep } from './swipe';

const png = (name = 'captura.png', bytes = 10) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const preview = (f: File) => `blob:${f.name}`;

/** A clipboard or drop as the browser hands it: items with getAsFile, and the files list. */
function transfer(files: File[], extraItems: { kind: string; type: string }[] = [], filesList = files) {
  return {
    items: [
      ...extraItems.map((i) => ({ ...i, getAsFile: () => null })),
      ...files.map((f) => ({ kind: 'file', type: f.type, getAsFile: () => f })),
    ],
    files: filesList,
  };
}

describe('what a paste or a drop brings', () => {
  it('takes a pasted screen capture (a file item, with no files list), and ignores the text beside it', () => {
    const shot = png('image.png');
    const files = filesFromTransfer(transfer([shot], [{ kind: 'string', type: 'text/html' }], []));
    expect(files).toEqual([shot]);
    expect(hasImage(files)).toBe(true);
  });

  it('names each pasted capture apart (the browser calls them all image.png), and keeps a real name', () => {
    const [a, b] = [namedCapture(png('image.png')), namedCapture(png('image.png'))];
    expect(a.name).toMatch(/^captura-\d+\.png$/);
    expect(b.name).not.toBe(a.name);
    expect(a.type).toBe('image/png');
    expect(namedCapture(png('setup-abertura.png')).name).toBe('setup-abertura.png');
  });

  it('yields nothing for text pasted into a field, so the paste goes on as usual', () => {
    const files = filesFromTransfer(transfer([], [{ kind: 'string', type: 'text/plain' }]));
    expect(files).toEqual([]);
    expect(hasImage(files)).toBe(false);
    expect(filesFromTransfer(null)).toEqual([]);
  });

  it('reads a drop from the file manager by its files list, keeping a non-image so the check can say why', () => {
    const a = png('a.png');
    const pdf = new File(['%PDF'], 'relatorio.pdf', { type: 'application/pdf' });
    expect(filesFromTransfer({ items: [], files: [a, pdf] })).toEqual([a, pdf]);
  });
});

describe('the queue', () => {
  it('queues the images in the order given, waiting, each with its preview', () => {
    const items = queueItemsFor([png('1.png'), png('2.png')], 0, preview);
    expect(items.map((i) => [i.file.name, i.status, i.previewUrl, i.error])).toEqual([
      ['1.png', 'waiting', 'blob:1.png', null],
      ['2.png', 'waiting', 'blob:2.png', null],
    ]);
    expect(new Set(items.map((i) => i.key)).size).toBe(2);
  });

  it('refuses, with its reason in Portuguese, a type that is not PNG/JPEG/WebP and a file past 10 MB', () => {
    const gif = new File(['GIF89a'], 'anim.gif', { type: 'image/gif' });
    const big = new File([new Uint8Array(ATTACHMENT_MAX_BYTES + 1)], 'grande.jpg', { type: 'image/jpeg' });
    const edge = new File([new Uint8Array(ATTACHMENT_MAX_BYTES)], 'limite.webp', { type: 'image/webp' });
    const [a, b, c] = queueItemsFor([gif, big, edge], 0, preview);
    expect([a?.status, a?.error]).toEqual(['invalid', 'Formato não aceito: envie PNG, JPEG ou WebP.']);
    expect([b?.status, b?.error]).toEqual(['invalid', 'A imagem passa do limite de 10 MB.']);
    expect(c?.status).toBe('waiting');
  });

  it('keeps past the per-trade limit as refused, counting what the trade has and what is queued', () => {
    const items = queueItemsFor(
      [png('a.png'), png('b.png'), png('c.png')],
      ATTACHMENTS_PER_TRADE - 2,
      preview,
    );
    expect(items.map((i) => i.status)).toEqual(['waiting', 'waiting', 'invalid']);
    expect(items[2]?.error).toBe(T.tooMany(12));
    expect(pendingCount(items)).toBe(2);
  });

  it('sends in order, shows the progress, keeps a failed one with the server’s reason until retried', () => {
    let q: QueueItem[] = queueItemsFor([png('1.png'), png('2.png')], 0, preview);
    const [first, second] = q.map((i) => i.key) as [string, string];
    expect(nextWaiting(q)?.key).toBe(first);

    q = queueReducer(q, { type: 'start', key: first });
    q = queueReducer(q, { type: 'progress', key: first, progress: 0.42 });
    expect(q[0]).toMatchObject({ status: 'uploading', progress: 0.42 });
    expect(nextWaiting(q)?.key).toBe(second);

    q = queueReducer(q, { type: 'done', key: first });
    expect(q.map((i) => i.key)).toEqual([second]);

    const reason = 'O arquivo não é uma imagem PNG, JPEG ou WebP.';
    q = queueReducer(q, { type: 'start', key: second });
    q = queueReducer(q, { type: 'failed', key: second, error: reason });
    expect(q[0]).toMatchObject({ status: 'failed', error: reason, progress: 0 });
    expect(nextWaiting(q)).toBeUndefined();
    // Not lost: still counted as to send.
    expect(pendingCount(q)).toBe(1);

    q = queueReducer(q, { type: 'retry', key: second });
    expect(q[0]).toMatchObject({ status: 'waiting', error: null });
    expect(nextWaiting(q)?.key).toBe(second);

    q = queueReducer(q, { type: 'remove', key: second });
    expect(q).toEqual([]);
  });

  it('clamps the progress to 0..1', () => {
    const [item] = queueItemsFor([png()], 0, preview);
    const key = item?.key ?? '';
    expect(queueReducer([item as QueueItem], { type: 'progress', key, progress: 1.7 })[0]?.progress).toBe(1);
    expect(queueReducer([item as QueueItem], { type: 'progress', key, progress: -1 })[0]?.progress).toBe(0);
  });
});

describe('the order of a trade’s images', () => {
  it('moves one left or right, and leaves the ends as they are', () => {
    const ids = ['a', 'b', 'c'];
    expect(moveId(ids, 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveId(ids, 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveId(ids, 0, -1)).toEqual(ids);
    expect(moveId(ids, 2, 1)).toEqual(ids);
    expect(ids).toEqual(['a', 'b', 'c']);
  });
});

describe('the gallery’s swipe', () => {
  it('goes to the next image on a swipe left, the previous on a swipe right, nowhere on a tap or a scroll', () => {
    expect(swipeStep(-80, 10)).toBe(1);
    expect(swipeStep(80, -5)).toBe(-1);
    expect(swipeStep(20, 0)).toBe(0);
    expect(swipeStep(-60, 120)).toBe(0);
  });
});

describe('the quota line', () => {
  it('writes megabytes the pt-BR way', () => {
    expect(formatMegabytes(200 * 1024 * 1024)).toBe('200 MB');
    expect(formatMegabytes(12.34 * 1024 * 1024)).toBe('12,3 MB');
    expect(T.quota(formatMegabytes(0), formatMegabytes(200 * 1024 * 1024))).toBe('0 MB de 200 MB usados');
  });
});

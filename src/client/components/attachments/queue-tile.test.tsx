import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { attachmentsText as T } from '@/shared/i18n/attachments';
import { QueueTile } from './queue-tile';
import type { QueueItem } from './upload-queue';

const file = new File([new Uint8Array(4)], 'grafico.png', { type: 'image/png' });
const item = (patch: Partial<QueueItem>): QueueItem => ({
  key: 'q1',
  file,
  previewUrl: 'blob:grafico',
  status: 'waiting',
  progress: 0,
  error: null,
  ...patch,
});
const text = (i: QueueItem) =>
  renderToStaticMarkup(<QueueTile item={i} onRemove={() => {}} onRetry={() => {}} />)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
const html = (i: QueueItem) =>
  renderToStaticMarkup(<QueueTile item={i} onRemove={() => {}} onRetry={() => {}} />);

describe('an image in the queue', () => {
  it('shows its preview and that it waits, with a way to take it out', () => {
    expect(html(item({}))).toContain('src="blob:grafico"');
    expect(text(item({}))).toContain(T.waiting);
    expect(html(item({}))).toContain(`aria-label="${T.removeQueued('grafico.png')}"`);
  });

  it('shows the progress while sent, and cannot be taken out then', () => {
    const sending = item({ status: 'uploading', progress: 0.37 });
    expect(text(sending)).toContain('Enviando… 37%');
    expect(html(sending)).toContain('width:37%');
    expect(html(sending)).not.toContain(T.removeQueued('grafico.png'));
    expect(text(item({ status: 'uploading', progress: 1 }))).toContain(T.processing);
  });

  it('keeps a failed one with the server’s reason and a retry button', () => {
    const reason = 'O arquivo não é uma imagem PNG, JPEG ou WebP.';
    const failed = item({ status: 'failed', error: reason });
    expect(html(failed)).toContain('role="alert"');
    expect(text(failed)).toContain(reason);
    expect(html(failed)).toContain(`aria-label="${T.retryLabel('grafico.png')}"`);
  });

  it('says why a refused one will not be sent, without a retry', () => {
    const refused = item({ status: 'invalid', error: T.wrongType });
    expect(text(refused)).toContain(T.wrongType);
    expect(html(refused)).not.toContain(T.retryLabel('grafico.png'));
  });
});

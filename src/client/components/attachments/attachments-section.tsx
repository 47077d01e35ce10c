import { useEffect, useId, useRef, useState } from 'react';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { LoadError } from '@/client/components/load-error';
import { cn } from '@/client/lib/cn';
import { notify } from '@/client/lib/notify';
import { ATTACHMENTS_PER_TRADE } from '@/shared/attachments/contract';
import { attachmentsText as T } from '@/shared/i18n/attachments';
import {
  useAttachmentQuota,
  useDeleteAttachment,
  useReorderAttachments,
  useSaveCaption,
  useTradeAttachments,
} from './attachments-api';
import { formatMegabytes, moveId, nextWaiting } from './upload-queue';
import type { UploadQueue } from './use-upload-queue';
import { AttachmentPicker, usePastedImages } from './attachment-picker';
import { AttachmentTile } from './attachment-tile';
import { ImageViewer } from './image-viewer';
import { QueueTile } from './queue-tile';
import { useDragReorder } from './use-drag-reorder';

interface AttachmentsSectionProps {
  /** The trade the images belong to; null while it is being created (the images wait in the queue). */
  tradeId: string | null;
  queue: UploadQueue;
  /** Images pasted on the page land here (off while another dialog is on top). */
  acceptPaste?: boolean;
  /** The tiles wrap onto rows (a page) instead of scrolling sideways in one row (a dialog). */
  wrap?: boolean;
  /** The section's heading level: h3 inside a dialog, h2 on a page. */
  headingLevel?: 'h2' | 'h3';
}

/** A trade's images where they are added: the stored ones (order, caption, delete), the queue, and the picker. */
export function AttachmentsSection({
  tradeId,
  queue,
  acceptPaste = true,
  wrap = false,
  headingLevel: Heading = 'h3',
}: AttachmentsSectionProps) {
  const titleId = useId();
  const handleHintId = useId();
  const list = useTradeAttachments(tradeId);
  const quota = useAttachmentQuota();
  const stored = list.data ?? [];
  const [viewing, setViewing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  const tradeKey = tradeId ?? '';
  const reorder = useReorderAttachments(tradeKey);
  const caption = useSaveCaption(tradeKey);
  const remove = useDeleteAttachment(tradeKey);

  const addFiles = (files: File[]) => queue.add(files, stored.length);
  usePastedImages(addFiles, acceptPaste && viewing === null && deleting === null);

  // A known trade sends what is queued at once; a new one waits for the trade to be created.
  const waiting = nextWaiting(queue.items) !== undefined;
  const { send, sending } = queue;
  useEffect(() => {
    if (!tradeId || !waiting || sending) return;
    void send(tradeId).then(({ sent, failed }) => {
      if (failed > 0)
        notify.error(T.uploadErrorTitle, T.uploadErrorDetail(failed), { code: 'UPLOAD_FAILED' });
      else if (sent > 0) notify.success(T.uploaded(sent), T.uploadedDetail);
    });
  }, [tradeId, waiting, sending, send]);

  // The moved image's control keeps the focus (the tile's node moves, which would drop it), or its other arrow at an end.
  const listRef = useRef<HTMLUListElement>(null);
  const [moved, setMoved] = useState<{ id: string; control: string } | null>(null);
  const order = stored.map((a) => a.id).join(',');
  useEffect(() => {
    if (!moved) return;
    const tile = listRef.current?.querySelector(`[data-attachment-id="${CSS.escape(moved.id)}"]`);
    const buttons = tile ? Array.from(tile.querySelectorAll<HTMLButtonElement>('[data-move]')) : [];
    const same = buttons.find((b) => b.dataset.move === moved.control && !b.disabled);
    (same ?? buttons.find((b) => !b.disabled))?.focus();
  }, [moved, order]);

  // What a screen reader hears after a move: the new place, or that the old order came back.
  const [announcement, setAnnouncement] = useState('');
  const save = (ids: string[], id: string) => {
    setAnnouncement(T.movedTo(ids.indexOf(id) + 1, ids.length));
    reorder.mutate(ids, {
      onError: (error) => {
        setAnnouncement(T.orderRestored);
        notify.error(T.orderError, T.orderErrorDetail, error);
      },
    });
  };
  const move = (index: number, delta: -1 | 1, control: string = String(delta)) => {
    const ids = stored.map((a) => a.id);
    const id = ids[index];
    const next = moveId(ids, index, delta);
    if (!id || next.join(',') === order) return;
    setMoved({ id, control });
    save(next, id);
  };
  const drag = useDragReorder({
    ids: stored.map((a) => a.id),
    listRef,
    disabled: reorder.isPending,
    onDrop: save,
    onKeyMove: (index, delta) => move(index, delta, 'grip'),
  });
  const byId = new Map(stored.map((a) => [a.id, a]));
  const shown = drag.order.flatMap((id) => byId.get(id) ?? []);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting, {
      onSuccess: () => notify.success(T.deleted, T.deletedDetail),
      onError: (error) => notify.error(T.deleteError, T.deleteErrorDetail, error),
      onSettled: () => setDeleting(null),
    });
  };

  const count = stored.length + queue.items.filter((i) => i.status !== 'invalid').length;
  const full = count >= ATTACHMENTS_PER_TRADE;

  return (
    <section aria-labelledby={titleId} data-testid="trade-attachments" className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <Heading id={titleId} className="text-sm font-semibold text-slate-800">
          {T.sectionTitle}
        </Heading>
        <p data-testid="attachment-quota" className="text-xs text-slate-600 tabular-nums">
          {quota.data
            ? T.quota(formatMegabytes(quota.data.usedBytes), formatMegabytes(quota.data.limitBytes))
            : quota.isPending
              ? T.quotaLoading
              : null}
          {count > 0 ? ` · ${T.perTrade(count, ATTACHMENTS_PER_TRADE)}` : null}
        </p>
      </div>

      {list.isError ? (
        <LoadError message={T.loadError} retryLabel={T.retryLoad} onRetry={() => void list.refetch()} />
      ) : null}

      {stored.length > 0 || queue.items.length > 0 ? (
        <ul
          ref={listRef}
          data-testid="attachment-list"
          className={cn('-mx-1 flex gap-3 px-1 pb-1', wrap ? 'flex-wrap' : 'overflow-x-auto')}
        >
          {shown.map((attachment, index) => (
            <AttachmentTile
              key={attachment.id}
              attachment={attachment}
              index={index}
              total={shown.length}
              busy={reorder.isPending}
              handle={drag.handle(attachment.id, index)}
              dragging={drag.dragging === attachment.id}
              handleHintId={handleHintId}
              onOpen={() => setViewing(index)}
              onMove={(delta) => move(index, delta)}
              onDelete={() => setDeleting(attachment.id)}
              onCaption={(text) =>
                caption.mutateAsync({ id: attachment.id, caption: text }).then(
                  () => notify.success(T.captionSaved, text.trim() || T.noCaption),
                  (error: unknown) => {
                    notify.error(T.captionError, T.captionErrorDetail, error);
                    throw error;
                  },
                )
              }
            />
          ))}
          {queue.items.map((item) => (
            <QueueTile
              key={item.key}
              item={item}
              onRemove={() => queue.remove(item.key)}
              onRetry={() => queue.retry(item.key)}
            />
          ))}
        </ul>
      ) : null}
      <p id={handleHintId} hidden>
        {T.dragHint}
      </p>
      <p role="status" className="sr-only" data-testid="attachment-order-status">
        {announcement}
      </p>
      {!tradeId && queue.items.length > 0 ? <p className="text-xs text-slate-600">{T.queuedForNew}</p> : null}

      <AttachmentPicker onFiles={addFiles} disabled={full} />

      <ImageViewer images={shown} index={viewing} onIndexChange={setViewing} />
      <ConfirmDialog
        open={deleting !== null}
        title={T.deleteTitle}
        description={T.deleteDescription}
        confirmLabel={T.deleteConfirm}
        pendingLabel={T.deleting}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </section>
  );
}

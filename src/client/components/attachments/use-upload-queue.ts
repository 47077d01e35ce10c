import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { attachmentsText as T } from '@/shared/i18n/attachments';
import { invalidateAttachments, uploadAttachment } from './attachments-api';
import { nextWaiting, type QueueAction, type QueueItem, queueItemsFor, queueReducer } from './upload-queue';

export interface UploadResult {
  sent: number;
  failed: number;
}

export interface UploadQueue {
  items: QueueItem[];
  /** Queues files; `taken` is how many images the trade already has. */
  add: (files: readonly File[], taken: number) => void;
  remove: (key: string) => void;
  retry: (key: string) => void;
  /** Sends every waiting item to the trade, one after the other (so they keep their order). */
  send: (tradeId: string) => Promise<UploadResult>;
  sending: boolean;
}

/**
 * The images chosen for a trade, before and while they are sent. It lives above the trade form, so a new trade's
 * queue survives the form turning into the edit of the trade just created.
 */
export function useUploadQueue(): UploadQueue {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<QueueItem[]>([]);
  // The queue as of the last action, read synchronously by the send loop (state lags a render behind).
  const current = useRef<QueueItem[]>([]);
  const [sending, setSending] = useState(false);
  const running = useRef<Promise<UploadResult> | null>(null);

  const apply = useCallback((action: QueueAction) => {
    const before = current.current;
    const next = queueReducer(before, action);
    if (action.type === 'done' || action.type === 'remove') {
      const gone = before.find((item) => item.key === action.key);
      if (gone) URL.revokeObjectURL(gone.previewUrl);
    }
    current.current = next;
    setItems(next);
  }, []);

  useEffect(
    () => () => {
      for (const item of current.current) URL.revokeObjectURL(item.previewUrl);
    },
    [],
  );

  const send = useCallback(
    (tradeId: string): Promise<UploadResult> => {
      if (running.current) return running.current;
      const run = (async () => {
        setSending(true);
        const result: UploadResult = { sent: 0, failed: 0 };
        try {
          for (let item = nextWaiting(current.current); item; item = nextWaiting(current.current)) {
            const { key, file } = item;
            apply({ type: 'start', key });
            try {
              await uploadAttachment(tradeId, file, (progress) => apply({ type: 'progress', key, progress }));
              apply({ type: 'done', key });
              result.sent += 1;
              void invalidateAttachments(queryClient, tradeId);
            } catch (error) {
              apply({ type: 'failed', key, error: error instanceof Error ? error.message : T.uploadFailed });
              result.failed += 1;
            }
          }
        } finally {
          running.current = null;
          setSending(false);
        }
        return result;
      })();
      running.current = run;
      return run;
    },
    [apply, queryClient],
  );

  const add = useCallback(
    (files: readonly File[], taken: number) => {
      const queued = current.current.filter((i) => i.status !== 'invalid').length;
      apply({ type: 'add', items: queueItemsFor(files, taken + queued, (f) => URL.createObjectURL(f)) });
    },
    [apply],
  );

  return useMemo(
    () => ({
      items,
      add,
      remove: (key: string) => apply({ type: 'remove', key }),
      retry: (key: string) => apply({ type: 'retry', key }),
      send,
      sending,
    }),
    [items, add, apply, send, sending],
  );
}

import { AlertCircleIcon, FileWarningIcon, Loader2Icon, RotateCwIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/cn';
import { attachmentsText as T } from '@/shared/i18n/attachments';
import { TileShell } from './tile-shell';
import type { QueueItem } from './upload-queue';

/** An image not stored yet: its preview, its progress while sent, and why it failed with a way to retry. */
export function QueueTile({
  item,
  onRemove,
  onRetry,
}: {
  item: QueueItem;
  onRemove: () => void;
  onRetry: () => void;
}) {
  const name = item.file.name || 'imagem';
  const percent = Math.round(item.progress * 100);
  const bad = item.status === 'failed' || item.status === 'invalid';
  // A file the browser cannot show (not an image, or not what its name says) gets an icon, not a broken picture.
  const [unreadable, setUnreadable] = useState(!item.file.type.startsWith('image/'));
  return (
    <TileShell
      data-testid="attachment-queued"
      data-status={item.status}
      frameClassName={cn(bad && 'border-red-300')}
      frame={
        <>
          {unreadable ? (
            <FileWarningIcon className="m-auto size-10 text-red-300" aria-hidden="true" />
          ) : (
            <img
              src={item.previewUrl}
              alt={name}
              onError={() => setUnreadable(true)}
              className={cn('size-full object-cover', item.status === 'invalid' && 'opacity-40')}
            />
          )}
          {item.status === 'uploading' ? (
            <div className="absolute inset-x-0 bottom-0 h-1.5 bg-slate-900/30">
              <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
            </div>
          ) : (
            <Button
              type="button"
              variant="secondary"
              size="icon"
              className="absolute top-1 right-1 size-7 rounded-full bg-white/90 shadow-sm"
              aria-label={T.removeQueued(name)}
              onClick={onRemove}
            >
              <XIcon aria-hidden="true" />
            </Button>
          )}
        </>
      }
    >
      <p className="truncate text-xs text-slate-600" title={name}>
        {name}
      </p>
      <p
        role={bad ? 'alert' : 'status'}
        className={cn('flex items-start gap-1 text-xs', bad ? 'text-red-700' : 'text-slate-600')}
      >
        {item.status === 'uploading' ? (
          <>
            <Loader2Icon className="mt-0.5 size-3 shrink-0 animate-spin" aria-hidden="true" />
            {percent < 100 ? T.uploading(percent) : T.processing}
          </>
        ) : bad ? (
          <>
            <AlertCircleIcon className="mt-0.5 size-3 shrink-0" aria-hidden="true" />
            <span className="[overflow-wrap:anywhere]">{item.error ?? T.failed}</span>
          </>
        ) : (
          T.waiting
        )}
      </p>
      {item.status === 'failed' ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="h-8 px-2 text-xs"
          aria-label={T.retryLabel(name)}
          onClick={onRetry}
        >
          <RotateCwIcon aria-hidden="true" />
          {T.retry}
        </Button>
      ) : null}
    </TileShell>
  );
}

import { ChevronLeftIcon, ChevronRightIcon, XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useRef } from 'react';
import { attachmentsText as T } from '@/shared/i18n/attachments';
import { swipeStep } from './swipe';
import { useReturnFocus } from './use-return-focus';

export interface ViewerImage {
  id: string;
  imageUrl: string;
  caption: string | null;
}

interface ImageViewerProps {
  images: readonly ViewerImage[];
  /** The image shown; null: closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
}

const round = (index: number, total: number) => (index + total) % total;

/**
 * A trade's images in full screen: the counter, the caption, previous/next by the arrows (keyboard and buttons) and
 * by a swipe. Esc closes it and the focus goes back to the thumbnail that opened it (Radix's focus scope).
 */
export function ImageViewer({ images, index, onIndexChange }: ImageViewerProps) {
  const total = images.length;
  const open = index !== null && total > 0;
  const at = open ? Math.min(index, total - 1) : 0;
  const image = images[at];
  const returnFocus = useReturnFocus(open);
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const go = (delta: number) => {
    if (open && total > 1) onIndexChange(round(at + delta, total));
  };

  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => (next ? undefined : onIndexChange(null))}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-[60] bg-slate-950" />
        <DialogPrimitive.Content
          data-testid="image-viewer"
          onCloseAutoFocus={returnFocus}
          className="fixed inset-0 z-[60] flex flex-col bg-slate-950 text-white outline-none"
          onKeyDown={(event) => {
            if (event.key === 'ArrowLeft') {
              event.preventDefault();
              go(-1);
            } else if (event.key === 'ArrowRight') {
              event.preventDefault();
              go(1);
            }
          }}
        >
          <div className="flex items-center justify-between gap-3 p-3 sm:p-4">
            <DialogPrimitive.Title className="text-sm font-semibold">
              {T.viewerTitle}{' '}
              <span data-testid="viewer-counter" className="font-normal text-slate-300 tabular-nums">
                {T.counter(at + 1, total)}
              </span>
            </DialogPrimitive.Title>
            <DialogPrimitive.Description className="sr-only">{T.viewerHint}</DialogPrimitive.Description>
            <DialogPrimitive.Close
              aria-label={T.close}
              className="rounded-full p-2 text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
            >
              <XIcon className="size-6" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>

          <div
            className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 select-none sm:px-16"
            onPointerDown={(event) => {
              start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
            }}
            onPointerUp={(event) => {
              const from = start.current;
              start.current = null;
              if (!from || from.id !== event.pointerId) return;
              const step = swipeStep(event.clientX - from.x, event.clientY - from.y);
              if (step !== 0) go(step);
            }}
            onPointerCancel={() => {
              start.current = null;
            }}
          >
            {image ? (
              <img
                key={image.id}
                src={image.imageUrl}
                alt={T.imageAlt(at + 1, image.caption)}
                draggable={false}
                className="max-h-full max-w-full object-contain"
              />
            ) : null}
            {total > 1 ? (
              <>
                <button
                  type="button"
                  aria-label={T.previous}
                  onClick={() => go(-1)}
                  className="absolute top-1/2 left-2 -translate-y-1/2 rounded-full bg-black/60 p-2 text-white ring-1 ring-white/30 hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-white sm:left-4 sm:p-3"
                >
                  <ChevronLeftIcon className="size-6 sm:size-8" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  aria-label={T.next}
                  onClick={() => go(1)}
                  className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full bg-black/60 p-2 text-white ring-1 ring-white/30 hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-white sm:right-4 sm:p-3"
                >
                  <ChevronRightIcon className="size-6 sm:size-8" aria-hidden="true" />
                </button>
              </>
            ) : null}
          </div>

          <p
            data-testid="viewer-caption"
            className="min-h-12 p-4 text-center text-sm text-slate-100 [overflow-wrap:anywhere]"
          >
            {image?.caption ?? <span className="text-slate-400">{T.noCaption}</span>}
          </p>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

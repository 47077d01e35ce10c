import { type HTMLAttributes, type RefObject, useRef, useState } from 'react';
import { keyStep, moveOnto } from './drag-order';

interface Drag {
  id: string;
  pointerId: number;
  order: string[];
}

export interface DragReorder {
  /** The order to show: the one the drag makes, else `ids`. */
  order: string[];
  /** The id being dragged, or null. */
  dragging: string | null;
  /** The handlers of the drag handle of the image `id`, now at `index`. */
  handle: (id: string, index: number) => HTMLAttributes<HTMLButtonElement>;
}

interface DragReorderOptions {
  ids: string[];
  /** The list whose tiles (`data-attachment-id`) the pointer can be over. */
  listRef: RefObject<HTMLElement | null>;
  disabled: boolean;
  /** A drag ended somewhere else than it started. */
  onDrop: (order: string[], id: string) => void;
  /** An arrow key on a focused handle. */
  onKeyMove: (index: number, delta: -1 | 1) => void;
}

/**
 * Reordering by dragging a handle, with a mouse, a pen or a finger (pointer events, captured by the handle so the
 * drag goes on outside it), and by the arrow keys on the focused handle. The tiles take their new places while
 * the pointer moves; the order is saved once, on release. Esc or a cancelled pointer (a system gesture) puts the
 * order back.
 */
export function useDragReorder({
  ids,
  listRef,
  disabled,
  onDrop,
  onKeyMove,
}: DragReorderOptions): DragReorder {
  const [drag, setDrag] = useState<Drag | null>(null);
  const current = useRef<Drag | null>(null);
  // The dropped order, shown until the saved order (set at once by the mutation) replaces `ids`: no flash back.
  const [dropped, setDropped] = useState<{ order: string[]; from: string } | null>(null);
  const key = ids.join(',');
  // Any change of `ids` (the saved order, or the old one put back after a refusal) ends what was dropped.
  const [seenKey, setSeenKey] = useState(key);
  if (seenKey !== key) {
    setSeenKey(key);
    setDropped(null);
  }

  const set = (next: Drag | null) => {
    current.current = next;
    setDrag(next);
  };
  const end = (commit: boolean) => {
    const d = current.current;
    if (!d) return;
    set(null);
    if (!commit || d.order.join(',') === key) return;
    setDropped({ order: d.order, from: key });
    onDrop(d.order, d.id);
  };

  const handle = (id: string, index: number): HTMLAttributes<HTMLButtonElement> => ({
    onPointerDown: (event) => {
      if (disabled || event.button !== 0 || current.current) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      set({ id, pointerId: event.pointerId, order: ids });
    },
    onPointerMove: (event) => {
      const d = current.current;
      if (!d || d.pointerId !== event.pointerId) return;
      const tile = document
        .elementFromPoint(event.clientX, event.clientY)
        ?.closest<HTMLElement>('[data-attachment-id]');
      const over = tile && listRef.current?.contains(tile) ? tile.dataset.attachmentId : undefined;
      if (!over || over === d.id) return;
      const order = moveOnto(d.order, d.id, over);
      if (order.join(',') !== d.order.join(',')) set({ ...d, order });
    },
    onPointerUp: (event) => {
      if (current.current?.pointerId === event.pointerId) end(true);
    },
    onPointerCancel: () => end(false),
    onKeyDown: (event) => {
      if (event.key === 'Escape' && current.current) {
        event.preventDefault();
        event.stopPropagation();
        end(false);
        return;
      }
      const step = keyStep(event.key);
      if (step === 0) return;
      event.preventDefault();
      if (!disabled && !current.current) onKeyMove(index, step);
    },
  });

  const shown = drag?.order ?? (dropped && dropped.from === key ? dropped.order : ids);
  return { order: shown, dragging: drag?.id ?? null, handle };
}

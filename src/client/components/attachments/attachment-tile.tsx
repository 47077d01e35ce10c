import { ArrowLeftIcon, ArrowRightIcon, GripVerticalIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { type HTMLAttributes, useState } from 'react';
import { cn } from '@/client/lib/cn';
import type { AttachmentDto } from '@/shared/attachments/contract';
import { attachmentsText as T } from '@/shared/i18n/attachments';
import { CaptionEditor } from './caption-editor';
import { TileIconButton, TileShell } from './tile-shell';

interface AttachmentTileProps {
  attachment: AttachmentDto;
  /** 0-based place and how many the trade has. */
  index: number;
  total: number;
  onOpen: () => void;
  onMove: (delta: -1 | 1) => void;
  onDelete: () => void;
  onCaption: (caption: string) => Promise<unknown>;
  busy: boolean;
  /** The drag handle's pointer and key handlers (use-drag-reorder.ts). */
  handle: HTMLAttributes<HTMLButtonElement>;
  /** Being dragged now. */
  dragging: boolean;
  /** The handle's hint for screen readers (how to move with the keys). */
  handleHintId: string;
}

const MOVES = [
  { delta: -1, Icon: ArrowLeftIcon, label: T.moveLeft },
  { delta: 1, Icon: ArrowRightIcon, label: T.moveRight },
] as const;

/**
 * One stored image: its thumbnail (opens the full-screen view), its caption edited in place, its place (dragged by
 * the handle, or moved by the arrows) and delete.
 */
export function AttachmentTile(props: AttachmentTileProps) {
  const { attachment, index, total, busy } = props;
  const n = index + 1;
  const [editing, setEditing] = useState(false);
  return (
    <TileShell
      data-testid="attachment-tile"
      data-attachment-id={attachment.id}
      data-dragging={props.dragging || undefined}
      className={cn(props.dragging && 'opacity-60')}
      frameClassName={cn(props.dragging && 'border-brand-600 ring-2 ring-brand-600')}
      frame={
        <button
          type="button"
          onClick={props.onOpen}
          aria-label={T.open(n, total)}
          className="size-full focus-visible:outline-2 focus-visible:-outline-offset-2"
        >
          <img
            src={attachment.thumbUrl}
            alt={T.imageAlt(n, attachment.caption)}
            loading="lazy"
            draggable={false}
            className="size-full object-cover"
          />
          <span className="absolute top-1 left-1 rounded bg-slate-900/75 px-1.5 text-xs font-semibold text-white tabular-nums">
            {n}
          </span>
        </button>
      }
    >
      {editing ? (
        <CaptionEditor
          n={n}
          initial={attachment.caption ?? ''}
          onCancel={() => setEditing(false)}
          onSave={(caption) => props.onCaption(caption).then(() => setEditing(false))}
        />
      ) : (
        <button
          type="button"
          onClick={() => setEditing(true)}
          aria-label={T.editCaption(n)}
          className="flex min-h-8 items-start gap-1 rounded px-1 text-left text-xs text-slate-700 hover:bg-slate-100 focus-visible:outline-2"
        >
          <PencilIcon className="mt-0.5 size-3 shrink-0 text-slate-400" aria-hidden="true" />
          <span data-testid="attachment-caption" className="line-clamp-2 [overflow-wrap:anywhere]">
            {attachment.caption ?? <span className="text-slate-500 italic">{T.addCaption}</span>}
          </span>
        </button>
      )}
      <div className="flex items-center justify-between gap-1">
        <div className="flex gap-1">
          {total > 1 ? (
            // Touch drags the handle, not the page: it takes no panning.
            <TileIconButton
              label={T.dragHandle(n, total)}
              aria-describedby={props.handleHintId}
              aria-disabled={busy || undefined}
              data-move="grip"
              className="cursor-grab touch-none active:cursor-grabbing"
              {...props.handle}
            >
              <GripVerticalIcon aria-hidden="true" />
            </TileIconButton>
          ) : null}
          {MOVES.map(({ delta, Icon, label }) => (
            <TileIconButton
              key={delta}
              label={label(n)}
              data-move={String(delta)}
              disabled={delta < 0 ? index === 0 : index === total - 1}
              aria-disabled={busy || undefined}
              onClick={() => (busy ? undefined : props.onMove(delta))}
            >
              <Icon aria-hidden="true" />
            </TileIconButton>
          ))}
        </div>
        <TileIconButton label={T.delete(n)} className="text-red-700 hover:bg-red-50" onClick={props.onDelete}>
          <Trash2Icon aria-hidden="true" />
        </TileIconButton>
      </div>
    </TileShell>
  );
}

import { ArrowLeftIcon, ArrowRightIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { CAPTION_MAX, type AttachmentDto } from '@/shared/attachments/contract';
import { attachmentsText as T } from '@/shared/i18n/attachments';

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
}

/** One stored image: its thumbnail (opens the full-screen view), its caption edited in place, order and delete. */
export function AttachmentTile(props: AttachmentTileProps) {
  const { attachment, index, total, busy } = props;
  const n = index + 1;
  const [editing, setEditing] = useState(false);
  return (
    <li
      data-testid="attachment-tile"
      data-attachment-id={attachment.id}
      className="grid w-40 shrink-0 content-start gap-1.5 sm:w-44"
    >
      <button
        type="button"
        onClick={props.onOpen}
        aria-label={T.open(n, total)}
        className="relative aspect-video overflow-hidden rounded-md border border-slate-200 bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        <img
          src={attachment.thumbUrl}
          alt={T.imageAlt(n, attachment.caption)}
          loading="lazy"
          className="size-full object-cover"
        />
        <span className="absolute top-1 left-1 rounded bg-slate-900/75 px-1.5 text-xs font-semibold text-white tabular-nums">
          {n}
        </span>
      </button>
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
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={T.moveLeft(n)}
            data-move="-1"
            disabled={index === 0}
            aria-disabled={busy || undefined}
            onClick={() => (busy ? undefined : props.onMove(-1))}
          >
            <ArrowLeftIcon aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={T.moveRight(n)}
            data-move="1"
            disabled={index === total - 1}
            aria-disabled={busy || undefined}
            onClick={() => (busy ? undefined : props.onMove(1))}
          >
            <ArrowRightIcon aria-hidden="true" />
          </Button>
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8 text-red-700 hover:bg-red-50"
          aria-label={T.delete(n)}
          onClick={props.onDelete}
        >
          <Trash2Icon aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

function CaptionEditor(props: {
  n: number;
  initial: string;
  onSave: (caption: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(props.initial);
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const save = () => {
    setSaving(true);
    props.onSave(value).catch(() => setSaving(false));
  };
  return (
    <div className="grid gap-1">
      <Input
        ref={input}
        aria-label={T.captionLabel(props.n)}
        placeholder={T.captionPlaceholder}
        maxLength={CAPTION_MAX}
        value={value}
        className="h-8 text-xs"
        // Esc cancels the edit, not the dialog around it.
        data-keeps-escape=""
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            save();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            props.onCancel();
          }
        }}
      />
      <div className="flex gap-1">
        <Button type="button" size="sm" className="h-7 flex-1 px-2 text-xs" disabled={saving} onClick={save}>
          {T.saveCaption}
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="h-7 flex-1 px-2 text-xs"
          onClick={props.onCancel}
        >
          {T.cancelCaption}
        </Button>
      </div>
    </div>
  );
}

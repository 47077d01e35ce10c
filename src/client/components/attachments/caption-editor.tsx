import { useEffect, useRef, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { CAPTION_MAX } from '@/shared/attachments/contract';
import { attachmentsText as T } from '@/shared/i18n/attachments';

/** A caption edited in place: Enter saves, Esc cancels (the edit only, not the dialog around it). */
export function CaptionEditor(props: {
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

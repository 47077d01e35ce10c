import { CameraIcon, ImagePlusIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/cn';
import { ATTACHMENT_TYPES } from '@/shared/attachments/contract';
import { attachmentsText as T } from '@/shared/i18n/attachments';
import { filesFromTransfer, hasImage, namedCapture } from './upload-queue';

const ACCEPT = ATTACHMENT_TYPES.join(',');

/**
 * Images pasted anywhere on the page while `enabled` (a screen capture then Ctrl+V, the usual way on a desktop).
 * A paste without an image (text into a field) goes on as usual.
 */
export function usePastedImages(onFiles: (files: File[]) => void, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const onPaste = (event: ClipboardEvent) => {
      const files = filesFromTransfer(event.clipboardData);
      if (!hasImage(files)) return;
      event.preventDefault();
      onFiles(files.map(namedCapture));
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [enabled, onFiles]);
}

interface AttachmentPickerProps {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
}

/** The drop zone with its two buttons: files from the device, and (on a phone) the camera. */
export function AttachmentPicker({ onFiles, disabled = false }: AttachmentPickerProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();

  const take = (list: FileList | null, input: HTMLInputElement | null) => {
    const files = Array.from(list ?? []);
    // The same file chosen again must fire 'change' again.
    if (input) input.value = '';
    if (files.length > 0) onFiles(files);
  };

  return (
    <div
      data-testid="attachment-drop"
      onDragOver={(event) => {
        if (disabled || !Array.from(event.dataTransfer.types).includes('Files')) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false);
        if (disabled) return;
        event.preventDefault();
        const files = filesFromTransfer(event.dataTransfer);
        if (files.length > 0) onFiles(files);
      }}
      className={cn(
        'grid gap-3 rounded-lg border-2 border-dashed border-slate-300 bg-slate-50 p-3 text-sm text-slate-600 transition-colors',
        over && 'border-brand-600 bg-brand-50',
      )}
    >
      <p id={hintId}>
        {over ? (
          T.dropHere
        ) : (
          <>
            <span className="md:hidden">{T.sectionHintTouch}</span>
            <span className="hidden md:inline">{T.sectionHint}</span>
          </>
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled}
          aria-describedby={hintId}
          onClick={() => fileInput.current?.click()}
          className="flex-1 sm:flex-none"
        >
          <ImagePlusIcon aria-hidden="true" />
          {T.choose}
        </Button>
        {/* Phones and tablets only: a desktop's 'capture' opens the file picker anyway. */}
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled}
          onClick={() => cameraInput.current?.click()}
          className="flex-1 sm:flex-none md:hidden"
        >
          <CameraIcon aria-hidden="true" />
          {T.camera}
        </Button>
      </div>
      <input
        ref={fileInput}
        type="file"
        accept={ACCEPT}
        multiple
        hidden
        data-testid="attachment-file-input"
        onChange={(event) => take(event.target.files, event.target)}
      />
      <input
        ref={cameraInput}
        type="file"
        accept={ACCEPT}
        capture="environment"
        hidden
        onChange={(event) => take(event.target.files, event.target)}
      />
    </div>
  );
}

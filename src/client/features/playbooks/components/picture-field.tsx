import { Trash2Icon } from 'lucide-react';
import { useCallback, useEffect, useMemo } from 'react';
import { AttachmentPicker, usePastedImages } from '@/client/components/attachments/attachment-picker';
import { Button } from '@/client/components/ui/button';
import { notify } from '@/client/lib/notify';
import { playbooksText } from '@/shared/i18n/playbooks';
import type { PlaybookDto } from '@/shared/playbooks/contract';
import { useRemovePlaybookImage, useUploadPlaybookImage } from '../api/playbooks';

const P = playbooksText.picture;

interface PictureFieldProps {
  /** An existing playbook: a chosen picture is sent at once. A new one: it waits in `pendingFile` for the save. */
  playbook: PlaybookDto | null;
  pendingFile: File | null;
  onPendingFile: (file: File | null) => void;
}

/** The playbook's picture in its form: the current one (or the chosen one, for a new playbook), pick, paste or drop. */
export function PictureField({ playbook, pendingFile, onPendingFile }: PictureFieldProps) {
  const upload = useUploadPlaybookImage();
  const send = upload.mutate;
  const remove = useRemovePlaybookImage();
  const preview = useMemo(() => (pendingFile ? URL.createObjectURL(pendingFile) : null), [pendingFile]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const current = upload.data?.thumbUrl ?? (remove.isSuccess ? null : playbook?.thumbUrl);
  const shown = preview ?? current ?? null;
  const name = playbook?.name ?? '';

  const onFiles = useCallback(
    (files: File[]) => {
      const file = files.find((f) => f.type.startsWith('image/')) ?? files[0];
      if (!file) return;
      if (!playbook) return onPendingFile(file);
      send(
        { id: playbook.id, file },
        {
          onSuccess: (saved) => notify.success(P.uploaded, P.uploadedDetail(saved.name)),
          onError: (error) => notify.error(P.error, P.errorDetail, error),
        },
      );
    },
    [playbook, onPendingFile, send],
  );
  usePastedImages(onFiles, true);

  const onRemove = () => {
    if (!playbook) return onPendingFile(null);
    remove.mutate(playbook.id, {
      onSuccess: () => notify.success(P.removed, P.removedDetail(name)),
      onError: (error) => notify.error(P.error, P.errorDetail, error),
    });
  };

  return (
    <fieldset className="grid gap-2 sm:col-span-2">
      <legend className="text-sm font-medium text-slate-900">{P.title}</legend>
      <p className="-mt-1 text-sm text-slate-600">{P.lead}</p>
      {shown ? (
        <div className="flex items-center gap-3">
          <img
            src={shown}
            alt={P.label(name)}
            className="h-20 w-32 shrink-0 rounded-md border border-slate-200 bg-slate-100 object-cover"
            data-testid="playbook-picture"
          />
          <Button type="button" variant="outline" size="sm" disabled={remove.isPending} onClick={onRemove}>
            <Trash2Icon aria-hidden="true" />
            {P.remove}
          </Button>
        </div>
      ) : null}
      {upload.isPending ? (
        <p className="text-sm text-slate-600" aria-live="polite">
          {P.uploading}
        </p>
      ) : null}
      <AttachmentPicker onFiles={onFiles} disabled={upload.isPending} />
    </fieldset>
  );
}

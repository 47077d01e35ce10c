import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { attachmentsText as T } from '@/shared/i18n/attachments';
import { useReturnFocus } from './use-return-focus';
import { useUploadQueue } from './use-upload-queue';
import { AttachmentsSection } from './attachments-section';

/** Esc inside a field that handles it (a caption being edited) cancels that edit, not the dialog. */
export function keepFieldEscape(event: KeyboardEvent) {
  if (event.target instanceof HTMLElement && event.target.closest('[data-keeps-escape]'))
    event.preventDefault();
}

interface TradeAttachmentsDialogProps {
  /** The trade whose images are shown; null: closed. */
  tradeId: string | null;
  tradeName: string;
  onClose: () => void;
}

/** A trade's images from its row on /trades: add, order, caption and delete without opening the whole form. */
export function TradeAttachmentsDialog({ tradeId, tradeName, onClose }: TradeAttachmentsDialogProps) {
  const returnFocus = useReturnFocus(tradeId !== null);
  return (
    <Dialog open={tradeId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl" onEscapeKeyDown={keepFieldEscape} onCloseAutoFocus={returnFocus}>
        <DialogHeader>
          <DialogTitle>{T.dialogTitle}</DialogTitle>
          <DialogDescription>{T.dialogDescription(tradeName)}</DialogDescription>
        </DialogHeader>
        {tradeId ? <Manager tradeId={tradeId} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function Manager({ tradeId }: { tradeId: string }) {
  const queue = useUploadQueue();
  return <AttachmentsSection tradeId={tradeId} queue={queue} />;
}

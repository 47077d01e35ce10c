import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import type { AdminUser } from '@/shared/account/contract';
import { adminPage, common } from '@/shared/i18n/auth';

interface RevokeDialogProps {
  user: AdminUser | null;
  onCancel: () => void;
  onConfirm: (user: AdminUser) => void;
}

export function RevokeDialog({ user, onCancel, onConfirm }: RevokeDialogProps) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{adminPage.revokeTitle}</DialogTitle>
          <DialogDescription>
            {adminPage.revokeDescription(user?.name || user?.displayName || '')}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{common.cancel}</Button>
          </DialogClose>
          <Button variant="destructive" onClick={() => user && onConfirm(user)}>
            {adminPage.revokeConfirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

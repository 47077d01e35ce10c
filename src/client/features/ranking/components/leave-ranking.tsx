import { LogOutIcon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { Button } from '@/client/components/ui/button';
import { notify } from '@/client/lib/notify';
import { rankingText } from '@/shared/i18n/ranking';
import { useLeaveRanking } from '../api/ranking';

const T = rankingText.leave;

/** 'Sair do ranking', after a confirmation: off every board at once, the nickname kept for a return. */
export function LeaveRanking() {
  const [open, setOpen] = useState(false);
  const leave = useLeaveRanking();

  // Awaited rather than mutate's callbacks: leaving unmounts this button (the page turns to the join form).
  async function onLeave() {
    try {
      await leave.mutateAsync();
      setOpen(false);
      notify.success(T.done, T.doneDetail);
    } catch (error) {
      notify.error(T.error, T.errorDetail, error);
    }
  }
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <LogOutIcon aria-hidden="true" />
        {T.open}
      </Button>
      <ConfirmDialog
        open={open}
        title={T.title}
        description={T.description}
        confirmLabel={T.confirm}
        pendingLabel={T.pending}
        pending={leave.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() => void onLeave()}
      />
    </>
  );
}

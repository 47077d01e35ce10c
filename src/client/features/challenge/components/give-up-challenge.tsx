import { FlagIcon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { Button } from '@/client/components/ui/button';
import { notify } from '@/client/lib/notify';
import { challengeText } from '@/shared/i18n/challenge';
import { useGiveUpChallenge } from '../api/challenge';

const T = challengeText.giveUp;

/** 'Desistir do desafio', after a confirmation: the challenge stays in the history, and a new one can start. */
export function GiveUpChallenge({ daysPassed }: { daysPassed: number }) {
  const [open, setOpen] = useState(false);
  const giveUp = useGiveUpChallenge();
  // The promise, not mutate's callbacks: once the challenge is read again this button is gone (unmounted), and
  // the toast must still show.
  const confirm = () =>
    giveUp.mutateAsync().then(
      () => {
        setOpen(false);
        notify.info(T.done, T.doneDetail);
      },
      (error: unknown) => notify.error(T.error, T.errorDetail, error),
    );
  return (
    <>
      <Button variant="outline" className="w-full text-red-700 sm:w-auto" onClick={() => setOpen(true)}>
        <FlagIcon aria-hidden="true" />
        {T.button}
      </Button>
      <ConfirmDialog
        open={open}
        title={T.title}
        description={T.description(daysPassed)}
        confirmLabel={T.confirm}
        pendingLabel={T.pending}
        pending={giveUp.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={confirm}
      />
    </>
  );
}

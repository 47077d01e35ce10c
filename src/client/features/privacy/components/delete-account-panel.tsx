import { TriangleAlertIcon } from 'lucide-react';
import { useState } from 'react';
import { LoadError } from '@/client/components/load-error';
import { Alert, AlertDescription } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { Panel } from '@/client/components/ui/panel';
import { Skeleton } from '@/client/components/ui/skeleton';
import { errorMessages } from '@/shared/i18n/errors';
import { privacyText } from '@/shared/i18n/privacy';
import { useDeletionStatus } from '../api/privacy';
import { DeleteAccountDialog } from './delete-account-dialog';

/** 'Excluir minha conta': the consequences, said before anything is asked; the confirmation is a dialog. */
export function DeleteAccountPanel() {
  const T = privacyText.deletion;
  const status = useDeletionStatus();
  const [open, setOpen] = useState(false);
  const blocked = status.data?.blocked;
  return (
    <Panel id="privacy-delete-title" title={T.title} className="border-red-200">
      <div className="grid gap-2 text-sm text-slate-700">
        <p>{T.lead}</p>
        <ul className="grid list-disc gap-1 pl-5">
          {T.consequences.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="font-medium">{T.exportFirst}</p>
      </div>
      {status.isPending ? (
        <Skeleton className="h-10 w-48" />
      ) : status.isError ? (
        <LoadError message={T.loadError} retryLabel={T.retry} onRetry={() => void status.refetch()} />
      ) : (
        <>
          {status.data.schoolsAdministered.length ? (
            <Alert tone="info" role="note">
              <AlertDescription>
                {T.schoolsNotice(status.data.schoolsAdministered.join(', '))}
              </AlertDescription>
            </Alert>
          ) : null}
          {blocked ? (
            <Alert tone="warning" role="note">
              <TriangleAlertIcon aria-hidden="true" />
              <AlertDescription>
                {blocked === 'last-admin'
                  ? errorMessages.ACCOUNT_DELETE_LAST_ADMIN
                  : errorMessages.ACCOUNT_DELETE_BOOTSTRAP_ADMIN}
              </AlertDescription>
            </Alert>
          ) : null}
          <div>
            <Button
              variant="destructive"
              className="w-full sm:w-auto"
              disabled={Boolean(blocked)}
              onClick={() => setOpen(true)}
            >
              {T.button}
            </Button>
          </div>
          <DeleteAccountDialog
            open={open}
            onOpenChange={setOpen}
            status={status.data}
            onStale={() => void status.refetch()}
          />
        </>
      )}
    </Panel>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { FingerprintIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { LoadError } from '@/client/components/load-error';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { FormFields, FormInput } from '@/client/components/ui/form-inputs';
import { Panel } from '@/client/components/ui/panel';
import { SkeletonList } from '@/client/components/ui/skeleton';
import type { AuthClientError } from '@/client/lib/auth-client';
import { useMe } from '@/client/lib/me';
import { notify } from '@/client/lib/notify';
import { deviceName, forgetPasskey, rememberPasskey } from '@/client/lib/passkey-device';
import { toasts } from '@/shared/i18n/auth';
import { passkeysText } from '@/shared/i18n/security-factors';
import { addPasskeySchema } from '@/shared/security/factors-contract';
import { PASSKEY_NAME_MAX } from '@/shared/security/limits';
import { useAddPasskey, usePasskeys, useRemovePasskey, type PasskeyItem } from '../api/factors';
import { RenamePasskeyDialog } from './rename-passkey-dialog';

const T = passkeysText;
const dateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'medium' });
const webAuthnAvailable = () => typeof window !== 'undefined' && 'PublicKeyCredential' in window;

/** 'Biometria' on /profile's 'Segurança' tab: the account's passkeys (name, date), add, rename, remove. */
export function PasskeysSection() {
  const passkeys = usePasskeys();
  const { data: me } = useMe();
  const remove = useRemovePasskey();
  const [renaming, setRenaming] = useState<PasskeyItem | null>(null);
  const [removing, setRemoving] = useState<PasskeyItem | null>(null);

  async function confirmRemove() {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      // The marker is per account, not per passkey: drop it only when none is left.
      if (me && passkeys.data?.length === 1) forgetPasskey(me.user.id);
      notify.success(T.removedToast, T.removedToastDetail);
      setRemoving(null);
    } catch (error) {
      // The last way in is refused by the server with its reason (LAST_PASSKEY): say it as it is.
      const refusal = (error as AuthClientError | null)?.code === 'LAST_PASSKEY';
      notify.error(
        T.error,
        refusal ? ((error as AuthClientError).message ?? T.errorDetail) : T.errorDetail,
        error,
      );
      if (refusal) setRemoving(null);
    }
  }

  let list;
  if (passkeys.isPending) list = <SkeletonList label={T.loading} rows={2} rowClassName="h-14" />;
  else if (passkeys.isError)
    list = <LoadError message={T.loadError} retryLabel={T.retry} onRetry={() => passkeys.refetch()} />;
  else if (passkeys.data.length === 0) list = <p className="text-sm text-slate-600">{T.empty}</p>;
  else
    list = (
      <ul
        aria-label={T.listLabel}
        className="grid divide-y divide-slate-200 rounded-lg border border-slate-200"
      >
        {passkeys.data.map((p) => {
          const name = p.name?.trim() || T.unnamed;
          return (
            <li
              key={p.id}
              data-testid="passkey-row"
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-3"
            >
              <div className="flex min-w-0 items-center gap-3">
                <FingerprintIcon className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
                <div className="grid min-w-0">
                  <span className="font-medium break-words text-slate-900">{name}</span>
                  <span className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                    {p.createdAt ? T.createdAt(dateFormat.format(new Date(p.createdAt))) : null}
                    {p.backedUp ? <Badge tone="info">{T.synced}</Badge> : null}
                  </span>
                </div>
              </div>
              <div className="flex gap-2" role="group" aria-label={T.actionsFor(name)}>
                <Button type="button" variant="outline" size="sm" onClick={() => setRenaming(p)}>
                  <PencilIcon aria-hidden="true" />
                  {T.rename}
                </Button>
                <Button type="button" variant="outline" size="sm" onClick={() => setRemoving(p)}>
                  <Trash2Icon aria-hidden="true" />
                  {T.remove}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    );

  return (
    <Panel id="passkeys-title" title={T.title} lead={T.lead}>
      {list}
      {webAuthnAvailable() ? (
        <AddPasskeyForm userId={me?.user.id} />
      ) : (
        <p className="text-sm text-slate-600">{T.unsupported}</p>
      )}
      {renaming ? <RenamePasskeyDialog passkey={renaming} onClose={() => setRenaming(null)} /> : null}
      <ConfirmDialog
        open={removing !== null}
        title={T.removeTitle}
        description={T.removeLead(removing?.name?.trim() || T.unnamed)}
        confirmLabel={T.remove}
        pendingLabel={T.removing}
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={confirmRemove}
      />
    </Panel>
  );
}

function addErrorDetail(error: unknown): string {
  const code = (error as AuthClientError | null)?.code;
  if (code === 'ERROR_CEREMONY_ABORTED' || code === 'AUTH_CANCELLED') return T.cancelled;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return T.alreadyRegistered;
  return T.addErrorDetail;
}

function AddPasskeyForm({ userId }: { userId: string | undefined }) {
  const add = useAddPasskey();
  const form = useForm({
    resolver: zodResolver(addPasskeySchema),
    defaultValues: { name: deviceName(navigator.userAgent) },
  });

  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await add.mutateAsync(name);
      // The sign-in tab's biometric button looks for this marker (ADR 007).
      if (userId) rememberPasskey(userId);
      notify.success(toasts.passkeyConfigured, toasts.passkeyConfiguredDetail);
      form.reset({ name: deviceName(navigator.userAgent) });
    } catch (cause) {
      notify.error(T.addError, addErrorDetail(cause), cause);
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-[minmax(0,20rem)_auto] sm:items-end"
    >
      <FormFields form={form} idPrefix="passkey">
        <FormInput name="name" label={T.name} hint={T.nameHint} maxLength={PASSKEY_NAME_MAX} />
      </FormFields>
      <Button
        type="submit"
        disabled={add.isPending}
        className="w-full sm:mb-7 sm:w-auto sm:justify-self-start"
      >
        <FingerprintIcon aria-hidden="true" />
        {add.isPending ? T.adding : T.add}
      </Button>
    </form>
  );
}

import { PencilIcon, PlusIcon, StarIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/client/components/ui/badge';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { Button } from '@/client/components/ui/button';
import { ApiRequestError } from '@/client/lib/api';
import { formatMoney } from '@/shared/format';
import { notify } from '@/client/lib/notify';
import { settingsText } from '@/shared/i18n/settings';
import type { AccountDto } from '@/shared/trading/api-contract';
import { useAccounts } from '@/client/lib/queries';
import { useDeleteAccount, useMakeDefaultAccount } from '../api/settings';
import { AccountDialog } from './account-dialog';
import { ListSkeleton, SectionLoadError, Section } from './section';

const T = settingsText.accounts;

/** 'Contas': the user's trading accounts, with create, edit, make default and delete. */
export function AccountsSection() {
  const accounts = useAccounts();
  const makeDefault = useMakeDefaultAccount();
  const remove = useDeleteAccount();
  const [editing, setEditing] = useState<{ open: boolean; account: AccountDto | null }>({
    open: false,
    account: null,
  });
  const [deletingId, setDeletingId] = useState<string | null>(null);
  // Read from the list, so a refreshed trade count shows in the open confirmation.
  const deleting = accounts.data?.find((a) => a.id === deletingId) ?? null;

  const onMakeDefault = (account: AccountDto) =>
    makeDefault.mutate(account.id, {
      onSuccess: () => notify.success(T.defaultChanged, T.defaultChangedDetail(account.name)),
      onError: (error) => notify.error(T.defaultError, T.defaultErrorDetail, error),
    });

  const onDelete = () => {
    if (!deleting) return;
    const { id, name, tradeCount } = deleting;
    remove.mutate(
      { id, confirm: tradeCount > 0 },
      {
        onSuccess: (result) => {
          setDeletingId(null);
          notify.success(T.deleted, T.deletedDetail(name, result.deletedTrades));
        },
        onError: (error) => {
          // Trades arrived since the list was read: the dialog stays open with the new count.
          if (error instanceof ApiRequestError && error.code === 'ACCOUNT_HAS_TRADES') {
            notify.warning(T.tradesChanged, error.message);
            return;
          }
          setDeletingId(null);
          notify.error(T.deleteError, T.deleteErrorDetail, error);
        },
      },
    );
  };

  return (
    <Section
      id="accounts"
      title={T.title}
      lead={T.lead}
      action={
        <Button className="w-full sm:w-auto" onClick={() => setEditing({ open: true, account: null })}>
          <PlusIcon aria-hidden="true" />
          {T.add}
        </Button>
      }
    >
      {accounts.isPending ? (
        <ListSkeleton />
      ) : accounts.isError ? (
        <SectionLoadError onRetry={() => accounts.refetch()} />
      ) : (
        <ul aria-label={T.listLabel} className="grid gap-3" data-testid="account-list">
          {accounts.data.map((account) => (
            <AccountRow
              key={account.id}
              account={account}
              busy={makeDefault.isPending}
              onEdit={() => setEditing({ open: true, account })}
              onMakeDefault={() => onMakeDefault(account)}
              onDelete={() => setDeletingId(account.id)}
            />
          ))}
        </ul>
      )}

      <AccountDialog
        open={editing.open}
        account={editing.account}
        onOpenChange={(open) => setEditing((e) => ({ ...e, open }))}
      />
      <ConfirmDialog
        pendingLabel={settingsText.deleting}
        open={deleting !== null}
        title={deleting ? T.deleteTitle(deleting.name) : ''}
        description={
          deleting && deleting.tradeCount > 0 ? T.deleteWithTrades(deleting.tradeCount) : T.deleteEmpty
        }
        confirmLabel={
          deleting && deleting.tradeCount > 0
            ? T.confirmDeleteWithTrades(deleting.tradeCount)
            : T.confirmDelete
        }
        pending={remove.isPending}
        onCancel={() => setDeletingId(null)}
        onConfirm={onDelete}
      />
    </Section>
  );
}

function AccountRow({
  account,
  busy,
  onEdit,
  onMakeDefault,
  onDelete,
}: {
  account: AccountDto;
  busy: boolean;
  onEdit: () => void;
  onMakeDefault: () => void;
  onDelete: () => void;
}) {
  const hintId = `account-${account.id}-default-hint`;
  return (
    <li
      data-testid="account-row"
      className="grid gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-[1fr_auto] sm:items-center"
    >
      <div className="grid min-w-0 gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="truncate text-base font-semibold text-slate-900">{account.name}</h3>
          {account.isDefault ? <Badge tone="success">{T.defaultBadge}</Badge> : null}
          <Badge tone="neutral">{account.currency}</Badge>
        </div>
        <p className="text-sm text-slate-600">{account.broker || T.noBroker}</p>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div className="flex gap-1.5">
            <dt className="text-slate-600">{T.startingCapital}:</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">
              {formatMoney(account.startingCapital, account.currency)}
            </dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-slate-600">{T.trades}:</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{account.tradeCount}</dd>
          </div>
        </dl>
        {account.isDefault ? (
          <p id={hintId} className="text-xs text-slate-500">
            {T.defaultHint}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        {account.isDefault ? null : (
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            aria-label={T.makeDefaultLabel(account.name)}
            onClick={onMakeDefault}
          >
            <StarIcon aria-hidden="true" />
            {T.makeDefault}
          </Button>
        )}
        <Button variant="outline" size="sm" aria-label={T.editLabel(account.name)} onClick={onEdit}>
          <PencilIcon aria-hidden="true" />
          {settingsText.edit}
        </Button>
        {account.isDefault ? null : (
          <Button
            variant="outline"
            size="sm"
            className="border-red-200 text-red-700 hover:bg-red-50"
            aria-label={T.deleteLabel(account.name)}
            onClick={onDelete}
          >
            <Trash2Icon aria-hidden="true" />
            {settingsText.delete}
          </Button>
        )}
      </div>
    </li>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogForm, FormDialog } from '@/client/components/ui/dialog-form';
import { FormInput, FormSelect } from '@/client/components/ui/form-inputs';
import { notify } from '@/client/lib/notify';
import { toTypedNumber } from '@/shared/numbers';
import { settingsText } from '@/shared/i18n/settings';
import { accountInputSchema, type AccountDto } from '@/shared/trading/api-contract';
import { type AccountBody, useSaveAccount } from '../api/settings';
import { CurrencyOptions } from './currency-options';

const T = settingsText.accounts;
const F = T.form;

type AccountForm = z.input<typeof accountInputSchema>;
type Field = keyof AccountForm;
const FIELDS: readonly Field[] = ['name', 'broker', 'currency', 'startingCapital'];

// The shared schema reads the capital the pt-BR way ('10.000,50'); the body sent is the text as typed (raw), so
// the server reads it exactly as the form did.
const resolver: Resolver<AccountForm, unknown, AccountBody> = zodResolver(accountInputSchema, undefined, {
  raw: true,
});

interface AccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edits this account; without it the dialog creates one. */
  account: AccountDto | null;
}

export function AccountDialog({ open, onOpenChange, account }: AccountDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      <AccountForm key={account?.id ?? 'new'} account={account} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function AccountForm({ account, onDone }: { account: AccountDto | null; onDone: () => void }) {
  const save = useSaveAccount();
  const form = useForm<AccountForm, unknown, AccountBody>({
    resolver,
    defaultValues: {
      name: account?.name ?? '',
      broker: account?.broker ?? '',
      currency: account?.currency ?? 'BRL',
      startingCapital: account ? toTypedNumber(account.startingCapital) : '0,00',
    },
  });

  return (
    <DialogForm
      form={form}
      idPrefix="account"
      editing={account !== null}
      texts={F}
      pendingLabel={settingsText.saving}
      save={(body) => save.mutateAsync({ id: account?.id, body: { ...body, broker: body.broker || null } })}
      onSaved={(saved) =>
        account
          ? notify.success(T.updated, T.updatedDetail(saved.name))
          : notify.success(T.created, T.createdDetail(saved.name))
      }
      failure={{ title: T.saveError, detail: T.saveErrorDetail, fields: FIELDS }}
      onDone={onDone}
    >
      <FormInput name="name" label={F.name} wide placeholder={F.namePlaceholder} maxLength={60} />
      <FormInput name="broker" label={F.broker} wide placeholder={F.brokerPlaceholder} maxLength={60} />
      <FormSelect name="currency" label={F.currency}>
        <CurrencyOptions />
      </FormSelect>
      <FormInput
        name="startingCapital"
        label={F.startingCapital}
        hint={F.startingCapitalHint}
        inputMode="decimal"
      />
    </DialogForm>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { describedBy, FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { notify } from '@/client/lib/notify';
import { toTypedNumber } from '@/shared/numbers';
import { settingsText } from '@/shared/i18n/settings';
import { accountInputSchema, type AccountDto } from '@/shared/trading/api-contract';
import { type AccountBody, useSaveAccount } from '../api/settings';
import { applyFieldErrors, errorSource } from '../lib/field-errors';

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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        {open ? (
          <AccountForm key={account?.id ?? 'new'} account={account} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
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
  const { register, formState, setError } = form;
  const err = (field: Field) => formState.errors[field]?.message;
  const control = (field: Field, hint?: boolean) => ({
    id: `account-${field}`,
    'aria-invalid': formState.errors[field] ? true : undefined,
    'aria-describedby': describedBy(`account-${field}`, { error: err(field), hint }),
  });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({
        id: account?.id,
        body: { ...body, broker: body.broker || null },
      });
      if (account) notify.success(T.updated, T.updatedDetail(saved.name));
      else notify.success(T.created, T.createdDetail(saved.name));
      onDone();
    } catch (error) {
      applyFieldErrors(error, FIELDS, setError);
      notify.error(T.saveError, T.saveErrorDetail, errorSource(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <DialogHeader>
        <DialogTitle>{account ? F.editTitle : F.createTitle}</DialogTitle>
        <DialogDescription>{F.description}</DialogDescription>
      </DialogHeader>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField id="account-name" label={F.name} error={err('name')} className="sm:col-span-2">
          <Input
            autoComplete="off"
            placeholder={F.namePlaceholder}
            maxLength={60}
            {...control('name')}
            {...register('name')}
          />
        </FormField>
        <FormField id="account-broker" label={F.broker} error={err('broker')} className="sm:col-span-2">
          <Input
            autoComplete="off"
            placeholder={F.brokerPlaceholder}
            maxLength={60}
            {...control('broker')}
            {...register('broker')}
          />
        </FormField>
        <FormField id="account-currency" label={F.currency} error={err('currency')}>
          <Select {...control('currency')} {...register('currency')}>
            {(['BRL', 'USD'] as const).map((c) => (
              <option key={c} value={c}>
                {settingsText.currencies[c]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          id="account-startingCapital"
          label={F.startingCapital}
          error={err('startingCapital')}
          hint={F.startingCapitalHint}
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            {...control('startingCapital', true)}
            {...register('startingCapital')}
          />
        </FormField>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {settingsText.cancel}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? settingsText.saving : account ? F.submitEdit : F.submitCreate}
        </Button>
      </DialogFooter>
    </form>
  );
}

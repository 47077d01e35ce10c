import { Label } from '@/client/components/ui/label';
import { Select } from '@/client/components/ui/select';
import { riskText } from '@/shared/i18n/risk';
import type { AccountDto } from '@/shared/trading/api-contract';

/** The default account first, then the others by name. */
export function sortAccounts(accounts: AccountDto[]): AccountDto[] {
  return [...accounts].sort((a, b) =>
    a.isDefault !== b.isDefault ? (a.isDefault ? -1 : 1) : a.name.localeCompare(b.name, 'pt-BR'),
  );
}

/** The account a plan belongs to; the chosen id or, when none (or an unknown one), the default account. */
export function pickAccount(
  accounts: AccountDto[],
  requested: string | null | undefined,
): AccountDto | undefined {
  return accounts.find((a) => a.id === requested) ?? sortAccounts(accounts)[0];
}

export function AccountPicker({
  id,
  accounts,
  value,
  onChange,
}: {
  id: string;
  accounts: AccountDto[];
  value: string;
  onChange: (accountId: string) => void;
}) {
  return (
    <div className="grid gap-1.5 sm:max-w-sm">
      <Label htmlFor={id}>{riskText.account}</Label>
      <Select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-hint`}
      >
        {sortAccounts(accounts).map((a) => (
          <option key={a.id} value={a.id}>
            {a.name}
          </option>
        ))}
      </Select>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {riskText.accountHint}
      </p>
    </div>
  );
}

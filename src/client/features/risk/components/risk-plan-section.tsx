import { useState } from 'react';
import { LoadError } from '@/client/components/load-error';
import { SkeletonList } from '@/client/components/ui/skeleton';
import { useAccounts } from '@/client/lib/queries';
import { riskText } from '@/shared/i18n/risk';
import { AccountPicker, pickAccount } from './account-picker';
import { RiskPlanEditor } from './risk-plan-form';

const P = riskText.plan;

/**
 * 'Plano de risco' as a card: the title, the lead and the form of one account. With `accountId` the page around it
 * chose the account; without it (the settings screen) the card has its own account picker.
 */
export function RiskPlanSection({
  accountId,
  idPrefix = 'risk-plan',
}: {
  accountId?: string;
  idPrefix?: string;
}) {
  const accounts = useAccounts();
  const [chosen, setChosen] = useState<string | null>(null);
  const account = accountId ?? (accounts.data ? pickAccount(accounts.data, chosen)?.id : undefined);
  const ownPicker = accountId === undefined;

  return (
    <section
      // The 'Hoje' panel's 'Definir meu plano' lands here.
      id={accountId ? 'plano' : undefined}
      aria-labelledby={`${idPrefix}-title`}
      data-testid="risk-plan-section"
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="grid max-w-2xl gap-1">
        <h2 id={`${idPrefix}-title`} className="text-lg font-semibold text-slate-900">
          {P.title}
        </h2>
        <p className="text-sm text-slate-600">{P.lead}</p>
      </div>
      {ownPicker && accounts.isPending ? (
        <SkeletonList label={riskText.loading} rows={3} />
      ) : ownPicker && accounts.isError ? (
        <LoadError
          message={riskText.loadError}
          retryLabel={riskText.retry}
          onRetry={() => void accounts.refetch()}
        />
      ) : (
        <>
          {ownPicker && accounts.data && accounts.data.length > 1 && account ? (
            <AccountPicker
              id={`${idPrefix}-account`}
              accounts={accounts.data}
              value={account}
              onChange={setChosen}
            />
          ) : null}
          {account ? (
            <RiskPlanEditor accountId={account} idPrefix={idPrefix} withCapital={!ownPicker} />
          ) : null}
        </>
      )}
    </section>
  );
}

import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/client/components/load-error';
import { PageHeader } from '@/client/components/ui/page-header';
import { SkeletonList } from '@/client/components/ui/skeleton';
import { useAccounts } from '@/client/lib/queries';
import { riskText } from '@/shared/i18n/risk';
import { AccountPicker, pickAccount } from './account-picker';
import { RiskPlanSection } from './risk-plan-section';
import { TodayPanel } from './today-panel';

export interface RiskPageProps {
  /** The position-size calculator of the chosen account, composed by the route (another feature's). */
  renderCalculator?: (accountId: string) => ReactNode;
}

/** /risk: the chosen account's day ('Hoje'), its plan and the position-size calculator. The account is in the URL. */
export function RiskPage({ renderCalculator }: RiskPageProps) {
  const accounts = useAccounts();
  const [params, setParams] = useSearchParams();
  const account = accounts.data ? pickAccount(accounts.data, params.get('account')) : undefined;
  const several = (accounts.data?.length ?? 0) > 1;

  return (
    <div className="grid grid-cols-1 gap-5 sm:gap-6">
      <PageHeader title={riskText.title} description={riskText.lead} />
      {accounts.isPending ? (
        <SkeletonList label={riskText.loading} rows={3} />
      ) : accounts.isError ? (
        <LoadError
          message={riskText.loadError}
          retryLabel={riskText.retry}
          onRetry={() => void accounts.refetch()}
        />
      ) : account ? (
        <>
          {several ? (
            <AccountPicker
              id="risk-account"
              accounts={accounts.data}
              value={account.id}
              onChange={(id) => setParams({ account: id }, { replace: true })}
            />
          ) : null}
          <TodayPanel accountId={account.id} accountName={several ? account.name : undefined} />
          <RiskPlanSection key={account.id} accountId={account.id} />
          {renderCalculator ? (
            <section
              aria-labelledby="risk-calculator-title"
              className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
            >
              <div className="grid gap-1">
                <h2 id="risk-calculator-title" className="text-lg font-semibold text-slate-900">
                  {riskText.calculatorTitle}
                </h2>
                <p className="text-sm text-slate-600">{riskText.calculatorLead}</p>
              </div>
              {renderCalculator(account.id)}
            </section>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

import { ReportsPage } from '@/client/features/reports/components/reports-page';
import { NewTradeButton } from '@/client/features/trades/components/new-trade-button';
import { useAccounts, useMyInstruments } from '@/client/lib/queries';

/** /reports: the reports feature, with the shared accounts and instruments (filters) and the trades' 'Novo trade'. */
export default function ReportsRoute() {
  const accounts = useAccounts();
  // The 'Ativo' filter lists the trader's own instruments, not every known one.
  const instruments = useMyInstruments();
  return (
    <ReportsPage
      accounts={accounts.data}
      instruments={instruments.data}
      registerButton={<NewTradeButton className="w-full sm:w-auto" />}
    />
  );
}

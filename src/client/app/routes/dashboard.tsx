import { DashboardPage } from '@/client/features/dashboard/components/dashboard-page';
import { NewTradeButton } from '@/client/features/trades/components/new-trade-button';
import { TradeFormDialog } from '@/client/features/trades/components/trade-form-dialog';
import { useMe } from '@/client/lib/me';
import { useAccounts, useInstruments } from '@/client/lib/queries';

/**
 * /dashboard: the dashboard feature, composed with the shared accounts and instruments (for the filters) and the
 * trades feature's pieces (the 'Novo trade' button, the trade dialog that the last trades and the empty state open).
 */
export default function DashboardRoute() {
  const { data: me } = useMe();
  const accounts = useAccounts();
  const instruments = useInstruments();
  const name = (me?.profile.displayName || me?.user.name || '').split(' ')[0] ?? '';
  return (
    <DashboardPage
      greetingName={name}
      accounts={accounts.data}
      instruments={instruments.data}
      newTradeButton={<NewTradeButton className="w-full sm:w-auto" />}
      renderTradeDialog={(props) => <TradeFormDialog {...props} />}
    />
  );
}

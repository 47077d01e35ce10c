import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { dashboardQueryOptions } from '@/client/features/dashboard/api/dashboard';
import { UpcomingNotice } from '@/client/features/calendar/components/upcoming-notice';
import { DashboardPage } from '@/client/features/dashboard/components/dashboard-page';
import { TodayPanel } from '@/client/features/risk/components/today-panel';
import { NewTradeButton } from '@/client/features/trades/components/new-trade-button';
import { TradeFormDialog } from '@/client/features/trades/components/trade-form-dialog';
import { periodInUrl, tradeSpanQuery } from '@/client/lib/default-period';
import { useMe } from '@/client/lib/me';
import { validRange, viewFromParams, viewToQuery } from '@/client/lib/period-view';
import { queryClient } from '@/client/lib/query-client';
import { useAccounts, useMyInstruments } from '@/client/lib/queries';

// The schools feature's invitation card, only for a school's student: its code stays out of the dashboard chunk.
const ClassInvitationsCard = lazy(() =>
  import('@/client/features/schools/components/class-invitations-card').then((m) => ({
    default: m.ClassInvitationsCard,
  })),
);

/**
 * /dashboard: on top, a school's student's pending class invitation (the schools feature's card), the calendar
 * feature's notice of today's and this week's high-impact events and the risk feature's 'Hoje' panel, for the
 * account of the dashboard's filter (its `account` param) or the default one; then the dashboard feature, composed
 * with the shared accounts and instruments (for the filters) and the trades feature's pieces (the 'Novo trade'
 * button, the trade dialog that the last trades and the empty state open).
 */
export default function DashboardRoute() {
  const { data: me } = useMe();
  const accounts = useAccounts();
  // The 'Ativo' filter lists the trader's own instruments, not every known one.
  const instruments = useMyInstruments();
  const [params] = useSearchParams();
  const name = (me?.profile.displayName || me?.user.name || '').split(' ')[0] ?? '';
  const filtered = accounts.data?.find((a) => a.id === params.get('account'));
  const todayAccount = filtered ?? accounts.data?.find((a) => a.isDefault);
  const several = (accounts.data?.length ?? 0) > 1;
  return (
    <DashboardPage
      greetingName={name}
      accounts={accounts.data}
      instruments={instruments.data}
      newTradeButton={<NewTradeButton className="w-full sm:w-auto" />}
      renderTradeDialog={(props) => <TradeFormDialog {...props} />}
      todayPanel={
        <>
          {me?.school ? (
            <Suspense fallback={null}>
              <ClassInvitationsCard />
            </Suspense>
          ) : null}
          <UpcomingNotice />
          {/* Once the accounts are known, so the panel reads the chosen account's day once. */}
          {todayAccount ? (
            <TodayPanel
              compact
              accountId={todayAccount.id}
              accountName={several ? todayAccount.name : undefined}
            />
          ) : null}
        </>
      }
    />
  );
}

/**
 * On a page load of /dashboard (route-table.ts): the period's figures into the query cache while /api/me is still
 * on its way, taking the request the entry chunk already started.
 */
export function prefetch(search: URLSearchParams) {
  const view = viewFromParams(search);
  if (validRange(view)) void queryClient.prefetchQuery(dashboardQueryOptions(viewToQuery(view)));
  if (!periodInUrl(search)) void queryClient.prefetchQuery(tradeSpanQuery);
}

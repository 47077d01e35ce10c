import { lazy } from 'react';
import { SignedInFrame } from '@/client/components/layouts/signed-in-frame';
import { SignedInLayout, type NewTradeDialogRenderer } from '@/client/components/layouts/signed-in-layout';
import { RequireAccess } from '@/client/features/access/components/require-access';
import { PendingInviteJoin } from '@/client/features/schools/components/pending-invite-join';

// The trades feature's dialog, for the phone bar's 'Novo trade' on any page; loaded when first opened.
const TradeFormDialog = lazy(() =>
  import('@/client/features/trades/components/trade-form-dialog').then((m) => ({
    default: m.TradeFormDialog,
  })),
);
const renderNewTradeDialog: NewTradeDialogRenderer = (props) => <TradeFormDialog {...props} />;

/** Every protected page: the access gate around the signed-in layout, whose outlet renders the page. */
export default function ProtectedRoute() {
  return (
    // Until /api/me answers, the frame the page's HTML came with, not a blank 'Carregando...'.
    <RequireAccess pending={<SignedInFrame />}>
      {/* The school invite opened before signing in is joined here (and on /access-pending for pending users). */}
      <PendingInviteJoin />
      <SignedInLayout renderNewTradeDialog={renderNewTradeDialog} />
    </RequireAccess>
  );
}

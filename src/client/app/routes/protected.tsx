import { SignedInLayout } from '@/client/components/layouts/signed-in-layout';
import { RequireAccess } from '@/client/features/access/components/require-access';
import { PendingInviteJoin } from '@/client/features/schools/components/pending-invite-join';

/** Every protected page: the access gate around the signed-in layout, whose outlet renders the page. */
export default function ProtectedRoute() {
  return (
    <RequireAccess>
      {/* The school invite opened before signing in is joined here (and on /access-pending for pending users). */}
      <PendingInviteJoin />
      <SignedInLayout />
    </RequireAccess>
  );
}

import { AccessPendingPage } from '@/client/features/access/components/access-pending-page';
import { PendingInviteJoin } from '@/client/features/schools/components/pending-invite-join';

/** A pending user may join a school through an invite opened before signing in: their school can then release them. */
export default function AccessPendingRoute() {
  return (
    <>
      <PendingInviteJoin />
      <AccessPendingPage />
    </>
  );
}

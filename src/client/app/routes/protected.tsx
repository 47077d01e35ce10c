import { SignedInLayout } from '@/client/components/layouts/signed-in-layout';
import { RequireAccess } from '@/client/features/access/components/require-access';

/** Every protected page: the access gate around the signed-in layout, whose outlet renders the page. */
export default function ProtectedRoute() {
  return (
    <RequireAccess>
      <SignedInLayout />
    </RequireAccess>
  );
}

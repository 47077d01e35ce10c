import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageLoading } from '@/client/components/page-loading';
import { Button } from '@/client/components/ui/button';
import { useMe } from '@/client/lib/me';
import { adminPage, common } from '@/shared/i18n/auth';
import { CompletionModal } from './completion-modal';

/**
 * The gate of the protected pages (spec section 2): 'Carregando...' while /api/me is pending, /auth when
 * anonymous, /access-pending until an admin releases the account, and the blocking completion modal on top of
 * the page while the profile lacks its WhatsApp. The server enforces the same rules on every API call.
 */
export function RequireAccess({ children }: { children: ReactNode }) {
  const me = useMe();
  if (me.isPending) return <PageLoading />;
  if (me.isError && me.data === undefined) {
    return (
      <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
        <p className="text-slate-700">{common.networkError}</p>
        <Button variant="outline" onClick={() => me.refetch()}>
          {adminPage.retry}
        </Button>
      </div>
    );
  }
  if (!me.data) return <Navigate to="/auth" replace />;
  if (!me.data.profile.isAllowed) return <Navigate to="/access-pending" replace />;
  return (
    <>
      {children}
      {me.data.needsCompletion ? <CompletionModal /> : null}
    </>
  );
}

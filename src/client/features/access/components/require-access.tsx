import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoading } from '@/client/components/page-loading';
import { Button } from '@/client/components/ui/button';
import { meQueryKey, notifyAccessPending, useMe } from '@/client/lib/me';
import { needsSetup, SETUP_PATH } from '@/shared/account/setup';
import { adminPage, common } from '@/shared/i18n/auth';
import { CompletionModal } from './completion-modal';

/**
 * The gate of the protected pages (spec section 2): 'Carregando...' while /api/me is pending, /auth when
 * anonymous, /access-pending until an admin releases the account, and the blocking completion modal on top of
 * the page while the profile lacks its WhatsApp. The server enforces the same rules on every API call.
 */
export function RequireAccess({
  children,
  pending,
}: {
  children: ReactNode;
  /** Shown while /api/me is pending (the signed-in pages: the frame their HTML came with); 'Carregando...' else. */
  pending?: ReactNode;
}) {
  const me = useMe();
  const { pathname } = useLocation();
  useRecheckOnNavigation();
  if (me.isPending) return pending ?? <PageLoading />;
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
  if (!me.data.profile.isAllowed) return <RedirectPending />;
  // A released trader who has neither finished nor skipped the first-run setup starts there (not while read-only:
  // the setup's steps are writes).
  if (needsSetup(me.data.setup) && !me.data.access.readOnly && pathname !== SETUP_PATH)
    return <Navigate to={SETUP_PATH} replace />;
  return (
    <>
      {children}
      {me.data.needsCompletion ? <CompletionModal /> : null}
    </>
  );
}

/**
 * A release or a revocation takes effect on the user's next request: re-ask /api/me on every move between
 * protected pages (in the background — the page stays while it answers).
 */
function useRecheckOnNavigation() {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
  }, [pathname, queryClient]);
}

/**
 * Reaching a protected page while pending is an access check: say why the page changes. The router state goes
 * along (e.g. the sign-in callback's request to offer the WhatsApp prompt on the page it leads to).
 */
function RedirectPending() {
  const { state } = useLocation();
  useEffect(() => notifyAccessPending(), []);
  return <Navigate to="/access-pending" replace state={state as unknown} />;
}

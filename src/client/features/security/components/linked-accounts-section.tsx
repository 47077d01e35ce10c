import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { GoogleMark } from '@/client/components/google-mark';
import { LoadError } from '@/client/components/load-error';
import { Button } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Panel } from '@/client/components/ui/panel';
import { appConfig } from '@/client/lib/app-config';
import { notify } from '@/client/lib/notify';
import { common } from '@/shared/i18n/common';
import { securityAccessText } from '@/shared/i18n/security-access';
import { linkGoogle, LINKED_PARAM, useSecurityOverview, useUnlinkGoogle } from '../api/access';
import { formatInstantDay } from '@/shared/format';

const T = securityAccessText.linked;
const explain = (code: string | null | undefined): string => (code ? T.errors[code] : undefined) ?? T.failed;

/**
 * Back from Google, better-auth's callback says how it went in the URL (`vinculado=google`, or `error=…`): one
 * toast, then the flag leaves the address so a reload does not repeat it.
 */
function useLinkOutcome() {
  const [params, setParams] = useSearchParams();
  const shown = useRef(false);
  const linked = params.get(LINKED_PARAM);
  const error = params.get('error');
  useEffect(() => {
    if ((!linked && !error) || shown.current) return;
    shown.current = true;
    if (error) notify.error(T.linkError, explain(error), { code: error });
    else notify.success(T.linked, T.linkedDetail);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(LINKED_PARAM);
        next.delete('error');
        return next;
      },
      { replace: true },
    );
  }, [linked, error, setParams]);
}

/** 'Contas vinculadas': Google, linked or not; unlinking never leaves the account without a way in. */
export function LinkedAccountsSection() {
  useLinkOutcome();
  const overview = useSecurityOverview();
  const unlink = useUnlinkGoogle();
  const [linking, setLinking] = useState(false);
  const [confirming, setConfirming] = useState(false);

  async function startLink() {
    setLinking(true);
    try {
      await linkGoogle(); // the browser leaves for Google
    } catch (error) {
      setLinking(false);
      notify.error(T.linkError, explain((error as { code?: string }).code), error);
    }
  }

  function confirmUnlink(accountId: string) {
    unlink.mutate(accountId, {
      onSuccess: () => notify.success(T.unlinked, T.unlinkedDetail),
      onError: (error) => {
        const code = (error as { code?: string }).code;
        const detail = code === 'LAST_WAY_IN' ? T.lastWayIn : explain(code);
        notify.error(T.unlinkError, detail, error);
      },
      onSettled: () => setConfirming(false),
    });
  }

  const data = overview.data;
  const google = data?.google ?? null;
  // The server refuses it too; the page says why before anyone tries.
  const lastWayIn = data ? !data.hasPassword && data.passkeys === 0 : false;

  return (
    <Panel id="linked-accounts-title" title={T.title} lead={T.lead}>
      {overview.isPending ? (
        <div role="status" aria-label={common.loading}>
          <Skeleton className="h-14" />
        </div>
      ) : overview.isError ? (
        <LoadError
          message={securityAccessText.password.loadError}
          retryLabel={securityAccessText.sessions.retry}
          onRetry={() => void overview.refetch()}
        />
      ) : (
        <div className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:flex sm:items-center sm:justify-between">
          <div className="flex min-w-0 items-center gap-3">
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-slate-100">
              <GoogleMark className="size-5" />
            </span>
            <div className="grid min-w-0">
              <span className="font-semibold text-slate-900">{T.google}</span>
              <span className="text-sm text-slate-600" data-testid="google-status">
                {google ? T.linkedSince(formatInstantDay(google.linkedAt)) : T.notLinked}
              </span>
            </div>
          </div>
          {google ? (
            <div className="grid gap-2 sm:justify-items-end">
              <Button
                variant="outline"
                disabled={lastWayIn || unlink.isPending}
                aria-describedby={lastWayIn ? 'google-last-way-in' : undefined}
                onClick={() => setConfirming(true)}
              >
                {T.unlink}
              </Button>
              {lastWayIn ? (
                <p id="google-last-way-in" className="text-sm text-amber-800 sm:max-w-xs sm:text-right">
                  {T.lastWayIn}
                </p>
              ) : null}
            </div>
          ) : appConfig.googleEnabled ? (
            <Button variant="outline" disabled={linking} onClick={() => void startLink()}>
              {linking ? T.linking : T.link}
            </Button>
          ) : (
            <p className="text-sm text-slate-600">{T.unavailable}</p>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirming && google !== null}
        title={T.confirmTitle}
        description={T.confirmDescription}
        confirmLabel={T.unlink}
        pendingLabel={T.unlinking}
        pending={unlink.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => google && confirmUnlink(google.id)}
      />
    </Panel>
  );
}

import { MonitorIcon, SmartphoneIcon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { LoadError } from '@/client/components/load-error';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Panel } from '@/client/components/ui/panel';
import { SkeletonList } from '@/client/components/ui/skeleton';
import { notify } from '@/client/lib/notify';
import { common } from '@/shared/i18n/common';
import { securityAccessText } from '@/shared/i18n/security-access';
import type { SessionDto } from '@/shared/security/contract';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/access';
import { formatInstantDateTime } from '@/shared/format';

const T = securityAccessText.sessions;

function SessionItem({ session, onEnd }: { session: SessionDto; onEnd: () => void }) {
  const Icon = session.mobile ? SmartphoneIcon : MonitorIcon;
  return (
    <li
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-slate-200 p-3"
      data-testid="session"
      data-current={session.current || undefined}
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-slate-100 text-slate-600">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="grid min-w-0 flex-1 gap-0.5">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold break-words text-slate-900">{session.device}</span>
          {session.current ? <Badge tone="success">{T.thisDevice}</Badge> : null}
        </div>
        <span className="text-sm break-all text-slate-600">
          {session.ipAddress ? T.ip(session.ipAddress) : T.noIp}
        </span>
        <span className="text-sm text-slate-600">
          {T.lastUsed(formatInstantDateTime(session.lastUsedAt))}
        </span>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          className="w-full sm:w-auto"
          aria-label={T.endLabel(session.device)}
          onClick={onEnd}
        >
          {T.end}
        </Button>
      )}
    </li>
  );
}

/** 'Sessões ativas': every device signed in, this one marked; end one, or all the others. */
export function SessionsSection() {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [ending, setEnding] = useState<SessionDto | 'others' | null>(null);
  const others = sessions.data?.filter((s) => !s.current) ?? [];

  function confirm() {
    if (ending === 'others') {
      endOthers.mutate(undefined, {
        onSuccess: ({ ended }) => notify.success(T.endedOthers, T.endedOthersDetail(ended)),
        onError: (error) => notify.error(T.endError, T.errorDetail, error),
        onSettled: () => setEnding(null),
      });
    } else if (ending) {
      endOne.mutate(ending.id, {
        onSuccess: () => notify.success(T.ended, T.endedDetail),
        onError: (error) => notify.error(T.endError, T.errorDetail, error),
        onSettled: () => setEnding(null),
      });
    }
  }

  return (
    <Panel
      id="sessions-title"
      title={T.title}
      lead={T.lead}
      actions={
        others.length > 0 ? (
          <Button variant="outline" onClick={() => setEnding('others')}>
            {T.endOthers}
          </Button>
        ) : undefined
      }
    >
      {sessions.isPending ? (
        <SkeletonList label={common.loading} rows={2} />
      ) : sessions.isError ? (
        <LoadError message={T.loadError} retryLabel={T.retry} onRetry={() => void sessions.refetch()} />
      ) : (
        <>
          <ul aria-label={T.listLabel} className="grid gap-3">
            {sessions.data.map((s) => (
              <SessionItem key={s.id} session={s} onEnd={() => setEnding(s)} />
            ))}
          </ul>
          {others.length === 0 ? <p className="text-sm text-slate-600">{T.onlyThis}</p> : null}
        </>
      )}
      <ConfirmDialog
        open={ending !== null}
        title={ending === 'others' ? T.confirmOthersTitle : T.confirmOneTitle}
        description={ending === 'others' ? T.confirmOthers : ending ? T.confirmOne(ending.device) : ''}
        confirmLabel={ending === 'others' ? T.endOthers : T.end}
        pendingLabel={T.ending}
        pending={endOne.isPending || endOthers.isPending}
        onCancel={() => setEnding(null)}
        onConfirm={confirm}
      />
    </Panel>
  );
}

import { LoadError } from '@/client/components/load-error';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Panel } from '@/client/components/ui/panel';
import { common } from '@/shared/i18n/common';
import { securityAccessText } from '@/shared/i18n/security-access';
import { useSecurityOverview } from '../api/access';
import { ChangePasswordForm } from './change-password-form';
import { SetPasswordForm } from './set-password-form';

/** 'Senha': change it with the current one, or (a Google-only account) create the first one. */
export function PasswordSection() {
  const T = securityAccessText.password;
  const overview = useSecurityOverview();
  const hasPassword = overview.data?.hasPassword;
  return (
    <Panel
      id="password-title"
      title={T.title}
      lead={hasPassword === undefined ? undefined : hasPassword ? T.leadChange : T.leadSet}
    >
      {overview.isPending ? (
        <div role="status" aria-label={common.loading} className="grid gap-3 sm:max-w-md">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : overview.isError ? (
        <LoadError
          message={T.loadError}
          retryLabel={securityAccessText.sessions.retry}
          onRetry={() => void overview.refetch()}
        />
      ) : hasPassword ? (
        <ChangePasswordForm />
      ) : (
        <SetPasswordForm />
      )}
    </Panel>
  );
}

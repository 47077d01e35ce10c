import { ShieldCheckIcon, ShieldOffIcon } from 'lucide-react';
import { useState } from 'react';
import { LoadError } from '@/client/components/load-error';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Panel } from '@/client/components/ui/panel';
import { SkeletonList } from '@/client/components/ui/skeleton';
import { useMe } from '@/client/lib/me';
import { notify } from '@/client/lib/notify';
import { twoFactorText } from '@/shared/i18n/security-factors';
import { useSetTwoFactorEnabled, useTwoFactorEnabled, type Enrolment } from '../api/factors';
import { DisableDialog, RegenerateDialog } from './two-factor-dialogs';
import { EnrolPasswordStep, EnrolScanStep, RecoveryCodes } from './two-factor-enrol';

const T = twoFactorText;

type Step =
  | { kind: 'idle' }
  | { kind: 'password' }
  | { kind: 'scan'; enrolment: Enrolment }
  | { kind: 'codes'; codes: string[] };

/**
 * Two-factor (TOTP) on /profile's 'Segurança' tab: status; enrol (password → QR code and key → first code → ten
 * recovery codes, shown once); disable with the password and a code.
 */
export function TwoFactorSection() {
  const status = useTwoFactorEnabled();
  const setEnabled = useSetTwoFactorEnabled();
  const { data: me } = useMe();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [dialog, setDialog] = useState<'disable' | 'regenerate' | null>(null);
  const enabled = status.data === true;

  const badge =
    status.isSuccess && step.kind === 'idle' ? (
      <Badge tone={enabled ? 'success' : 'neutral'} data-testid="two-factor-status">
        {enabled ? T.statusOn : T.statusOff}
      </Badge>
    ) : null;

  let body;
  if (status.isPending) body = <SkeletonList label={T.loading} rows={1} rowClassName="h-12" />;
  else if (status.isError)
    body = <LoadError message={T.errorDetail} retryLabel={T.continue} onRetry={() => status.refetch()} />;
  else if (step.kind === 'password')
    body = (
      <EnrolPasswordStep
        onStarted={(enrolment) => setStep({ kind: 'scan', enrolment })}
        onCancel={() => setStep({ kind: 'idle' })}
      />
    );
  else if (step.kind === 'scan')
    body = (
      <EnrolScanStep
        enrolment={step.enrolment}
        onCancel={() => setStep({ kind: 'idle' })}
        onConfirmed={() => {
          setEnabled(true);
          notify.success(T.enabledToast, T.enabledToastDetail);
          setStep({ kind: 'codes', codes: step.enrolment.backupCodes });
        }}
      />
    );
  else if (step.kind === 'codes')
    body = (
      <RecoveryCodes
        codes={step.codes}
        email={me?.user.email ?? ''}
        onDone={() => setStep({ kind: 'idle' })}
      />
    );
  else
    body = (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm text-slate-700">
          {enabled ? (
            <ShieldCheckIcon className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
          ) : (
            <ShieldOffIcon className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
          )}
          {enabled ? T.onLead : T.offLead}
        </p>
        {enabled ? (
          <div className="grid w-full gap-2 sm:flex sm:w-auto">
            <Button type="button" variant="outline" onClick={() => setDialog('regenerate')}>
              {T.regenerate}
            </Button>
            <Button type="button" variant="outline" onClick={() => setDialog('disable')}>
              {T.disable}
            </Button>
          </div>
        ) : (
          <Button type="button" className="w-full sm:w-auto" onClick={() => setStep({ kind: 'password' })}>
            {T.enable}
          </Button>
        )}
      </div>
    );

  return (
    <Panel
      id="two-factor-title"
      title={T.title}
      lead={
        <span className="flex flex-wrap items-center gap-2">
          {T.lead} {badge}
        </span>
      }
    >
      {body}
      {dialog === 'disable' ? (
        <DisableDialog
          onClose={() => setDialog(null)}
          onDisabled={() => {
            setEnabled(false);
            setDialog(null);
            notify.success(T.disabledToast, T.disabledToastDetail);
          }}
        />
      ) : null}
      {dialog === 'regenerate' ? (
        <RegenerateDialog
          onClose={() => setDialog(null)}
          onRegenerated={(codes) => {
            setDialog(null);
            setStep({ kind: 'codes', codes });
          }}
        />
      ) : null}
    </Panel>
  );
}

import { CopyIcon, RefreshCwIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { notify } from '@/client/lib/notify';
import { adminSchoolsText, schoolsText } from '@/shared/i18n/schools';
import { invitePath } from '@/shared/schools/contract';
import { useNewInviteCode } from '../api/schools';

/** The school's invite link, read-only, with 'Copiar link' (and, for admins, 'Gerar novo link'). */
export function InviteLink({
  schoolId,
  code,
  canRegenerate,
}: {
  schoolId: string;
  code: string;
  canRegenerate?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const regenerate = useNewInviteCode();
  const [confirming, setConfirming] = useState(false);
  const url = `${window.location.origin}${invitePath(code)}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(schoolsText.copied, schoolsText.copiedDetail);
    } catch (error) {
      // Without clipboard access the link is selected, so a long press or Ctrl+C copies it.
      input.current?.select();
      notify.error(schoolsText.copyError, schoolsText.copyErrorDetail, error);
    }
  }

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{schoolsText.inviteLinkLabel}</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          ref={input}
          id={id}
          readOnly
          value={url}
          className="min-w-0 flex-1 basis-56 font-mono text-xs sm:text-xs"
          onFocus={(event) => event.currentTarget.select()}
          data-testid="invite-link"
        />
        <Button type="button" variant="outline" onClick={copy}>
          <CopyIcon aria-hidden="true" />
          {schoolsText.copyLink}
        </Button>
        {canRegenerate ? (
          <Button
            type="button"
            variant="outline"
            onClick={() => setConfirming(true)}
            disabled={regenerate.isPending}
          >
            <RefreshCwIcon aria-hidden="true" />
            {adminSchoolsText.newLink}
          </Button>
        ) : null}
      </div>
      {canRegenerate ? (
        <ConfirmDialog
          open={confirming}
          title={adminSchoolsText.newLinkTitle}
          description={adminSchoolsText.newLinkDescription}
          confirmLabel={adminSchoolsText.newLinkConfirm}
          pending={regenerate.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            regenerate.mutate(schoolId, {
              onSuccess: () =>
                notify.success(adminSchoolsText.newLinkDone, adminSchoolsText.newLinkDoneDetail),
              onError: (error) => notify.error(schoolsText.actionError, schoolsText.actionErrorDetail, error),
              onSettled: () => setConfirming(false),
            })
          }
        />
      ) : null}
    </div>
  );
}

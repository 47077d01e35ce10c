import { CheckIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { FieldError } from '@/client/components/ui/field-error';
import { ApiRequestError } from '@/client/lib/api';
import { notify } from '@/client/lib/notify';
import type { AppSettings } from '@/shared/admin/contract';
import { adminSettingsText } from '@/shared/i18n/admin-users';
import { useSaveAppSettings } from '../api/app-settings';

const S = adminSettingsText.twoFactor;

/** /admin/settings: "require two-factor for admin roles". The server refuses it to an admin without it. */
export function AdminTwoFactorSetting({ settings }: { settings: AppSettings }) {
  const save = useSaveAppSettings();
  const id = useId();
  const [required, setRequired] = useState(settings.requireAdminTwoFactor);
  const [saved, setSaved] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setRefusal(null);
    try {
      const next = await save.mutateAsync({ requireAdminTwoFactor: required });
      setRequired(next.requireAdminTwoFactor);
      setSaved(true);
      notify.success(S.savedToast, next.requireAdminTwoFactor ? S.savedOn : S.savedOff);
    } catch (error) {
      setSaved(false);
      if (error instanceof ApiRequestError && error.code === 'TWO_FACTOR_REQUIRED_FIRST')
        setRefusal(error.message);
      else notify.error(S.saveError, S.saveErrorDetail, error);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <div className="flex items-start gap-3">
        <input
          id={`${id}-required`}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          checked={required}
          aria-describedby={`${id}-hint${refusal ? ` ${id}-error` : ''}`}
          aria-invalid={refusal ? true : undefined}
          onChange={(e) => {
            setRequired(e.target.checked);
            setSaved(false);
            setRefusal(null);
          }}
        />
        <div className="grid gap-1">
          <label htmlFor={`${id}-required`} className="text-sm font-medium text-slate-900">
            {S.label}
          </label>
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {S.hint}
          </p>
        </div>
      </div>
      {refusal ? (
        <FieldError id={id} className="text-red-700">
          {refusal}{' '}
          <Link to="/profile?aba=seguranca" className="underline underline-offset-2">
            {S.enrolFirst}
          </Link>
        </FieldError>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? S.saving : S.submit}
        </Button>
        <p role="status" className="flex items-center gap-1.5 text-sm font-medium text-emerald-800">
          {saved ? (
            <>
              <CheckIcon className="size-4" aria-hidden="true" />
              {S.saved}
            </>
          ) : null}
        </p>
      </div>
    </form>
  );
}

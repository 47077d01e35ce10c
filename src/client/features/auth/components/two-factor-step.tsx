import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldAlertIcon, ShieldCheckIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/client/components/ui/button';
import { describedBy, FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { authClient, type AuthClientError } from '@/client/lib/auth-client';
import { notify } from '@/client/lib/notify';
import { twoFactorSignIn as T } from '@/shared/i18n/security-factors';
import { twoFactorSignInSchema } from '@/shared/security/factors-contract';
import { mapGenericError } from '../lib/auth-errors';

type Mode = 'totp' | 'recovery';
interface SignInCodeValues {
  mode: Mode;
  code: string;
  trustDevice: boolean;
}

/**
 * What a refused code means for the person: try again here, or start the sign-in again (a spent challenge: the
 * server ends it on the 5th wrong code, TWO_FACTOR_SIGN_IN_ATTEMPTS; or an expired one).
 */
export function twoFactorRefusal(
  error: AuthClientError,
  mode: Mode,
): { message: string; restart: boolean } | null {
  switch (error.code) {
    case 'INVALID_CODE':
      return { message: T.invalidCode, restart: false };
    case 'INVALID_BACKUP_CODE':
      return { message: T.invalidRecoveryCode, restart: false };
    case 'INVALID_TWO_FACTOR_COOKIE':
      return { message: T.expired, restart: true };
    case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
      return { message: T.tooManyAttempts, restart: true };
    default:
      return mode === 'totp' && error.status === 401 ? { message: T.invalidCode, restart: false } : null;
  }
}

interface TwoFactorStepProps {
  onVerified: (userId: string) => Promise<void>;
  /** Back to the sign-in form (a spent or expired challenge needs a new sign-in). */
  onRestart: () => void;
}

/**
 * The second step of a password sign-in with two-factor on: the authenticator's code, or one recovery code. The
 * challenge lives in better-auth's short cookie (10 minutes, 5 tries); after it the password is asked again.
 */
export function TwoFactorStep({ onVerified, onRestart }: TwoFactorStepProps) {
  const form = useForm<SignInCodeValues>({
    resolver: zodResolver(twoFactorSignInSchema) as Resolver<SignInCodeValues>,
    defaultValues: { mode: 'totp', code: '', trustDevice: false },
  });
  const mode = useWatch({ control: form.control, name: 'mode' });
  const error = form.formState.errors.code?.message;
  /** Why the challenge is over (then the step only says so and offers to start again). */
  const [ended, setEnded] = useState<string | null>(null);
  // The step replaces the password form (and switching code kind replaces the field): the cursor goes where the
  // next thing to type is.
  useEffect(() => form.setFocus('code'), [mode, form]);

  const submit = form.handleSubmit(async ({ mode, code, trustDevice }) => {
    const result =
      mode === 'totp'
        ? await authClient.twoFactor.verifyTotp({ code, trustDevice })
        : await authClient.twoFactor.verifyBackupCode({ code, trustDevice });
    if (result.error || !result.data) {
      const failure = result.error ?? {};
      const refusal = twoFactorRefusal(failure, mode);
      if (refusal?.restart) {
        setEnded(refusal.message);
      } else if (refusal) {
        form.setError('code', { message: refusal.message });
      } else {
        const mapped = mapGenericError(failure);
        notify.error(T.error, mapped.detail, mapped.source);
      }
      return;
    }
    await onVerified(result.data.user.id);
  });

  if (ended) return <ChallengeEnded reason={ended} onRestart={onRestart} />;

  const fieldId = 'two-factor-sign-in-code';
  return (
    <div className="grid gap-5">
      <div className="grid justify-items-center gap-2 text-center">
        <span className="flex size-11 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <ShieldCheckIcon className="size-6" aria-hidden="true" />
        </span>
        <h2 className="text-lg font-semibold text-slate-900">{T.title}</h2>
        <p className="text-sm text-slate-600">{mode === 'totp' ? T.lead : T.recoveryLead}</p>
      </div>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <FormField id={fieldId} label={mode === 'totp' ? T.code : T.recoveryCode} error={error}>
          <Input
            id={fieldId}
            inputMode={mode === 'totp' ? 'numeric' : 'text'}
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={mode === 'totp' ? 7 : 32}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(fieldId, { error })}
            {...form.register('code')}
          />
        </FormField>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" className="size-4 accent-brand-700" {...form.register('trustDevice')} />
          {T.trustDevice}
        </label>
        <Button type="submit" size="lg" className="w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? T.submitting : T.submit}
        </Button>
      </form>
      <div className="grid justify-items-center gap-1">
        <Button
          type="button"
          variant="link"
          size="sm"
          onClick={() => {
            form.setValue('mode', mode === 'totp' ? 'recovery' : 'totp');
            form.setValue('code', '');
            form.clearErrors('code');
          }}
        >
          {mode === 'totp' ? T.useRecovery : T.useApp}
        </Button>
        <Button type="button" variant="link" size="sm" onClick={onRestart}>
          {T.back}
        </Button>
      </div>
    </div>
  );
}

/** The challenge is over: the reason, announced, and one way on (focused, so Enter starts again). */
function ChallengeEnded({ reason, onRestart }: { reason: string; onRestart: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <div className="grid gap-5">
      <div className="grid justify-items-center gap-2 text-center">
        <span className="flex size-11 items-center justify-center rounded-full bg-amber-100 text-amber-800">
          <ShieldAlertIcon className="size-6" aria-hidden="true" />
        </span>
        <h2 className="text-lg font-semibold text-slate-900">{T.endedTitle}</h2>
        <div role="alert" className="grid gap-1 text-sm text-slate-700">
          <p>{reason}</p>
          <p>{T.startAgainLead}</p>
        </div>
      </div>
      <Button ref={button} type="button" size="lg" className="w-full" onClick={onRestart}>
        {T.startAgain}
      </Button>
    </div>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { FingerprintIcon, MailIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { PasswordInput } from '@/client/components/password-input';
import { Alert, AlertDescription } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { describedBy, FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { authClient, AUTH_CALLBACK_PATH } from '@/client/lib/auth-client';
import { notify } from '@/client/lib/notify';
import { authPage, common, loginTab, toasts } from '@/shared/i18n/auth';
import { SIGN_IN_WITH_LINK } from '@/shared/routes';
import { useEmailExists } from '../hooks/use-email-exists';
import { usePlatformAuthenticator } from '@/client/lib/use-platform-authenticator';
import { mapGenericError, mapLoginError } from '../lib/auth-errors';
import { anyPasskeyOnDevice } from '@/client/lib/passkey-device';
import { GoogleButton } from './google-button';
import { RecoveryDialog } from './recovery-dialog';
import { TwoFactorStep } from './two-factor-step';

const loginSchema = z.object({
  email: z.email(common.invalidEmail),
  password: z.string().min(1, common.required),
});
type LoginInput = z.infer<typeof loginSchema>;

export type SignInMethod = 'password' | 'passkey';

interface LoginFormProps {
  defaultEmail?: string;
  onSignedIn: (userId: string, method: SignInMethod) => Promise<void>;
}

export function LoginForm({ defaultEmail = '', onSignedIn }: LoginFormProps) {
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const email = useWatch({ control: form.control, name: 'email' });
  const emailKnown = useEmailExists(email);
  const biometricAvailable = usePlatformAuthenticator();
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const [busy, setBusy] = useState<'magic' | 'resend' | 'passkey' | null>(null);
  const [recoveryOpen, setRecoveryOpen] = useState(false);
  // After a right password on an account with two-factor on: the code step replaces the form until it is done. A
  // magic link of such an account lands here with ?etapa=codigo (src/server/auth/second-factor-challenge.ts).
  const [params, setParams] = useSearchParams();
  const [codeStep, setCodeStep] = useState(() => params.get('etapa') === 'codigo');
  // The mails about blocked password sign-ins link to /auth?entrar=link: the way in without a password, said first.
  const linkFromMail = params.get(SIGN_IN_WITH_LINK.param) === SIGN_IN_WITH_LINK.value;
  useEffect(() => {
    if (linkFromMail && !codeStep) form.setFocus('email');
  }, [linkFromMail, codeStep, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    const { data, error } = await authClient.signIn.email(values);
    if (error || !data) {
      const mapped = mapLoginError(error ?? {});
      notify.error(toasts.loginError, mapped.detail, mapped.source);
      setUnconfirmedEmail(mapped.showResend ? values.email : null);
      return;
    }
    setUnconfirmedEmail(null);
    if ('twoFactorRedirect' in data && data.twoFactorRedirect) {
      setCodeStep(true);
      return;
    }
    await onSignedIn(data.user.id, 'password');
  });

  async function sendMagicLink() {
    const valid = await form.trigger('email');
    if (!valid) {
      form.setFocus('email');
      return;
    }
    setBusy('magic');
    const { error } = await authClient.signIn.magicLink({
      email: form.getValues('email'),
      callbackURL: AUTH_CALLBACK_PATH,
      errorCallbackURL: AUTH_CALLBACK_PATH,
    });
    setBusy(null);
    if (error) {
      const mapped = mapGenericError(error);
      notify.error(toasts.magicLinkError, mapped.detail, mapped.source);
    } else {
      notify.success(toasts.magicLinkSent, toasts.magicLinkSentDetail);
    }
  }

  async function resendConfirmation() {
    if (!unconfirmedEmail) return;
    setBusy('resend');
    const { error } = await authClient.sendVerificationEmail({
      email: unconfirmedEmail,
      callbackURL: AUTH_CALLBACK_PATH,
    });
    setBusy(null);
    if (error) {
      const mapped = mapGenericError(error);
      notify.error(toasts.resendError, mapped.detail, mapped.source);
    } else {
      notify.success(toasts.resendSent, toasts.resendSentDetail);
    }
  }

  async function signInWithPasskey() {
    // Without a passkey made on this device there is nothing to ask the authenticator for.
    if (!anyPasskeyOnDevice()) {
      notify.error(toasts.passkeyMissing, toasts.passkeyMissingDetail, { code: 'NO_PASSKEY_ON_DEVICE' });
      return;
    }
    setBusy('passkey');
    const result = await authClient.signIn.passkey();
    setBusy(null);
    const userId = (result.data as { user?: { id: string } } | null)?.user?.id;
    if (result.error || !userId) {
      notify.error(toasts.passkeyError, toasts.passkeyErrorDetail, result.error);
      return;
    }
    await onSignedIn(userId, 'passkey');
  }

  if (codeStep)
    return (
      <TwoFactorStep
        onVerified={(userId) => onSignedIn(userId, 'password')}
        onRestart={() => {
          setCodeStep(false);
          form.setValue('password', '');
          if (params.has('etapa')) setParams({}, { replace: true });
        }}
      />
    );

  return (
    <div className="grid gap-5">
      <div className="grid gap-3">
        <GoogleButton label={loginTab.google} />
        {biometricAvailable ? (
          <Button
            type="button"
            variant="outline"
            size="lg"
            className="w-full"
            onClick={signInWithPasskey}
            disabled={busy === 'passkey'}
          >
            <FingerprintIcon aria-hidden="true" />
            {busy === 'passkey' ? loginTab.biometricBusy : loginTab.biometric}
          </Button>
        ) : null}
      </div>

      <Divider />

      {linkFromMail ? (
        <Alert tone="info" role="note" data-testid="magic-link-from-mail">
          <MailIcon aria-hidden="true" />
          <AlertDescription>{loginTab.magicLinkFromMail}</AlertDescription>
        </Alert>
      ) : null}

      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField
          id="login-email"
          label={authPage.email}
          error={errors.email?.message}
          // The line is kept even when empty: the answer arrives while the person types, and a hint that pushed the
          // form down would move the button under their finger.
          hint={
            <span className="block min-h-5 font-medium text-brand-700">
              {emailKnown ? authPage.emailKnown : null}
            </span>
          }
        >
          <Input
            id="login-email"
            type="email"
            autoComplete="username webauthn"
            inputMode="email"
            placeholder={authPage.emailPlaceholder}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('login-email', { error: errors.email, hint: emailKnown })}
            {...form.register('email')}
          />
        </FormField>
        <FormField id="login-password" label={authPage.password} error={errors.password?.message}>
          <PasswordInput
            id="login-password"
            autoComplete="current-password"
            placeholder={authPage.passwordPlaceholder}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={describedBy('login-password', { error: errors.password })}
            {...form.register('password')}
          />
        </FormField>
        <div className="-mt-1 flex justify-end">
          <Button
            type="button"
            variant="link"
            size="sm"
            className="h-auto px-0"
            onClick={() => setRecoveryOpen(true)}
          >
            {loginTab.forgot}
          </Button>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? loginTab.submitting : loginTab.submit}
        </Button>
        {unconfirmedEmail ? (
          <Button
            type="button"
            variant="secondary"
            className="w-full"
            onClick={resendConfirmation}
            disabled={busy === 'resend'}
          >
            <MailIcon aria-hidden="true" />
            {busy === 'resend' ? loginTab.resending : loginTab.resend}
          </Button>
        ) : null}
      </form>

      <p className="text-center text-sm text-slate-600">
        {loginTab.magicLinkLead}{' '}
        <Button
          type="button"
          variant="link"
          size="sm"
          className="h-auto px-0"
          onClick={sendMagicLink}
          disabled={busy === 'magic'}
        >
          {busy === 'magic' ? loginTab.magicLinkSending : loginTab.magicLink}
        </Button>
      </p>

      <RecoveryDialog open={recoveryOpen} onOpenChange={setRecoveryOpen} defaultEmail={email} />
    </div>
  );
}

export function Divider() {
  return (
    <div className="flex items-center gap-3 text-xs tracking-wide text-slate-500 uppercase">
      <span className="h-px flex-1 bg-slate-200" />
      {authPage.or}
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}

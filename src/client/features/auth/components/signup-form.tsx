import { zodResolver } from '@hookform/resolvers/zod';
import { UserCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { PasswordInput } from '@/client/components/password-input';
import { Button } from '@/client/components/ui/button';
import { describedBy, FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { WhatsappField } from '@/client/components/whatsapp-field';
import { authClient, AUTH_CALLBACK_PATH } from '@/client/lib/auth-client';
import { notify } from '@/client/lib/notify';
import { signUpSchema } from '@/shared/account/contract';
import { authPage, signupTab, toasts } from '@/shared/i18n/auth';
import { privacyText } from '@/shared/i18n/privacy';
import { useEmailExists } from '../hooks/use-email-exists';
import { mapSignupError } from '../lib/auth-errors';
import { GoogleButton } from './google-button';
import { Divider } from './login-form';
import { SignupDone } from './signup-done';
import { PasswordStrength } from '@/client/components/password-strength';

type SignUpForm = z.input<typeof signUpSchema>;
type SignUpValues = z.output<typeof signUpSchema>;

/**
 * Sign-up never signs in: the account must confirm its email first (then the link lands on /auth/callback). After
 * 'Criar conta' the form gives way to the 'Confira seu email' screen, which stays until the visitor moves on;
 * `onSignIn` takes them to 'Entrar' with the email filled in.
 */
export function SignupForm({ onSignIn }: { onSignIn: (email: string) => void }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo)
    return <SignupDone email={sentTo} onSignIn={() => onSignIn(sentTo)} onRestart={() => setSentTo(null)} />;
  return <SignupFields onSignedUp={setSentTo} />;
}

function SignupFields({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const form = useForm<SignUpForm, unknown, SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { fullName: '', whatsapp: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [email, password] = useWatch({ control: form.control, name: ['email', 'password'] });
  const emailInUse = useEmailExists(email);

  const onSubmit = form.handleSubmit(async (values) => {
    const { error } = await authClient.signUp.email({
      name: values.fullName,
      email: values.email,
      password: values.password,
      whatsapp: values.whatsapp,
      callbackURL: AUTH_CALLBACK_PATH,
    });
    if (error) {
      const mapped = mapSignupError(error);
      notify.error(toasts.signupError, mapped.detail, mapped.source);
      return;
    }
    notify.success(toasts.signupSuccess, toasts.signupSuccessDetail);
    form.reset();
    onSignedUp(values.email);
  });

  return (
    <div className="grid gap-5">
      <GoogleButton label={signupTab.google} />
      <Divider />
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField id="signup-name" label={signupTab.fullName} error={errors.fullName?.message}>
          <Input
            id="signup-name"
            autoComplete="name"
            placeholder={signupTab.fullNamePlaceholder}
            aria-invalid={errors.fullName ? true : undefined}
            aria-describedby={describedBy('signup-name', { error: errors.fullName })}
            {...form.register('fullName')}
          />
        </FormField>
        <WhatsappField
          control={form.control}
          name="whatsapp"
          id="signup-whatsapp"
          label={signupTab.whatsapp}
          error={errors.whatsapp?.message}
        />
        <FormField
          id="signup-email"
          label={authPage.email}
          error={errors.email?.message}
          // The line is kept even when empty: the answer arrives while the person types, and a hint that pushed the
          // form down would move the button under their finger.
          hint={
            <span className="block min-h-5 font-medium text-amber-700">
              {emailInUse ? authPage.emailInUse : null}
            </span>
          }
        >
          <Input
            id="signup-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={authPage.emailPlaceholder}
            aria-invalid={errors.email || emailInUse ? true : undefined}
            aria-describedby={describedBy('signup-email', { error: errors.email, hint: emailInUse })}
            {...form.register('email')}
          />
        </FormField>
        <FormField
          id="signup-password"
          label={authPage.password}
          error={errors.password?.message}
          hint={
            password ? (
              <PasswordStrength id="signup-password-strength" password={password} />
            ) : (
              signupTab.passwordHint
            )
          }
        >
          <PasswordInput
            id="signup-password"
            autoComplete="new-password"
            placeholder={authPage.passwordPlaceholder}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={describedBy('signup-password', { error: errors.password, hint: true })}
            {...form.register('password')}
          />
        </FormField>
        {/* The last step says how the way in goes on: no surprise after the email is confirmed. */}
        <p
          className="flex gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700"
          data-testid="signup-approval-note"
        >
          <UserCheckIcon aria-hidden="true" className="text-brand-700 mt-0.5 size-4 shrink-0" />
          {signupTab.approvalNote}
        </p>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting || !password || emailInUse}>
          {isSubmitting ? signupTab.submitting : signupTab.submit}
        </Button>
        <p className="text-center text-sm text-slate-600">
          {privacyText.signupConsent} {/* A new tab: the form keeps what was typed. */}
          <a
            href="/privacidade"
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-700 font-medium underline underline-offset-4"
          >
            {privacyText.policyLink}
            <span className="sr-only"> {privacyText.newTab}</span>
          </a>
          .
        </p>
      </form>
    </div>
  );
}

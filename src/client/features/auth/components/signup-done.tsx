import { LogInIcon, MailCheckIcon, MailIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { authClient, AUTH_CALLBACK_PATH } from '@/client/lib/auth-client';
import { notify } from '@/client/lib/notify';
import { signupDone, toasts } from '@/shared/i18n/auth';
import { mapGenericError } from '../lib/auth-errors';

interface SignupDoneProps {
  email: string;
  /** 'Já confirmei, quero entrar': the 'Entrar' tab with the email filled in. */
  onSignIn: () => void;
  /** 'Cadastrar outro email': the form again, empty. */
  onRestart: () => void;
}

/**
 * What replaces the sign-up form after 'Criar conta': it stays until the visitor moves on, and says the
 * whole way in — confirm the email, then a person releases the account (an email says when), and the 7 free days
 * start at the release.
 */
export function SignupDone({ email, onSignIn, onRestart }: SignupDoneProps) {
  const [resending, setResending] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the visitor was in is gone: focus moves to what replaced it, so a screen reader reads it.
  useEffect(() => heading.current?.focus(), []);

  async function resend() {
    setResending(true);
    const { error } = await authClient.sendVerificationEmail({ email, callbackURL: AUTH_CALLBACK_PATH });
    setResending(false);
    if (error) {
      const mapped = mapGenericError(error);
      notify.error(toasts.resendError, mapped.detail, mapped.source);
    } else {
      notify.success(toasts.resendSent, toasts.resendSentDetail);
    }
  }

  return (
    <section
      aria-labelledby="signup-done-title"
      className="grid min-w-0 grid-cols-1 gap-5"
      data-testid="signup-done"
    >
      <div className="grid justify-items-center gap-2 text-center">
        <span className="bg-brand-50 text-brand-700 flex size-14 items-center justify-center rounded-full">
          <MailCheckIcon className="size-7" aria-hidden="true" />
        </span>
        <h2
          id="signup-done-title"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-semibold text-slate-900 focus:outline-none"
        >
          {signupDone.title}
        </h2>
        <p className="text-sm [overflow-wrap:anywhere] text-slate-700">{signupDone.lead(email)}</p>
      </div>
      <div className="rounded-lg bg-slate-50 p-4">
        <h3 className="mb-2 text-sm font-semibold text-slate-900">{signupDone.stepsTitle}</h3>
        <ol className="grid list-decimal gap-2 pl-5 text-sm text-slate-700">
          {signupDone.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      {/* Long labels wrap on a narrow phone instead of widening the card. */}
      <div className="grid grid-cols-1 gap-2 [&>button]:h-auto [&>button]:min-h-11 [&>button]:py-2 [&>button]:whitespace-normal">
        <Button type="button" size="lg" onClick={onSignIn}>
          <LogInIcon aria-hidden="true" />
          {signupDone.signIn}
        </Button>
        <Button type="button" variant="outline" size="lg" onClick={resend} disabled={resending}>
          <MailIcon aria-hidden="true" />
          {resending ? signupDone.resending : signupDone.resend}
        </Button>
        <Button type="button" variant="ghost" onClick={onRestart}>
          {signupDone.otherEmail}
        </Button>
      </div>
    </section>
  );
}

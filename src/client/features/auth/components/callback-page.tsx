import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useRefreshMe } from '@/client/lib/me';
import { notify } from '@/client/lib/notify';
import { callbackPage, toasts } from '@/shared/i18n/auth';
import { askWhatsappState } from '../lib/after-link';
import { greetSignedIn } from '../lib/greeting';
import { AuthLayout } from './auth-layout';
import { ResetPasswordForm } from './reset-password-form';

/**
 * /auth/callback: where Google, magic links, email confirmations and recovery links come back. better-auth has
 * already set the session cookie (or added ?error=…) before redirecting here, so finishing means asking /api/me
 * who we are — which is also the fallback to an existing session when the link itself failed.
 */
export function CallbackPage() {
  const [params] = useSearchParams();
  if (params.get('type') === 'recovery') {
    const token = params.get('error') ? null : params.get('token');
    return (
      <AuthLayout>
        <ResetPasswordForm token={token} />
      </AuthLayout>
    );
  }
  return <FinishSignIn error={params.get('error')} />;
}

function FinishSignIn({ error }: { error: string | null }) {
  const navigate = useNavigate();
  const refreshMe = useRefreshMe();
  const started = useRef(false);

  useEffect(() => {
    // Once per visit, even when React mounts the effect twice in development.
    if (started.current) return;
    started.current = true;
    refreshMe()
      .catch(() => null)
      .then((me) => {
        if (me) {
          greetSignedIn(me);
          // replace: the callback URL, with its one-time parameters, leaves the history. The dashboard sends a
          // pending account on to /access-pending, with the same state.
          navigate('/dashboard', {
            replace: true,
            state: me.profile.whatsapp ? null : askWhatsappState,
          });
        } else {
          notify.error(toasts.callbackError, toasts.callbackErrorDetail, { code: error ?? undefined });
          navigate('/auth', { replace: true });
        }
      });
  }, [error, navigate, refreshMe]);

  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh items-center justify-center text-slate-600"
    >
      {callbackPage.finishing}
    </div>
  );
}

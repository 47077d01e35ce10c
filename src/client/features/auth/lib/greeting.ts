import { notify } from '@/client/lib/notify';
import type { MeResponse } from '@/shared/account/contract';
import { signInGreeting } from '@/shared/account/greeting';
import { toasts } from '@/shared/i18n/auth';

/** The toast after a sign-in, by who signed in (src/shared/account/greeting.ts); a pending account gets none. */
export function greetSignedIn(me: MeResponse | null | undefined): void {
  if (!me) return;
  const greeting = signInGreeting(me);
  if (greeting === 'none') return;
  notify.success(
    toasts.loginSuccess,
    greeting === 'welcome' ? toasts.loginSuccessFirstDetail : toasts.loginSuccessDetail,
  );
}

import type { MeResponse } from './contract';

export type SignInGreeting = 'none' | 'welcome' | 'welcomeBack';

/**
 * What a successful sign-in says (a first-ever sign-in showed "Login realizado com sucesso! Bem-vindo de
 * volta" together with "Acesso pendente"):
 * - a pending account: nothing — it goes to /access-pending, whose page and notice are the only message;
 * - a released account that has not been inside the app yet (its first-run setup neither begun, finished nor
 *   skipped): welcomed, not welcomed back;
 * - anyone else was here before: "Bem-vindo de volta".
 */
export function signInGreeting(me: Pick<MeResponse, 'profile' | 'setup'>): SignInGreeting {
  if (!me.profile.isAllowed) return 'none';
  if (me.setup.status === 'pending' && me.setup.step === null) return 'welcome';
  return 'welcomeBack';
}

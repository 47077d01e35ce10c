import { useDeferredValue, useState } from 'react';
import { Navigate } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { useMe, useRefreshMe } from '@/client/lib/me';
import { authPage } from '@/shared/i18n/auth';
import { usePlatformAuthenticator } from '@/client/lib/use-platform-authenticator';
import { hasPasskeyOnDevice } from '@/client/lib/passkey-device';
import { greetSignedIn } from '../lib/greeting';
import { AuthFrame } from './auth-frame';
import { AuthLayout } from './auth-layout';
import { InstagramCard } from './instagram-card';
import { LoginForm, type SignInMethod } from './login-form';
import { PasskeyOfferDialog } from './passkey-offer-dialog';
import { SignupForm } from './signup-form';
import { WhatsappPromptDialog } from './whatsapp-prompt-dialog';

type Tab = 'login' | 'signup';

/**
 * /auth. Once signed in (now, or already on arrival) the visitor goes through, in order: the passkey offer
 * (password sign-in on a device with a platform authenticator and no passkey for this account yet), the
 * optional WhatsApp prompt (no WhatsApp stored), then /dashboard.
 */
export function AuthPage() {
  const me = useMe();
  const refreshMe = useRefreshMe();
  const biometricAvailable = usePlatformAuthenticator();
  const [tab, setTab] = useState<Tab>('login');
  const [loginEmail, setLoginEmail] = useState('');
  const [passkeyOfferFor, setPasskeyOfferFor] = useState<string | null>(null);
  const [whatsappSkipped, setWhatsappSkipped] = useState(false);

  async function onSignedIn(userId: string, method: SignInMethod) {
    // Decided before /api/me answers, so the redirect below cannot run ahead of the offer.
    if (method === 'password' && biometricAvailable && !hasPasskeyOnDevice(userId))
      setPasskeyOfferFor(userId);
    // Greeted once /api/me says who came in: a pending account gets only the pending notice.
    greetSignedIn(await refreshMe().catch(() => null));
  }

  // The page load's own frame (route-table.ts) until /api/me says whether the visitor is already signed in. The
  // answer arrives as a synchronous store update; drawing the form in it was one ~40 ms task on a phone, so the
  // form is drawn in React's deferred render, which yields to the browser every few milliseconds.
  const settled = useDeferredValue(!me.isPending, false);
  if (!settled) return <AuthFrame />;

  const user = me.data;
  let overlay = null;
  if (user) {
    if (passkeyOfferFor === user.user.id) {
      overlay = <PasskeyOfferDialog userId={user.user.id} onDone={() => setPasskeyOfferFor(null)} />;
    } else if (!user.profile.whatsapp && !whatsappSkipped) {
      overlay = <WhatsappPromptDialog onDone={() => setWhatsappSkipped(true)} />;
    } else {
      return <Navigate to="/dashboard" replace />;
    }
  }

  return (
    <AuthLayout>
      <Card>
        <CardHeader className="text-center">
          <CardTitle className="text-2xl">{authPage.title}</CardTitle>
          <CardDescription>{authPage.subtitle}</CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
            <TabsList aria-label={authPage.tabsLabel}>
              <TabsTrigger value="login">{authPage.tabLogin}</TabsTrigger>
              <TabsTrigger value="signup">{authPage.tabSignup}</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <LoginForm key={loginEmail} defaultEmail={loginEmail} onSignedIn={onSignedIn} />
            </TabsContent>
            <TabsContent value="signup">
              <SignupForm
                onSignIn={(email) => {
                  setLoginEmail(email);
                  setTab('login');
                }}
              />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
      {tab === 'login' ? <InstagramCard /> : null}
      {overlay}
    </AuthLayout>
  );
}

import { ClockIcon, LogOutIcon, MessageCircleIcon, RefreshCwIcon } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { BrandLogo } from '@/client/components/brand-logo';
import { PageLoading } from '@/client/components/page-loading';
import { Button, buttonVariants } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { appConfig } from '@/client/lib/app-config';
import { cn } from '@/client/lib/cn';
import { meQueryOptions, notifyAccessPending, useRefreshMe, useSignOut } from '@/client/lib/me';
import { RELEASE_POLL_MS } from '@/shared/account/release-poll';
import { supportChatUrl } from '@/shared/public-config';
import { accessPending, loginTab } from '@/shared/i18n/auth';

/**
 * Where a signed-in account waits for an admin's release. It notices the release by itself: /api/me is
 * asked again every RELEASE_POLL_MS while the tab is on screen (TanStack Query pauses the interval in a hidden tab;
 * the live event stream is for released users only), and once released the page moves on to /dashboard — where the
 * protected route sends a new trader on to the first-run setup.
 */
export function AccessPendingPage() {
  const me = useQuery({
    ...meQueryOptions,
    refetchInterval: (query) => (query.state.data?.profile.isAllowed === false ? RELEASE_POLL_MS : false),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
  const refreshMe = useRefreshMe();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);

  if (me.isPending) return <PageLoading />;
  // Signed out (or just signed out): the sign-in page is the way back.
  if (!me.data) return signOut.isPending ? <PageLoading /> : <Navigate to="/auth" replace />;
  if (me.data.profile.isAllowed && !checking) return <Navigate to="/dashboard" replace />;

  const { user, profile } = me.data;

  async function check() {
    setChecking(true);
    const fresh = await refreshMe().catch(() => null);
    setChecking(false);
    if (fresh?.profile.isAllowed) navigate('/dashboard', { replace: true });
    else notifyAccessPending();
  }

  return (
    <div className="min-h-dvh bg-slate-100 px-4 py-6 sm:py-10">
      <div className="mx-auto grid w-full max-w-lg grid-cols-1 gap-6">
        <BrandLogo className="justify-self-center text-xl text-slate-900" />
        <main>
          <Card>
            <CardHeader className="items-center text-center">
              <span className="mx-auto mb-1 flex size-14 items-center justify-center rounded-full bg-amber-100 text-amber-700">
                <ClockIcon className="size-7" aria-hidden="true" />
              </span>
              <CardTitle as="h1" className="text-2xl">
                {accessPending.title}
              </CardTitle>
              <CardDescription className="text-base">{accessPending.status}</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-5">
              <section aria-labelledby="pending-account" className="rounded-lg bg-slate-50 p-4">
                <h2 id="pending-account" className="mb-2 text-sm font-semibold text-slate-900">
                  {accessPending.accountTitle}
                </h2>
                <dl className="grid gap-1 text-sm">
                  <div className="flex flex-wrap gap-x-2">
                    <dt className="text-slate-500">{accessPending.name}:</dt>
                    <dd className="font-medium break-all text-slate-900">
                      {profile.displayName || user.name}
                    </dd>
                  </div>
                  <div className="flex flex-wrap gap-x-2">
                    <dt className="text-slate-500">{accessPending.email}:</dt>
                    <dd className="font-medium break-all text-slate-900">{user.email}</dd>
                  </div>
                </dl>
              </section>
              <section aria-labelledby="pending-next">
                <h2 id="pending-next" className="mb-2 text-sm font-semibold text-slate-900">
                  {accessPending.nextStepsTitle}
                </h2>
                <ol className="grid list-decimal gap-1 pl-5 text-sm text-slate-700">
                  {accessPending.nextSteps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              </section>
              <div className="grid gap-2">
                <a
                  href={supportChatUrl(appConfig.supportWhatsapp)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={cn(buttonVariants({ size: 'lg' }), 'h-auto min-h-12 py-2 whitespace-normal')}
                >
                  <MessageCircleIcon aria-hidden="true" />
                  {accessPending.contact}
                  <span className="sr-only">{loginTab.newTabHint}</span>
                </a>
                <Button variant="outline" size="lg" onClick={check} disabled={checking}>
                  <RefreshCwIcon aria-hidden="true" className={checking ? 'animate-spin' : undefined} />
                  {checking ? accessPending.checking : accessPending.check}
                </Button>
                <Button
                  variant="ghost"
                  size="lg"
                  onClick={() => signOut.mutate()}
                  disabled={signOut.isPending}
                >
                  <LogOutIcon aria-hidden="true" />
                  {signOut.isPending ? accessPending.signingOut : accessPending.signOut}
                </Button>
              </div>
              <p className="text-center text-sm text-slate-500" data-testid="release-watch">
                {accessPending.watching}
              </p>
            </CardContent>
          </Card>
        </main>
      </div>
    </div>
  );
}

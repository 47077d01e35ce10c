import { CheckCircle2Icon, DatabaseIcon, LockIcon, MessageCircleIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PageLoading } from '@/client/components/page-loading';
import { formatInstantDay, formatLastDay } from '@/shared/format';
import { buttonVariants } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { PageHeader } from '@/client/components/ui/page-header';
import { appConfig } from '@/client/lib/app-config';
import { cn } from '@/client/lib/cn';
import { useMe } from '@/client/lib/me';
import type { MeResponse } from '@/shared/account/contract';
import { loginTab } from '@/shared/i18n/auth';
import { trial } from '@/shared/i18n/trial';
import { useContinueRequest } from '../api/use-continue-request';
import { continueChatUrl } from '../lib/continue-chat';

const { page } = trial;

/**
 * /continuar: after the trial, what happened (read-only, nothing deleted), what continuing means, and 'Continuar'
 * (records the request, tells the team and the school, opens the support chat). Otherwise it says the account works.
 */
export function ContinuePage() {
  const { data: me, isPending } = useMe();
  if (isPending || !me) return <PageLoading />;
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6">
      <PageHeader title={page.title} />
      {me.access.readOnly ? <Expired me={me} /> : <Working me={me} />}
    </div>
  );
}

function Expired({ me }: { me: MeResponse }) {
  const request = useContinueRequest();
  const requestedAt = me.access.continueRequestedAt;
  const chatUrl = continueChatUrl(appConfig.supportWhatsapp, {
    name: me.profile.fullName || me.profile.displayName || me.user.name,
    email: me.user.email,
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-xl">
          <LockIcon className="size-5 text-amber-700" aria-hidden="true" />
          {page.expiredLead}
        </CardTitle>
        <CardDescription className="text-base">{trial.readOnlyDetail}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <section aria-labelledby="continue-kept" className="rounded-lg bg-slate-50 p-4">
          <h3
            id="continue-kept"
            className="mb-1 flex items-center gap-2 text-sm font-semibold text-slate-900"
          >
            <DatabaseIcon className="size-4 text-slate-600" aria-hidden="true" />
            {page.keptTitle}
          </h3>
          <p className="text-sm text-slate-700">{page.kept}</p>
          <Link to="/trades" className="mt-2 inline-block text-sm font-medium text-brand-700 underline">
            {page.exportLink}
          </Link>
        </section>
        <section aria-labelledby="continue-means">
          <h3 id="continue-means" className="mb-2 text-sm font-semibold text-slate-900">
            {page.meansTitle}
          </h3>
          <ul className="grid list-disc gap-1 pl-5 text-sm text-slate-700">
            {page.means.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        {requestedAt ? (
          <p
            role="status"
            className="rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm text-slate-800"
          >
            <span className="font-semibold" data-testid="continue-requested">
              {trial.requestedOn(formatInstantDay(requestedAt))}
            </span>
            . {page.requestedDetail}
          </p>
        ) : null}
        <div className="grid gap-1">
          {/* A real link, so the chat opens from the click itself (no popup blocker); the request goes alongside. */}
          <a
            href={chatUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => request.mutate()}
            aria-describedby="continue-hint"
            className={cn(buttonVariants({ size: 'lg' }), 'h-auto min-h-12 py-2')}
          >
            <MessageCircleIcon aria-hidden="true" />
            {trial.continue}
            <span className="sr-only">{loginTab.newTabHint}</span>
          </a>
          <p id="continue-hint" className="text-center text-xs text-slate-600">
            {page.continueHint}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

function Working({ me }: { me: MeResponse }) {
  const { access } = me;
  const onTrial = access.status === 'trial';
  const detail = onTrial
    ? page.trialDetail(access.trialDaysLeft ?? 1)
    : access.continuedUntil
      ? page.continuedUntil(formatLastDay(access.continuedUntil))
      : page.activeDetail;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-xl">
          <CheckCircle2Icon className="size-5 text-brand-700" aria-hidden="true" />
          {onTrial ? page.trialTitle : page.activeTitle}
        </CardTitle>
        <CardDescription className="text-base">{detail}</CardDescription>
      </CardHeader>
      <CardContent>
        <Link to="/dashboard" className={buttonVariants({ size: 'lg' })}>
          {page.toDashboard}
        </Link>
      </CardContent>
    </Card>
  );
}

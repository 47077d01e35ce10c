import { LogInIcon, SchoolIcon, UserPlusIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BrandLogo } from '@/client/components/brand-logo';
import { PageLoading } from '@/client/components/page-loading';
import { Alert, AlertDescription, AlertTitle } from '@/client/components/ui/alert';
import { Button, buttonVariants } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { ApiRequestError } from '@/client/lib/api';
import { useMe } from '@/client/lib/me';
import { notify } from '@/client/lib/notify';
import { inviteText as T, schoolsText } from '@/shared/i18n/schools';
import type { InviteInfo } from '@/shared/schools/contract';
import { useJoinSchool, usePublicInvite } from '../api/my-school';
import { joinedMessage } from '../lib/joined';
import { storePendingInvite } from '../lib/pending-invite';

/** /convite/:token (public): who invites, and the way in — join now when signed in, or sign up / sign in first. */
export function InvitePage({ token }: { token: string }) {
  const invite = usePublicInvite(token);
  return (
    <div className="min-h-dvh bg-slate-100 px-4 py-6 sm:py-10">
      <div className="mx-auto grid w-full max-w-lg grid-cols-1 gap-6">
        <Link to="/" className="justify-self-center rounded-md text-xl text-slate-900">
          <BrandLogo />
        </Link>
        <main>
          {invite.isPending ? (
            <PageLoading />
          ) : invite.isError ? (
            <InviteError error={invite.error} onRetry={() => invite.refetch()} />
          ) : (
            <InviteCard token={token} info={invite.data} />
          )}
        </main>
      </div>
    </div>
  );
}

function InviteError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  // 404 INVITE_NOT_FOUND / 410 INVITE_EXPIRED carry the server's message, which says what to do.
  const answered = error instanceof ApiRequestError && (error.status === 404 || error.status === 410);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1">{T.errorTitle}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Alert tone="warning">
          <AlertDescription>{answered ? error.message : T.errorGeneric}</AlertDescription>
        </Alert>
        <div className="flex flex-wrap gap-2">
          {answered ? null : (
            <Button variant="outline" onClick={onRetry}>
              {schoolsText.retry}
            </Button>
          )}
          <Link to="/" className={buttonVariants({ variant: 'outline' })}>
            {T.home}
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}

function InviteCard({ token, info }: { token: string; info: InviteInfo }) {
  const me = useMe();
  const anonymous = me.isSuccess && me.data === null;

  // Kept across sign-up, email confirmation and Google's redirect; joined once after the sign-in.
  useEffect(() => {
    if (anonymous) storePendingInvite(token);
  }, [anonymous, token]);

  return (
    <Card>
      <CardHeader className="items-center text-center">
        <span className="mx-auto mb-1 flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <SchoolIcon className="size-7" aria-hidden="true" />
        </span>
        <CardTitle as="h1" className="text-2xl break-words">
          {T.title(info.schoolName)}
        </CardTitle>
        <CardDescription className="text-base">{T.asRole[info.role]}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <p className="text-sm text-slate-700">
          {info.role === 'admin' ? T.leadAdmin : info.role === 'mentor' ? T.leadMentor : T.leadMember}
        </p>
        {me.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            {schoolsText.loading}
          </p>
        ) : me.data ? (
          <JoinNow token={token} info={info} email={me.data.user.email} />
        ) : (
          <div className="grid gap-3">
            <p className="text-sm text-slate-700">{T.anonymousLead}</p>
            <Link to="/auth" className={buttonVariants({ size: 'lg' })}>
              <UserPlusIcon aria-hidden="true" />
              {T.signUp}
            </Link>
            <Link to="/auth" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              <LogInIcon aria-hidden="true" />
              {T.signIn}
            </Link>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function JoinNow({ token, info, email }: { token: string; info: InviteInfo; email: string }) {
  const join = useJoinSchool();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<ApiRequestError | null>(null);

  function onJoin() {
    setRefusal(null);
    join.mutate(token, {
      onSuccess: (me) => {
        const { title, detail, to } = joinedMessage(me, info.schoolName);
        notify.success(title, detail);
        navigate(to, { replace: true });
      },
      onError: (error) => {
        if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) setRefusal(error);
        else notify.error(T.joinError, T.errorGeneric, error);
      },
    });
  }

  return (
    <div className="grid gap-3">
      <p className="text-sm break-all text-slate-600">{T.signedInAs(email)}</p>
      {refusal ? (
        <Alert>
          <AlertTitle>{T.joinError}</AlertTitle>
          <AlertDescription>
            <p>{refusal.message}</p>
            {refusal.code === 'INVITE_EMAIL_MISMATCH' ? <p>{T.mismatchHint}</p> : null}
          </AlertDescription>
        </Alert>
      ) : null}
      <Button size="lg" onClick={onJoin} disabled={join.isPending}>
        {join.isPending ? T.joining : T.join}
      </Button>
    </div>
  );
}

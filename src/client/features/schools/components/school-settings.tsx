import { LogOutIcon, SchoolIcon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { Button } from '@/client/components/ui/button';
import { useMe } from '@/client/lib/me';
import { notify } from '@/client/lib/notify';
import { settingsSchoolText as T, sharingLabels } from '@/shared/i18n/schools';
import { SHARING_LEVELS, type Sharing } from '@/shared/schools/contract';
import { useLeaveSchool, useSetSharing } from '../api/my-school';
import { MyClasses } from './my-classes';
import { RadioCards } from './radio-cards';
import { SchoolFeedbackSettings } from './school-feedback-settings';
import { SchoolRights } from './school-rights';

const OPTIONS = SHARING_LEVELS.map((value) => ({ value, ...sharingLabels[value] }));

/**
 * Settings → 'Escola': the trader's school, what it sees (saved at once), what each of its roles sees, the classes
 * joined, the mentors' feedback and 'Sair da escola'.
 */
export function SchoolSettings() {
  const { data: me } = useMe();
  const school = me?.school ?? null;
  return (
    <section
      aria-labelledby="school-settings-title"
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="grid max-w-2xl gap-1">
        <h2 id="school-settings-title" className="text-lg font-semibold text-slate-900">
          {school ? T.title : T.noneTitle}
        </h2>
        <p className="text-sm text-slate-600">{school ? T.lead : T.noneLead}</p>
      </div>
      {school ? <MySchool school={school} /> : null}
      <SchoolFeedbackSettings inSchool={school !== null} />
    </section>
  );
}

function MySchool({ school }: { school: { id: string; name: string; sharing: Sharing } }) {
  const setSharing = useSetSharing();
  const leave = useLeaveSchool();
  const [leaving, setLeaving] = useState(false);
  // Shows the choice at once (local state, committed with the click itself: the mutation's own state reaches React a
  // tick later, and the radio would show the old value in between); the answer (the new /api/me) confirms it, a
  // refusal puts the stored one back.
  const [chosen, setChosen] = useState<Sharing | null>(null);
  const shown = chosen ?? school.sharing;

  return (
    <>
      <p className="flex items-center gap-2 text-base font-medium text-slate-900">
        <SchoolIcon className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
        <span className="break-words">{T.memberOf(school.name)}</span>
      </p>
      <RadioCards<Sharing>
        name="school-sharing"
        legend={T.sharingTitle}
        hint={T.sharingHint}
        options={OPTIONS}
        value={shown}
        onChange={(next) => {
          setChosen(next);
          setSharing.mutate(next, {
            onSuccess: () => notify.success(T.saved, T.savedDetail(sharingLabels[next].title)),
            onError: (error) => notify.error(T.saveError, T.saveErrorDetail, error),
            onSettled: () => setChosen(null),
          });
        }}
        className="max-w-2xl"
      />
      <SchoolRights sharing={shown} />
      <MyClasses />
      <Button
        variant="outline"
        className="justify-self-start border-red-200 text-red-700 hover:bg-red-50"
        onClick={() => setLeaving(true)}
      >
        <LogOutIcon aria-hidden="true" />
        {T.leave}
      </Button>
      <ConfirmDialog
        open={leaving}
        title={T.leaveTitle(school.name)}
        description={T.leaveDescription}
        confirmLabel={T.leave}
        pendingLabel={T.leaving}
        pending={leave.isPending}
        onCancel={() => setLeaving(false)}
        onConfirm={() =>
          leave.mutate(undefined, {
            onSuccess: () => notify.success(T.left, T.leftDetail(school.name)),
            onError: (error) => notify.error(T.leaveError, T.saveErrorDetail, error),
            onSettled: () => setLeaving(false),
          })
        }
      />
    </>
  );
}

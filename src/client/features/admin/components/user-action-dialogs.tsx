import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { DialogForm, FormDialog } from '@/client/components/ui/dialog-form';
import { FormInput } from '@/client/components/ui/form-inputs';
import { ApiRequestError } from '@/client/lib/api';
import { formatDate } from '@/shared/format';
import { notify } from '@/client/lib/notify';
import { continueAccessSchema, extendTrialSchema, isoDaySchema } from '@/shared/admin/contract';
import type { AdminUserRow } from '@/shared/admin/contract';
import { adminUsersText } from '@/shared/i18n/admin-users';
import { useUserAction } from '../api/admin-users';
import { isoDayIn, lastIsoDayOf } from '../lib/dates';
import { userName } from './user-list';

const T = adminUsersText;

import type { ActionKind } from '../lib/user-actions';

interface ActionDialogsProps {
  user: AdminUserRow;
  /** The trader's zone (dates of a continuation are their local days); the browser's until known. */
  timeZone?: string;
  open: ActionKind | null;
  onClose: () => void;
}

/** The server explains its refusals in Portuguese (e.g. 'Este usuário não está aguardando liberação.'): show them. */
export function reportActionError(error: unknown) {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500)
    notify.error(T.actionError, error.message, { code: error.code });
  else notify.error(T.actionError, T.actionErrorDetail, error);
}

const CONFIRMS = {
  release: { texts: T.release, confirm: T.actions.release, tone: 'default' },
  revoke: { texts: T.revoke, confirm: T.actions.revoke, tone: 'destructive' },
  endSessions: { texts: T.endSessions, confirm: T.actions.endSessions, tone: 'destructive' },
} as const;

/** The confirmation or form of each action on one user; each ends in a toast and a refreshed list. */
export function UserActionDialogs({ user, timeZone, open, onClose }: ActionDialogsProps) {
  const action = useUserAction();
  const name = userName(user);
  const confirmKind = open === 'release' || open === 'revoke' || open === 'endSessions' ? open : null;
  const confirm = confirmKind ? CONFIRMS[confirmKind] : null;

  const runConfirm = () => {
    if (!confirmKind || !confirm) return;
    action.mutate(
      { userId: user.userId, action: { kind: confirmKind } },
      {
        onSuccess: () => {
          notify.success(confirm.texts.done, confirm.texts.doneDetail(name));
          onClose();
        },
        onError: (error) => {
          onClose();
          reportActionError(error);
        },
      },
    );
  };

  return (
    <>
      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.texts.title ?? ''}
        description={confirm?.texts.description(name) ?? ''}
        confirmLabel={confirm?.confirm ?? ''}
        tone={confirm?.tone}
        pending={action.isPending}
        pendingLabel={T.actions.working}
        onCancel={onClose}
        onConfirm={runConfirm}
      />
      <FormDialog open={open === 'extendTrial'} onOpenChange={(next) => (next ? undefined : onClose())}>
        <ExtendTrialForm user={user} onDone={onClose} />
      </FormDialog>
      <FormDialog open={open === 'continue'} onOpenChange={(next) => (next ? undefined : onClose())}>
        <ContinueForm user={user} timeZone={timeZone} onDone={onClose} />
      </FormDialog>
    </>
  );
}

type ExtendForm = z.input<typeof extendTrialSchema>;
type ExtendValues = z.output<typeof extendTrialSchema>;

function ExtendTrialForm({ user, onDone }: { user: AdminUserRow; onDone: () => void }) {
  const action = useUserAction();
  const name = userName(user);
  const form = useForm<ExtendForm, unknown, ExtendValues>({
    resolver: zodResolver(extendTrialSchema),
    defaultValues: { days: '7' },
  });
  const E = T.extendTrial;
  return (
    <DialogForm
      form={form}
      idPrefix="extend-trial"
      editing
      texts={{
        createTitle: E.title,
        editTitle: E.title,
        description: E.description(name),
        submitCreate: E.submit,
        submitEdit: E.submit,
      }}
      pendingLabel={T.actions.working}
      save={async ({ days }) => {
        await action.mutateAsync({ userId: user.userId, action: { kind: 'extendTrial', days } });
        return days;
      }}
      onSaved={(days) => notify.success(E.done, E.doneDetail(name, days))}
      failure={{ title: T.actionError, detail: T.actionErrorDetail, fields: ['days'] }}
      onDone={onDone}
    >
      <FormInput
        name="days"
        label={E.days}
        hint={E.daysHint}
        type="number"
        inputMode="numeric"
        min={1}
        max={90}
        step={1}
      />
    </DialogForm>
  );
}

/** 'date' needs a day from today on; 'none' continues without end. Sent as continueAccessSchema's body. */
function continueFormSchema(today: string) {
  return z
    .object({ mode: z.enum(['date', 'none']), until: z.string() })
    .superRefine((v, ctx) => {
      if (v.mode === 'none') return;
      if (!isoDaySchema.safeParse(v.until).success)
        ctx.addIssue({ code: 'custom', path: ['until'], message: T.continueAccess.invalidDay });
      else if (v.until < today)
        ctx.addIssue({ code: 'custom', path: ['until'], message: T.continueAccess.pastDay });
    })
    .transform((v) => continueAccessSchema.parse({ until: v.mode === 'none' ? null : v.until }));
}
type ContinueFormValues = { mode: 'date' | 'none'; until: string };

function ContinueForm({
  user,
  timeZone,
  onDone,
}: {
  user: AdminUserRow;
  timeZone?: string;
  onDone: () => void;
}) {
  const action = useUserAction();
  const name = userName(user);
  const today = isoDayIn(new Date(), timeZone);
  const C = T.continueAccess;
  const form = useForm<ContinueFormValues, unknown, z.output<typeof continueAccessSchema>>({
    resolver: zodResolver(continueFormSchema(today)),
    defaultValues: {
      mode: user.continuedIndefinitely ? 'none' : 'date',
      until: user.continuedUntil ? lastIsoDayOf(user.continuedUntil, timeZone) : '',
    },
  });
  const mode = useWatch({ control: form.control, name: 'mode' });
  return (
    <DialogForm
      form={form}
      idPrefix="continue"
      editing
      texts={{
        createTitle: C.title,
        editTitle: C.title,
        description: C.description(name),
        submitCreate: C.submit,
        submitEdit: C.submit,
      }}
      pendingLabel={T.actions.working}
      save={async ({ until }) => {
        await action.mutateAsync({ userId: user.userId, action: { kind: 'continue', until } });
        return until;
      }}
      onSaved={(until) =>
        notify.success(C.done, until ? C.doneUntil(name, formatDate(until)) : C.doneIndefinitely(name))
      }
      failure={{ title: T.actionError, detail: T.actionErrorDetail, fields: ['until'] }}
      onDone={onDone}
    >
      <fieldset className="grid gap-2 sm:col-span-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">{C.modeLabel}</legend>
        {(['date', 'none'] as const).map((value) => (
          <label key={value} className="flex min-h-10 items-center gap-3 text-sm text-slate-900">
            <input
              type="radio"
              value={value}
              className="size-4 accent-brand-700"
              {...form.register('mode')}
            />
            {value === 'date' ? C.untilDate : C.indefinitely}
          </label>
        ))}
      </fieldset>
      {mode === 'date' ? (
        <FormInput name="until" label={C.until} hint={C.untilHint} type="date" min={today} wide />
      ) : null}
    </DialogForm>
  );
}

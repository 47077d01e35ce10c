import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Alert, AlertDescription } from '@/client/components/ui/alert';
import { DialogForm, FormDialog } from '@/client/components/ui/dialog-form';
import { FormInput, FormSelect } from '@/client/components/ui/form-inputs';
import { ApiRequestError } from '@/client/lib/api';
import { notify } from '@/client/lib/notify';
import { GOAL_KINDS, GOAL_PERIODS, goalInputSchema, type GoalInput } from '@/shared/gamification/contract';
import { MAX_ACTIVE_GOALS } from '@/shared/gamification/rules';
import { GOAL_KIND_LABELS } from '@/shared/gamification/goals';
import { GOAL_PERIOD_LABELS, gamificationText } from '@/shared/i18n/gamification-page';
import { useCreateGoal } from '../api/gamification';

const T = gamificationText.goals;
const F = T.form;

/** The form as typed (numbers are text until sent); the shared schema checks what it becomes. */
interface GoalForm {
  kind: string;
  period: string;
  target: string;
  param: string;
}
const FIELDS = ['kind', 'period', 'target', 'param'] as const;

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

const formSchema = z
  .object({ kind: z.string(), period: z.string(), target: z.string(), param: z.string() })
  // The selects offer only the contract's values; the shared schema still checks them.
  .transform((v): GoalInput => ({
    kind: v.kind as GoalInput['kind'],
    period: v.period as GoalInput['period'],
    // 'Concluir o desafio' has one target (1 challenge): the field is not shown.
    target: v.kind === 'finish-challenge' ? 1 : toNumber(v.target),
    param: v.kind === 'max-trades-days' ? (v.param.trim() === '' ? undefined : toNumber(v.param)) : null,
  }))
  .pipe(goalInputSchema);

interface GoalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Nova meta': the kind (process goals first), the week or the month, the target; for a trade cap, the cap. */
export function GoalDialog({ open, onOpenChange }: GoalDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      <GoalFormBody onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function GoalFormBody({ onDone }: { onDone: () => void }) {
  const create = useCreateGoal();
  const form = useForm<GoalForm, unknown, GoalInput>({
    resolver: zodResolver(formSchema),
    defaultValues: { kind: 'journal-every-trade', period: 'week', target: '5', param: '3' },
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const period = useWatch({ control: form.control, name: 'period' });
  const rootError = form.formState.errors.root?.message;

  const save = async (body: GoalInput) => {
    try {
      return await create.mutateAsync(body);
    } catch (error) {
      // The two refusals the form cannot foresee: say them where the trader is looking, then let the form report.
      if (error instanceof ApiRequestError && error.code === 'GOAL_EXISTS')
        form.setError('kind', { message: error.message || F.exists }, { shouldFocus: true });
      if (error instanceof ApiRequestError && error.code === 'GOAL_LIMIT')
        form.setError('root', { message: error.message || F.limit(MAX_ACTIVE_GOALS) });
      throw error;
    }
  };

  return (
    <DialogForm
      form={form}
      idPrefix="goal"
      editing={false}
      texts={F}
      pendingLabel={F.saving}
      save={save}
      // A goal already met is told by the live 'Meta cumprida!' (with its XP and any level): one toast, not two.
      onSaved={(goal) => (goal.met ? undefined : notify.success(F.created, F.createdDetail(goal.title)))}
      failure={{ title: F.error, detail: F.errorDetail, fields: FIELDS }}
      onDone={onDone}
    >
      {rootError ? (
        <Alert className="sm:col-span-2">
          <AlertDescription>{rootError}</AlertDescription>
        </Alert>
      ) : null}
      <FormSelect name="kind" label={F.kind} wide>
        {GOAL_KINDS.map((k) => (
          <option key={k} value={k}>
            {GOAL_KIND_LABELS[k]}
          </option>
        ))}
      </FormSelect>
      <FormSelect name="period" label={F.period}>
        {GOAL_PERIODS.map((p) => (
          <option key={p} value={p}>
            {GOAL_PERIOD_LABELS[p]}
          </option>
        ))}
      </FormSelect>
      {kind === 'finish-challenge' ? null : (
        <FormInput
          name="target"
          label={F.target(kind as GoalInput['kind'])}
          hint={kind === 'breathing-pauses' ? undefined : F.targetHint(period === 'month' ? 'month' : 'week')}
          inputMode="numeric"
          maxLength={3}
        />
      )}
      {kind === 'max-trades-days' ? (
        <FormInput name="param" label={F.param} inputMode="numeric" maxLength={2} />
      ) : null}
    </DialogForm>
  );
}

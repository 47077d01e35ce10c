import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheckIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/client/components/ui/button';
import { FieldError } from '@/client/components/ui/field-error';
import { FormFields, FormInput } from '@/client/components/ui/form-inputs';
import { cn } from '@/client/lib/cn';
import { reportFormError } from '@/client/lib/form-errors';
import { notify } from '@/client/lib/notify';
import {
  BIAS_LABELS,
  BIASES,
  dailyPlanInputSchema,
  type DailyPlanDto,
  type DailyPlanInput,
} from '@/shared/discipline/contract';
import { formatClockTime } from '@/shared/format';
import { challengeText } from '@/shared/i18n/challenge';
import { toTypedNumber } from '@/shared/numbers';
import { useSaveDailyPlan } from '../api/challenge';
import { FormTextarea } from './form-textarea';
import { PlanPlaybooks } from './plan-playbooks';

const T = challengeText.routine.plan;

interface DailyPlanFormProps {
  day: string;
  plan: DailyPlanDto | null;
  timeZone: string | undefined;
}

/** Before the session: the day's bias, the setups allowed, the most it may lose, a note. Saved with its time. */
export function DailyPlanForm({ day, plan, timeZone }: DailyPlanFormProps) {
  const save = useSaveDailyPlan();
  const form = useForm<DailyPlanInput, unknown, z.output<typeof dailyPlanInputSchema>>({
    resolver: zodResolver(dailyPlanInputSchema),
    defaultValues: {
      bias: plan?.bias,
      setups: plan?.setups ?? '',
      playbookIds: plan?.playbookIds ?? [],
      maxLoss: plan?.maxLoss ? toTypedNumber(plan.maxLoss) : '',
      note: plan?.note ?? '',
    },
  });
  const biasError = form.formState.errors.bias?.message;

  // The body carries the amount as typed: the server reads it with the same schema (ADR 009).
  const onSubmit = form.handleSubmit(async () => {
    const raw = form.getValues();
    try {
      await save.mutateAsync({
        day,
        body: {
          bias: raw.bias,
          setups: raw.setups ?? '',
          playbookIds: raw.playbookIds ?? [],
          maxLoss: raw.maxLoss ?? '',
          note: raw.note ?? '',
        },
      });
      notify.success(T.saved, T.savedDetail);
    } catch (error) {
      reportFormError(error, {
        title: T.error,
        detail: T.errorDetail,
        fields: ['bias', 'setups', 'playbookIds', 'maxLoss', 'note'] as const,
        setError: form.setError,
      });
    }
  });

  return (
    <div className="grid gap-3">
      <div className="grid gap-0.5">
        <h3 className="text-base font-bold text-slate-900">{T.title}</h3>
        <p className="text-sm text-slate-600">{T.lead}</p>
        <p
          className={cn(
            'mt-1 flex items-center gap-1.5 text-sm font-medium',
            plan ? 'text-emerald-800' : 'text-slate-600',
          )}
        >
          {plan ? <CircleCheckIcon className="size-4" aria-hidden="true" /> : null}
          {plan ? T.writtenAt(formatClockTime(plan.createdAt, timeZone)) : T.notWritten}
        </p>
      </div>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormFields form={form} idPrefix="daily-plan">
          <fieldset
            className="grid gap-1.5"
            aria-invalid={biasError ? true : undefined}
            aria-describedby={biasError ? 'daily-plan-bias-error' : undefined}
          >
            <legend className="mb-1.5 text-sm font-medium text-slate-900">{T.bias}</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {BIASES.map((bias) => (
                <label
                  key={bias}
                  className="relative flex min-h-11 cursor-pointer items-center justify-center rounded-md border border-slate-300 bg-white px-2 text-center text-sm font-semibold text-slate-800 has-[:checked]:border-emerald-700 has-[:checked]:bg-emerald-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500"
                >
                  {/* Over the whole pill, transparent: the tap lands on the radio itself. */}
                  <input
                    type="radio"
                    value={bias}
                    className="absolute inset-0 size-full cursor-pointer opacity-0"
                    {...form.register('bias')}
                  />
                  {BIAS_LABELS[bias]}
                </label>
              ))}
            </div>
            <FieldError id="daily-plan-bias">{biasError}</FieldError>
          </fieldset>
          <FormInput name="setups" label={T.setups} placeholder={T.setupsPlaceholder} maxLength={500} />
          <PlanPlaybooks />
          <FormInput
            name="maxLoss"
            label={T.maxLoss}
            hint={T.maxLossHint}
            inputMode="decimal"
            placeholder="0,00"
          />
          <FormTextarea id="daily-plan-note" name="note" label={T.note} rows={2} maxLength={1000} />
        </FormFields>
        <Button type="submit" disabled={save.isPending} className="w-full sm:justify-self-end">
          {save.isPending ? challengeText.saving : plan ? T.update : T.submit}
        </Button>
      </form>
    </div>
  );
}

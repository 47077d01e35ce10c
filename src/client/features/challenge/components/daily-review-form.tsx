import { zodResolver } from '@hookform/resolvers/zod';
import { AngryIcon, CircleCheckIcon, FrownIcon, LaughIcon, MehIcon, SmileIcon } from 'lucide-react';
import { useController, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/client/components/ui/button';
import { FormFields } from '@/client/components/ui/form-inputs';
import { reportFormError } from '@/client/lib/form-errors';
import { notify } from '@/client/lib/notify';
import {
  dailyReviewInputSchema,
  MOODS,
  type DailyReviewDto,
  type DailyReviewInput,
} from '@/shared/discipline/contract';
import { challengeText } from '@/shared/i18n/challenge';
import { useSaveDailyReview } from '../api/challenge';
import { FormTextarea } from './form-textarea';

const T = challengeText.routine.review;
const MOOD_ICONS = { 1: AngryIcon, 2: FrownIcon, 3: MehIcon, 4: SmileIcon, 5: LaughIcon } as const;

type ReviewForm = DailyReviewInput;

/** After the session: what went well, what to change, and the mood as 5 big buttons. */
export function DailyReviewForm({ day, review }: { day: string; review: DailyReviewDto | null }) {
  const save = useSaveDailyReview();
  const form = useForm<ReviewForm, unknown, z.output<typeof dailyReviewInputSchema>>({
    resolver: zodResolver(dailyReviewInputSchema),
    defaultValues: {
      wentWell: review?.wentWell ?? '',
      toChange: review?.toChange ?? '',
      mood: review?.mood ?? null,
    },
  });
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ day, body });
      notify.success(T.saved, T.savedDetail);
    } catch (error) {
      reportFormError(error, {
        title: T.error,
        detail: T.errorDetail,
        fields: ['wentWell', 'toChange', 'mood'] as const,
        setError: form.setError,
      });
    }
  });

  return (
    <div className="grid gap-3">
      <div className="grid gap-0.5">
        <h3 className="text-base font-bold text-slate-900">{T.title}</h3>
        <p className="text-sm text-slate-600">{T.lead}</p>
        {review ? (
          <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-emerald-800">
            <CircleCheckIcon className="size-4" aria-hidden="true" />
            {T.done}
          </p>
        ) : null}
      </div>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormFields form={form} idPrefix="daily-review">
          <FormTextarea
            id="daily-review-went-well"
            name="wentWell"
            label={T.wentWell}
            rows={2}
            maxLength={1000}
          />
          <FormTextarea
            id="daily-review-to-change"
            name="toChange"
            label={T.toChange}
            rows={2}
            maxLength={1000}
          />
          <MoodPicker control={form.control} />
        </FormFields>
        <Button type="submit" disabled={save.isPending} className="w-full sm:justify-self-end">
          {save.isPending ? challengeText.saving : T.submit}
        </Button>
      </form>
    </div>
  );
}

/** Five radio buttons drawn as big tap targets; arrow keys move between them, as in any radio group. */
function MoodPicker({ control }: { control: ReturnType<typeof useForm<ReviewForm>>['control'] }) {
  const { field } = useController({ control, name: 'mood' });
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-slate-900">{T.mood}</legend>
      <div className="grid grid-cols-5 gap-1.5">
        {MOODS.map((mood) => {
          const Icon = MOOD_ICONS[mood];
          return (
            <label
              key={mood}
              className="relative grid min-h-16 cursor-pointer content-center justify-items-center gap-1 rounded-lg border border-slate-300 bg-white px-0.5 py-2 text-center text-slate-800 has-[:checked]:border-emerald-700 has-[:checked]:bg-emerald-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500"
            >
              <input
                type="radio"
                name={field.name}
                value={mood}
                checked={field.value === mood}
                onChange={() => field.onChange(mood)}
                onBlur={field.onBlur}
                className="absolute inset-0 size-full cursor-pointer opacity-0"
              />
              <Icon className="size-6" aria-hidden="true" />
              <span className="text-[0.7rem] leading-tight font-semibold sm:text-xs">{T.moods[mood]}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/client/components/ui/button';
import { FormFields } from '@/client/components/ui/form-inputs';
import { reportFormError } from '@/client/lib/form-errors';
import { notify } from '@/client/lib/notify';
import { WEEK_REVIEW_QUESTIONS, weekReviewSchema, type ChallengeWeekDto } from '@/shared/discipline/contract';
import { challengeText } from '@/shared/i18n/challenge';
import { useSaveWeekReview } from '../api/challenge';
import { FormTextarea } from './form-textarea';
import { Panel } from '@/client/components/ui/panel';

const T = challengeText.weekReview;

/** The review at the end of a week: the form while it is due, then the answers, folded. */
export function WeekReviews({ weeks }: { weeks: ChallengeWeekDto[] }) {
  const due = weeks.filter((w) => w.reviewDue);
  const answered = weeks.filter((w) => !w.reviewDue && w.review);
  if (due.length === 0 && answered.length === 0) return null;
  return (
    <div className="grid gap-4">
      {due.map((week) => (
        <WeekReviewForm key={week.week} week={week} />
      ))}
      {answered.map((week) => (
        <details key={week.week} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <summary className="cursor-pointer text-sm font-semibold text-slate-900">
            {T.answered(week.week)}
          </summary>
          <dl className="mt-3 grid gap-3 text-sm">
            {WEEK_REVIEW_QUESTIONS.map((question, i) => (
              <div key={question} className="grid gap-0.5">
                <dt className="font-medium text-slate-700">{question}</dt>
                <dd className="break-words whitespace-pre-line text-slate-900">
                  {week.review?.[i] || T.empty}
                </dd>
              </div>
            ))}
          </dl>
        </details>
      ))}
    </div>
  );
}

function WeekReviewForm({ week }: { week: ChallengeWeekDto }) {
  const save = useSaveWeekReview();
  const form = useForm({
    resolver: zodResolver(weekReviewSchema),
    defaultValues: { answers: week.review ?? WEEK_REVIEW_QUESTIONS.map(() => '') },
  });
  const onSubmit = form.handleSubmit(async ({ answers }) => {
    try {
      await save.mutateAsync({ week: week.week, answers });
      notify.success(T.saved, T.savedDetail(week.week));
    } catch (error) {
      reportFormError(error, { title: T.error, detail: T.errorDetail, fields: [], setError: form.setError });
    }
  });
  const titleId = `week-review-${week.week}-title`;
  return (
    <Panel id={titleId} title={T.title(week.week)} lead={T.lead} className="border-amber-200">
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormFields form={form} idPrefix={`week-${week.week}`}>
          {WEEK_REVIEW_QUESTIONS.map((question, i) => (
            <FormTextarea
              key={question}
              id={`week-${week.week}-answer-${i + 1}`}
              name={`answers.${i}`}
              label={question}
              rows={2}
            />
          ))}
        </FormFields>
        <div className="flex justify-end">
          <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
            {save.isPending ? challengeText.saving : T.submit}
          </Button>
        </div>
      </form>
    </Panel>
  );
}

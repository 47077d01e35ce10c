import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/client/components/ui/button';
import { FormFields } from '@/client/components/ui/form-inputs';
import { Panel } from '@/client/components/ui/panel';
import { Textarea } from '@/client/components/ui/textarea';
import { describedBy, FormField } from '@/client/components/ui/form-field';
import { reportFormError } from '@/client/lib/form-errors';
import { notify } from '@/client/lib/notify';
import { formatInstantDateTime } from '@/shared/format';
import { weeklyReviewText } from '@/shared/i18n/weekly-review';
import { weeklyReviewAnswersSchema, type WeeklyReviewDto } from '@/shared/weekly-review/contract';
import { useSaveWeekAnswers } from '../api/weekly-review';

const T = weeklyReviewText.questions;

/** The week's three questions (the challenge's, when one runs: answering here answers there too). */
export function WeekQuestions({ review }: { review: WeeklyReviewDto }) {
  const save = useSaveWeekAnswers();
  const { questions, answers, challengeWeek, updatedAt } = review.questions;
  const form = useForm({
    resolver: zodResolver(weeklyReviewAnswersSchema),
    defaultValues: { answers },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ week: review.week.start, answers: values.answers });
      notify.success(T.saved, T.savedDetail);
    } catch (error) {
      reportFormError(error, { title: T.error, detail: T.errorDetail, fields: [], setError: form.setError });
    }
  });
  return (
    <Panel
      id="weekly-review-questions"
      title={T.title}
      lead={challengeWeek ? T.fromChallenge(challengeWeek) : T.lead}
      className="border-emerald-200"
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormFields form={form} idPrefix="weekly-review">
          {questions.map((question, i) => {
            const id = `weekly-review-answer-${i + 1}`;
            const error = form.formState.errors.answers?.[i]?.message;
            return (
              <FormField key={question} id={id} label={question} error={error}>
                <Textarea
                  id={id}
                  rows={3}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy(id, { error })}
                  {...form.register(`answers.${i}`)}
                />
              </FormField>
            );
          })}
        </FormFields>
        <div className="flex flex-wrap items-center justify-end gap-3">
          {updatedAt ? (
            <span className="text-xs text-slate-600">
              {T.savedAt(formatInstantDateTime(updatedAt, review.week.timezone))}
            </span>
          ) : null}
          <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
            {save.isPending ? weeklyReviewText.saving : T.submit}
          </Button>
        </div>
      </form>
    </Panel>
  );
}

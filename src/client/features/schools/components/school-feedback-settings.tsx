import { useId } from 'react';
import { Link } from 'react-router';
import { notify } from '@/client/lib/notify';
import { schoolRightsText as T } from '@/shared/i18n/mentoring';
import { useFeedbackMail, useMyFeedback } from '../api/mentoring';
import { FeedbackThreads } from './feedback-page';

/**
 * Settings → Escola: the feedback threads (they stay with the student, school or not) and whether a mentor's
 * comment is also mailed. Nothing for someone with no school and no thread.
 */
export function SchoolFeedbackSettings({ inSchool }: { inSchool: boolean }) {
  const id = useId();
  const feedback = useMyFeedback();
  const mail = useFeedbackMail();
  const threads = feedback.data?.threads ?? [];
  if (!inSchool && threads.length === 0) return null;
  const checked = mail.isPending ? (mail.variables ?? true) : (feedback.data?.mail ?? true);
  return (
    <section aria-labelledby={`${id}-title`} className="grid max-w-2xl gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${id}-title`} className="font-semibold text-slate-900">
          {T.feedbackTitle}
        </h3>
        <Link to="/feedback" className="text-sm font-medium text-brand-700 hover:underline">
          {T.feedbackLink}
        </Link>
      </div>
      {inSchool ? (
        <div className="flex items-start gap-3">
          <input
            id={`${id}-mail`}
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
            aria-describedby={`${id}-mail-hint`}
            checked={checked}
            disabled={feedback.isPending}
            onChange={(e) =>
              mail.mutate(e.target.checked, {
                onSuccess: () => notify.success(T.mailSaved),
                onError: (error) => notify.error(T.mailError, '', error),
              })
            }
          />
          <div className="grid gap-1">
            <label htmlFor={`${id}-mail`} className="text-sm font-medium text-slate-900">
              {T.mailLabel}
            </label>
            <p id={`${id}-mail-hint`} className="text-sm text-slate-600">
              {T.mailHint}
            </p>
          </div>
        </div>
      ) : null}
      {threads.length ? <FeedbackThreads threads={threads.slice(0, 3)} headingLevel="h3" /> : null}
    </section>
  );
}

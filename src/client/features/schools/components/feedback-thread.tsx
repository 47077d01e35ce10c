import { type FormEvent, useId, useState } from 'react';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { FieldError } from '@/client/components/ui/field-error';
import { Label } from '@/client/components/ui/label';
import { Select } from '@/client/components/ui/select';
import { Textarea } from '@/client/components/ui/textarea';
import { ApiRequestError } from '@/client/lib/api';
import { notify } from '@/client/lib/notify';
import { formatInstantDateTime } from '@/shared/format';
import { feedbackMarkLabels, mentoringValidation, threadText as T } from '@/shared/i18n/mentoring';
import {
  FEEDBACK_MARKS,
  FEEDBACK_MAX_LENGTH,
  type FeedbackCommentDto,
  type FeedbackMark,
} from '@/shared/schools/mentoring-contract';

export function MarkBadge({ mark }: { mark: FeedbackMark | null }) {
  if (!mark) return null;
  return <Badge tone={mark === 'good-process' ? 'success' : 'warning'}>{feedbackMarkLabels[mark]}</Badge>;
}

/** The comments of a thread, oldest first: who wrote, when, the mark, the text. */
export function ThreadComments({ comments }: { comments: FeedbackCommentDto[] }) {
  if (!comments.length) return null;
  return (
    <ol className="grid gap-2" data-testid="feedback-comments">
      {comments.map((c) => (
        <li
          key={c.id}
          className={
            c.authorRole === 'mentor'
              ? 'grid gap-1 rounded-lg border border-sky-100 bg-sky-50 p-3'
              : 'grid gap-1 rounded-lg border border-slate-200 bg-white p-3 sm:ml-8'
          }
          data-testid="feedback-comment"
        >
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <span className="font-semibold wrap-anywhere text-slate-900">
              {c.mine ? T.you : c.authorName}
            </span>
            <span className="text-slate-600">{c.authorRole === 'mentor' ? T.mentor : T.student}</span>
            <MarkBadge mark={c.mark} />
            <time className="text-xs text-slate-600" dateTime={c.createdAt}>
              {formatInstantDateTime(c.createdAt)}
            </time>
          </div>
          <p className="text-sm whitespace-pre-wrap wrap-anywhere text-slate-800">{c.body}</p>
        </li>
      ))}
    </ol>
  );
}

/**
 * The form under a thread: a mentor writes a comment (with an optional mark), a student answers. The text stays
 * when sending fails, so nothing typed is lost.
 */
export function ThreadForm({
  side,
  label,
  onSend,
}: {
  side: 'mentor' | 'student';
  label: string;
  onSend: (body: string, mark: FeedbackMark | null) => Promise<unknown>;
}) {
  const id = useId();
  const [body, setBody] = useState('');
  const [mark, setMark] = useState<FeedbackMark | ''>('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const text = body.trim();
    if (!text) return setError(mentoringValidation.bodyRequired);
    setPending(true);
    setError(null);
    try {
      await onSend(text, mark || null);
      setBody('');
      setMark('');
      notify.success(side === 'mentor' ? T.sent : T.replied);
    } catch (err) {
      const message = err instanceof ApiRequestError && err.status > 0 ? err.message : T.errorDetail;
      setError(message);
      notify.error(T.error, message, err);
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="grid gap-2" onSubmit={submit} aria-label={label}>
      <Label htmlFor={`${id}-body`} className="font-semibold">
        {side === 'mentor' ? label : T.answer}
      </Label>
      <Textarea
        id={`${id}-body`}
        value={body}
        maxLength={FEEDBACK_MAX_LENGTH}
        placeholder={side === 'mentor' ? T.placeholderMentor : T.placeholderStudent}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setBody(e.target.value)}
      />
      <FieldError id={id}>{error}</FieldError>
      <div className="flex flex-wrap items-end gap-2">
        {side === 'mentor' ? (
          <div className="grid gap-1">
            <Label htmlFor={`${id}-mark`} className="text-xs">
              {T.markLabel}
            </Label>
            <Select
              id={`${id}-mark`}
              value={mark}
              onChange={(e) => setMark(e.target.value as FeedbackMark | '')}
              className="h-9"
            >
              <option value="">{T.noMark}</option>
              {FEEDBACK_MARKS.map((m) => (
                <option key={m} value={m}>
                  {feedbackMarkLabels[m]}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? T.sending : T.send}
        </Button>
      </div>
    </form>
  );
}

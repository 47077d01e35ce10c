import { MessageSquareIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/client/components/load-error';
import { Badge } from '@/client/components/ui/badge';
import { EmptyState } from '@/client/components/ui/empty-state';
import { PageHeader } from '@/client/components/ui/page-header';
import { SkeletonList } from '@/client/components/ui/skeleton';
import { formatDate } from '@/shared/format';
import { feedbackText as T } from '@/shared/i18n/mentoring';
import type { FeedbackThreadDto } from '@/shared/schools/mentoring-contract';
import { tradePagePath } from '@/shared/routes';
import { useMarkFeedbackRead, useMyFeedback, useReply } from '../api/mentoring';
import { ThreadComments, ThreadForm } from './feedback-thread';

/** What a thread is about, as its heading says it. */
export function threadTitle(thread: FeedbackThreadDto): string {
  const day = formatDate(thread.day);
  return thread.trade
    ? T.aboutTrade(thread.trade.instrument, T.side[thread.trade.type] ?? thread.trade.type, day)
    : T.aboutDay(day);
}

/** /feedback: the student's threads with the school's mentors, newest first; opening it marks them seen. */
export function FeedbackPage() {
  const feedback = useMyFeedback();
  const markRead = useMarkFeedbackRead();
  const unread = feedback.data?.unread ?? 0;
  const { mutate } = markRead;
  useEffect(() => {
    if (unread > 0) mutate();
  }, [unread, mutate]);

  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader title={T.title} description={T.lead} />
      {feedback.isPending ? (
        <SkeletonList label={T.loading} rows={2} rowClassName="h-32" />
      ) : feedback.isError ? (
        <LoadError message={T.loadError} retryLabel={T.retry} onRetry={() => feedback.refetch()} />
      ) : feedback.data.threads.length === 0 ? (
        <EmptyState
          title={T.empty}
          description={T.emptyDetail}
          actions={<MessageSquareIcon className="size-6 text-slate-400" aria-hidden="true" />}
        />
      ) : (
        <FeedbackThreads threads={feedback.data.threads} />
      )}
    </div>
  );
}

export function FeedbackThreads({
  threads,
  headingLevel = 'h2',
}: {
  threads: FeedbackThreadDto[];
  headingLevel?: 'h2' | 'h3';
}) {
  const reply = useReply();
  const Heading = headingLevel;
  return (
    <ol className="grid gap-4" data-testid="feedback-threads">
      {threads.map((thread) => {
        const key = thread.tradeId ?? `day-${thread.day}`;
        return (
          <li key={key}>
            <section
              aria-labelledby={`thread-${key}`}
              className="grid min-w-0 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
              data-testid="feedback-thread"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Heading id={`thread-${key}`} className="font-semibold break-words text-slate-900">
                  {thread.tradeId ? (
                    <Link to={tradePagePath(thread.tradeId)} className="text-brand-700 hover:underline">
                      {threadTitle(thread)}
                    </Link>
                  ) : (
                    threadTitle(thread)
                  )}
                </Heading>
                {thread.unread > 0 ? <Badge tone="info">{T.unread(thread.unread)}</Badge> : null}
              </div>
              <ThreadComments comments={thread.comments} />
              <ThreadForm
                side="student"
                label={threadTitle(thread)}
                onSend={(body) =>
                  reply.mutateAsync(
                    thread.tradeId ? { tradeId: thread.tradeId, body } : { day: thread.day, body },
                  )
                }
              />
            </section>
          </li>
        );
      })}
    </ol>
  );
}

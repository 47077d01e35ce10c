import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import type { XpEntryDto } from '@/shared/gamification/contract';
import { gamificationText } from '@/shared/i18n/gamification-page';
import { useOlderHistory } from '../api/gamification';
import { entryDay, mergeHistory } from '../lib/view';
import { Section } from './section';

const T = gamificationText.history;

interface XpHistoryProps {
  entries: XpEntryDto[];
  /** Where the older entries start (the overview's cursor); null when there are none. */
  nextBefore: number | null;
}

/** 'Histórico de XP': the newest entries with their reason, and 'Carregar mais' for the older ones. */
export function XpHistory({ entries, nextBefore }: XpHistoryProps) {
  const [wantsMore, setWantsMore] = useState(false);
  const older = useOlderHistory(nextBefore, wantsMore);
  const pages = older.data?.pages ?? [];
  const all = mergeHistory(
    entries,
    pages.map((p) => p.entries),
  );
  const hasMore = wantsMore ? (older.hasNextPage ?? false) || older.isPending : nextBefore !== null;
  const loading = wantsMore && (older.isPending || older.isFetchingNextPage);

  const loadMore = () => {
    if (!wantsMore) setWantsMore(true);
    else if (!older.data) void older.refetch();
    else void older.fetchNextPage();
  };

  return (
    <Section id="gam-history" title={T.title} lead={all.length ? T.lead : undefined}>
      {all.length === 0 ? (
        <HowToEarn />
      ) : (
        <>
          <ol className="grid divide-y divide-slate-100" aria-labelledby="gam-history">
            {all.map((entry) => (
              <li key={entry.id} className="flex items-start gap-3 py-2.5 first:pt-0">
                <span className="w-12 shrink-0 pt-0.5 text-sm text-slate-500 tabular-nums">
                  {entryDay(entry)}
                </span>
                <span className="min-w-0 flex-1 text-sm break-words text-slate-800">{entry.reason}</span>
                <span
                  className={
                    entry.amount >= 0
                      ? 'shrink-0 text-sm font-semibold text-brand-700 tabular-nums'
                      : 'shrink-0 text-sm font-semibold text-slate-600 tabular-nums'
                  }
                >
                  {T.amount(entry.amount)}
                </span>
              </li>
            ))}
          </ol>
          {older.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {T.loadMoreError}
            </p>
          ) : null}
          {hasMore || older.isError ? (
            <Button variant="outline" className="justify-self-start" onClick={loadMore} disabled={loading}>
              {loading ? T.loadingMore : T.loadMore}
            </Button>
          ) : null}
        </>
      )}
    </Section>
  );
}

/** The empty history: how XP is earned, from the XP table — the process, never the profit. */
export function HowToEarn() {
  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-700">{T.empty}</p>
      <div className="grid gap-2 rounded-lg bg-slate-50 p-3">
        <h3 className="text-sm font-semibold text-slate-900">{T.howTitle}</h3>
        <ul className="grid list-disc gap-1 pl-5 text-sm text-slate-700">
          {T.how.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="text-xs text-slate-600">{T.noProfit}</p>
      </div>
    </div>
  );
}

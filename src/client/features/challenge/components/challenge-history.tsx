import { Badge } from '@/client/components/ui/badge';
import { formatDate } from '@/shared/format';
import type { ChallengeOverviewDto } from '@/shared/discipline/contract';
import { challengeText } from '@/shared/i18n/challenge';
import { Panel } from '@/client/components/ui/panel';

const T = challengeText.history;
const TONES = { active: 'info', completed: 'success', failed: 'warning', abandoned: 'neutral' } as const;

/** Past challenges with their results (a given-up one stays here too). */
export function ChallengeHistory({ past }: { past: ChallengeOverviewDto['past'] }) {
  return (
    <Panel id="challenge-history-title" title={T.title} className="gap-3">
      {past.length === 0 ? (
        <p className="text-sm text-slate-600">{T.empty}</p>
      ) : (
        <ul aria-label={T.listLabel} className="grid gap-2">
          {past.map((c) => (
            <li
              key={c.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3"
            >
              <div className="grid gap-0.5">
                <span className="text-sm font-semibold text-slate-900">
                  {T.period(formatDate(c.startDate), formatDate(c.endDate))}
                </span>
                <span className="text-sm text-slate-600">{T.passed(c.daysPassed)}</span>
              </div>
              <Badge tone={TONES[c.status]}>{T.status[c.status]}</Badge>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

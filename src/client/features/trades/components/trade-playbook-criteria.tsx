import { useQuery } from '@tanstack/react-query';
import { CheckIcon, MinusIcon } from 'lucide-react';
import { Badge } from '@/client/components/ui/badge';
import { SkeletonList } from '@/client/components/ui/skeleton';
import { apiFetch } from '@/client/lib/api';
import { cn } from '@/client/lib/cn';
import { playbookDtoSchema, playbookKeys } from '@/client/lib/playbooks';
import { playbooksApi } from '@/shared/playbooks/contract';
import { tradeDetailText as D } from '@/shared/i18n/trade-detail';
import type { TradeDto } from '@/shared/trading/api-contract';
import { PlaybookTag } from './playbook-tag';

/** GET /api/playbooks/:id: the criteria's labels (the trade carries only the ids it ticked). */
function usePlaybook(id: string | undefined) {
  return useQuery({
    enabled: id !== undefined,
    queryKey: [...playbookKeys.all, 'one', id ?? ''],
    queryFn: ({ signal }) => apiFetch(playbooksApi.one(id ?? ''), { schema: playbookDtoSchema, signal }),
  });
}

/**
 * The playbook the trade was taken with and its checklist: each criterion present or missing, said in words and
 * by an icon (never by colour alone), the required ones marked.
 */
export function TradePlaybookCriteria({ trade }: { trade: TradeDto }) {
  const playbook = usePlaybook(trade.playbook?.id);
  if (!trade.playbook) return <p className="text-sm text-slate-600">{D.playbookNone}</p>;
  const met = new Set(trade.criteriaMet ?? []);
  const criteria = [...(playbook.data?.criteria ?? [])].sort((a, b) => a.position - b.position);
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <PlaybookTag trade={trade} />
        {criteria.length > 0 ? (
          <span className="text-sm text-slate-600">
            {D.criteriaCount(criteria.filter((c) => met.has(c.id)).length, criteria.length)}
          </span>
        ) : null}
      </div>
      {playbook.isPending ? (
        <SkeletonList label={D.criteriaLoading} rows={2} rowClassName="h-6" />
      ) : playbook.isError ? (
        <p className="text-sm text-slate-600">{D.criteriaError}</p>
      ) : criteria.length === 0 ? (
        <p className="text-sm text-slate-600">{D.criteriaNone}</p>
      ) : (
        <ul aria-label={D.criteriaTitle} data-testid="trade-detail-criteria" className="grid gap-1.5">
          {criteria.map((c) => {
            const present = met.has(c.id);
            const Icon = present ? CheckIcon : MinusIcon;
            return (
              <li key={c.id} className="flex items-start gap-2 text-sm">
                <Icon
                  className={cn('mt-0.5 size-4 shrink-0', present ? 'text-emerald-700' : 'text-slate-400')}
                  aria-hidden="true"
                />
                <span
                  className={cn('min-w-0 flex-1 break-words', present ? 'text-slate-900' : 'text-slate-600')}
                >
                  {c.label}
                  <span className="sr-only">: {present ? D.criterionMet : D.criterionMissing}</span>
                </span>
                {c.required ? (
                  <Badge tone={present ? 'neutral' : 'warning'}>{D.criterionRequired}</Badge>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

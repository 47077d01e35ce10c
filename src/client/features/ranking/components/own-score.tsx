import { CircleCheckIcon, HourglassIcon } from 'lucide-react';
import { cn } from '@/client/lib/cn';
import type { OwnScoreDto } from '@/shared/gamification/contract';
import { rankingText } from '@/shared/i18n/ranking';
import { formatScore } from '../lib/score';
import { Panel } from '@/client/components/ui/panel';

const T = rankingText.score;
const PARTS = ['checklist', 'stops', 'risk', 'journaling'] as const;

/**
 * 'Sua pontuação de disciplina': the trader's own 30-day score, its four parts with their weights, and how far they
 * are from eligibility. Private: shown whether or not they take part, and never to anyone else.
 */
export function OwnScore({ score, className }: { score: OwnScoreDto; className?: string }) {
  const value = formatScore(score.score);
  return (
    <Panel id="ranking-own-score" title={T.title} lead={T.lead} className={className}>
      <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
        <p className="flex items-baseline gap-1.5">
          <span
            className="text-4xl font-bold text-slate-900 tabular-nums"
            aria-hidden="true"
            data-testid="own-score"
          >
            {value}
          </span>
          <span className="text-sm font-medium text-slate-600" aria-hidden="true">
            {T.outOf}
          </span>
          <span className="sr-only">{T.spoken(value)}</span>
        </p>
        <Eligibility score={score} />
      </div>

      <ul aria-label={T.partsLabel} className="grid gap-3">
        {PARTS.map((part) => {
          const P = T.parts[part];
          const percent = formatScore(score.parts[part]);
          return (
            <li key={part} className="grid gap-1" data-testid={`score-part-${part}`}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <span className="font-medium text-slate-900">
                  {P.label} <span className="font-normal text-slate-600">({T.weight(P.weight)})</span>
                </span>
                <span className="font-semibold text-slate-900 tabular-nums">{T.partValue(percent)}</span>
              </div>
              {/* The value is in the text above; the bar only draws it. */}
              <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-200">
                <div
                  className="h-full rounded-full bg-emerald-600"
                  style={{ width: `${Math.min(100, Math.max(0, score.parts[part]))}%` }}
                />
              </div>
              <span className="text-xs text-slate-600">{P.hint}</span>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}

/** Eligible, or what is still missing: '7 de 10 trades · 5 de 8 dias ativos nos últimos 30 dias'. */
function Eligibility({ score, className }: { score: OwnScoreDto; className?: string }) {
  const Icon = score.eligible ? CircleCheckIcon : HourglassIcon;
  return (
    <div
      className={cn(
        'grid min-w-0 gap-0.5 rounded-lg px-3 py-2 text-sm',
        score.eligible ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-900',
        className,
      )}
      data-testid="eligibility"
    >
      <p className="flex items-center gap-1.5 font-semibold">
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        {score.eligible ? T.eligibleTitle : T.notEligibleTitle}
      </p>
      <p className="text-slate-700">
        {score.eligible
          ? T.activity(score.trades, score.activeDays)
          : T.progress(score.trades, score.activeDays)}
      </p>
    </div>
  );
}

import { CheckCircle2Icon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/cn';
import { notify } from '@/client/lib/notify';
import type { GoalDto } from '@/shared/gamification/contract';
import { gamificationText, goalUnit } from '@/shared/i18n/gamification-page';
import { useDeleteGoal } from '../api/gamification';
import { formatDayMonth } from '@/shared/format';
import { goalState, sortGoals } from '../lib/view';
import { GoalDialog } from './goal-dialog';
import { ProgressBar } from '@/client/components/ui/progress-bar';
import { Section } from './section';

const T = gamificationText.goals;

/** 'Metas': this week's and month's goals with their bars, 'Nova meta', and deleting one after confirming. */
export function Goals({ goals }: { goals: GoalDto[] }) {
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<GoalDto | null>(null);
  const remove = useDeleteGoal();

  const confirmDelete = () => {
    if (!deleting) return;
    const goal = deleting;
    remove.mutate(goal.id, {
      onSuccess: () => {
        notify.success(T.deleted, T.deletedDetail(goal.title));
        setDeleting(null);
      },
      onError: (error) => notify.error(T.deleteError, T.deleteErrorDetail, error),
    });
  };

  return (
    <Section
      id="gam-goals"
      title={T.title}
      lead={T.lead}
      aside={
        <Button size="sm" onClick={() => setCreating(true)}>
          <PlusIcon aria-hidden="true" />
          {T.add}
        </Button>
      }
    >
      {goals.length === 0 ? (
        <p className="text-sm text-slate-600">{T.empty}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {sortGoals(goals).map((goal) => (
            <GoalCard key={goal.id} goal={goal} onDelete={() => setDeleting(goal)} />
          ))}
        </ul>
      )}
      <GoalDialog open={creating} onOpenChange={setCreating} />
      <ConfirmDialog
        open={deleting !== null}
        title={T.confirmTitle}
        description={deleting ? T.confirmDescription(deleting.title) : ''}
        confirmLabel={T.confirm}
        pendingLabel={T.deleting}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Section>
  );
}

export function GoalCard({ goal, onDelete }: { goal: GoalDto; onDelete: () => void }) {
  const state = goalState(goal);
  return (
    <li
      data-testid="goal"
      data-state={state}
      className={cn(
        'grid min-w-0 gap-2 rounded-lg border p-3',
        state === 'met' && 'border-brand-100 bg-brand-50/60',
        state === 'open' && 'border-slate-200 bg-white',
        state === 'missed' && 'border-slate-200 bg-slate-50',
      )}
    >
      <div className="flex items-start gap-2">
        <div className="grid min-w-0 flex-1 gap-0.5">
          <h3 className="text-sm font-semibold break-words text-slate-900">{goal.title}</h3>
          <p className="text-xs text-slate-600">
            {T.period(goal.period, formatDayMonth(goal.periodStart), formatDayMonth(goal.periodEnd))}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="-mt-1 -mr-1 size-9 shrink-0 text-slate-600 hover:text-red-700"
          aria-label={T.deleteNamed(goal.title)}
          title={T.delete}
          onClick={onDelete}
        >
          <Trash2Icon aria-hidden="true" />
        </Button>
      </div>
      <div className="flex items-center gap-3">
        <ProgressBar
          label={T.progressLabel(goal.title)}
          value={goal.current}
          max={goal.target}
          valueText={T.progress(goal.current, goal.target, goalUnit(goal.kind, goal.target))}
          tone={state === 'met' ? 'done' : state === 'missed' ? 'muted' : 'brand'}
        />
        <span className="shrink-0 text-sm font-medium text-slate-700 tabular-nums">
          {T.progress(Math.min(goal.current, goal.target), goal.target, goalUnit(goal.kind, goal.target))}
        </span>
      </div>
      <div>
        {state === 'met' ? (
          <Badge tone="success" className="gap-1">
            <CheckCircle2Icon className="size-3.5" aria-hidden="true" />
            {T.met(goal.xp)}
          </Badge>
        ) : state === 'missed' ? (
          <Badge tone="neutral">{T.missed}</Badge>
        ) : (
          <Badge tone="info">{T.reward(goal.xp)}</Badge>
        )}
      </div>
    </li>
  );
}

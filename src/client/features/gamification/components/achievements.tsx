import { CheckCircle2Icon, LockIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/cn';
import {
  ACHIEVEMENT_CATEGORIES,
  ACHIEVEMENT_CATEGORY_LABELS,
  type AchievementCategory,
  type AchievementDto,
} from '@/shared/gamification/contract';
import { achievementSecret } from '@/shared/i18n/gamification';
import { gamificationText } from '@/shared/i18n/gamification-page';
import { achievementsIn, localDate } from '../lib/view';
import { AchievementIcon } from './achievement-icon';
import { ProgressBar } from '@/client/components/ui/progress-bar';
import { Section } from './section';

const T = gamificationText.achievements;
type Filter = AchievementCategory | 'all';
const PHONE_FIRST = 6;

/** 'Conquistas': the count, a category filter (buttons that say which is pressed) and the grid. */
export function Achievements({ achievements }: { achievements: AchievementDto[] }) {
  const [filter, setFilter] = useState<Filter>('all');
  const [expanded, setExpanded] = useState(false);
  const unlocked = achievements.filter((a) => a.unlocked).length;
  const shown = achievementsIn(achievements, filter);
  const present = ACHIEVEMENT_CATEGORIES.filter((c) => achievements.some((a) => a.category === c));

  return (
    <Section
      id="gam-achievements"
      title={T.title}
      aside={
        <p className="text-sm font-medium text-slate-700" data-testid="achievements-count">
          {T.count(unlocked, achievements.length)}
        </p>
      }
    >
      <div role="group" aria-label={T.filterLabel} className="flex flex-wrap gap-2">
        {(['all', ...present] as Filter[]).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
            className={cn(
              'min-h-9 rounded-full border px-3 text-sm font-medium transition-colors',
              filter === value
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100',
            )}
          >
            {value === 'all' ? T.all : ACHIEVEMENT_CATEGORY_LABELS[value]}
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className="text-sm text-slate-600">{T.empty}</p>
      ) : (
        <>
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {shown.map((a, i) => (
              <AchievementCard
                key={a.id}
                achievement={a}
                // On a phone the grid is one long column: the first few (unlocked, then the nearest) until asked.
                className={!expanded && i >= PHONE_FIRST ? 'hidden sm:flex' : undefined}
              />
            ))}
          </ul>
          {!expanded && shown.length > PHONE_FIRST ? (
            <Button
              variant="outline"
              className="justify-self-start sm:hidden"
              onClick={() => setExpanded(true)}
            >
              {T.showAll(shown.length)}
            </Button>
          ) : null}
        </>
      )}
    </Section>
  );
}

export function AchievementCard({
  achievement: a,
  className,
}: {
  achievement: AchievementDto;
  className?: string;
}) {
  const secret = a.hidden && !a.unlocked;
  return (
    <li
      data-testid="achievement"
      data-unlocked={a.unlocked ? 'true' : 'false'}
      className={cn(
        'flex min-w-0 gap-3 rounded-lg border p-3',
        className,
        a.unlocked ? 'border-brand-100 bg-brand-50/60' : 'border-slate-200 bg-slate-50',
      )}
    >
      <div
        aria-hidden="true"
        className={cn(
          'relative grid size-11 shrink-0 place-items-center rounded-full',
          a.unlocked ? 'bg-brand-700 text-white' : 'bg-slate-200 text-slate-500',
        )}
      >
        {secret ? <LockIcon className="size-5" /> : <AchievementIcon name={a.icon} className="size-5" />}
        {!a.unlocked && !secret ? (
          <LockIcon className="absolute -right-0.5 -bottom-0.5 size-4 rounded-full bg-white p-0.5 text-slate-600" />
        ) : null}
      </div>
      <div className="grid min-w-0 flex-1 content-start gap-1">
        <div className="flex items-start justify-between gap-2">
          <h3
            className={cn(
              'text-sm font-semibold break-words',
              a.unlocked ? 'text-slate-900' : 'text-slate-700',
            )}
          >
            {a.title}
          </h3>
          {a.unlocked ? (
            <CheckCircle2Icon className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
          ) : null}
        </div>
        <p className="text-sm break-words text-slate-600">
          {a.description || (secret ? achievementSecret.description : '')}
        </p>
        {a.unlocked ? (
          <p className="text-xs font-medium text-brand-700">
            {a.unlockedAt ? T.unlockedOn(localDate(a.unlockedAt)) : T.title}
          </p>
        ) : secret ? (
          <p className="flex items-center gap-1 text-xs text-slate-600">
            <LockIcon className="size-3" aria-hidden="true" />
            {T.locked}
          </p>
        ) : (
          <div className="grid gap-1">
            <div className="flex items-center justify-between gap-2 text-xs text-slate-600">
              <span className="flex items-center gap-1">
                <LockIcon className="size-3" aria-hidden="true" />
                {T.locked}
              </span>
              <span className="font-medium tabular-nums">{T.progress(a.current, a.target)}</span>
            </div>
            <ProgressBar
              label={T.progressLabel(a.title)}
              value={a.current}
              max={a.target}
              valueText={T.progress(a.current, a.target)}
              tone="muted"
            />
          </div>
        )}
      </div>
    </li>
  );
}

import { TrophyIcon } from 'lucide-react';
import type { LevelProgress } from '@/shared/gamification/rules';
import { gamificationText } from '@/shared/i18n/gamification-page';
import { levelBar } from '../lib/view';
import { ProgressBar } from '@/client/components/ui/progress-bar';

const T = gamificationText.level;

/** 'Nível 3 · Observador', the XP total and the bar to the next level with what is still missing. */
export function LevelCard({ level }: { level: LevelProgress }) {
  const bar = levelBar(level);
  return (
    <section
      aria-labelledby="gam-level"
      className="grid gap-4 rounded-xl border border-brand-100 bg-gradient-to-br from-brand-50 to-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex items-center gap-4">
        <div
          aria-hidden="true"
          className="grid size-14 shrink-0 place-items-center rounded-full bg-brand-700 text-xl font-bold text-white sm:size-16 sm:text-2xl"
        >
          {level.level}
        </div>
        <div className="grid min-w-0 gap-0.5">
          <p className="text-sm font-medium text-brand-700">{T.title}</p>
          <h2 id="gam-level" className="text-xl font-bold text-slate-900 sm:text-2xl">
            {T.heading(level.level, level.name)}
          </h2>
          <p className="flex items-center gap-1.5 text-sm text-slate-700">
            <TrophyIcon className="size-4 shrink-0 text-amber-600" aria-hidden="true" />
            {T.total(level.xp)}
          </p>
        </div>
      </div>
      <div className="grid gap-2">
        <ProgressBar
          label={T.barLabel(bar.next)}
          value={Math.min(level.intoLevel, level.toNext)}
          max={level.toNext}
          valueText={T.barValue(level.intoLevel, level.toNext)}
          className="h-3"
        />
        <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm">
          <p className="font-medium text-slate-800">{T.toNext(bar.missing, bar.next, level.nextName)}</p>
          <p className="text-slate-600">{T.barValue(level.intoLevel, level.toNext)}</p>
        </div>
      </div>
    </section>
  );
}

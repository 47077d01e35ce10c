import { cn } from '@/client/lib/cn';
import { notify } from '@/client/lib/notify';
import { weeklyReviewText } from '@/shared/i18n/weekly-review';
import { useSetWeeklyMail } from '../api/weekly-review';

const T = weeklyReviewText.mail;

/** The opt-in to the Monday mail: a switch, saved as soon as it is flipped. */
export function MailSwitch({ enabled }: { enabled: boolean | undefined }) {
  const save = useSetWeeklyMail();
  const checked = save.isPending ? Boolean(save.variables) : Boolean(enabled);
  const flip = async () => {
    try {
      const next = await save.mutateAsync(!checked);
      notify.success(next.enabled ? T.on : T.off);
    } catch {
      notify.error(T.error, weeklyReviewText.questions.errorDetail);
    }
  };
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="grid gap-0.5">
        <span id="weekly-review-mail" className="text-sm font-medium text-slate-900">
          {T.label}
        </span>
        <span id="weekly-review-mail-hint" className="text-xs text-slate-600">
          {T.hint}
        </span>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby="weekly-review-mail"
        aria-describedby="weekly-review-mail-hint"
        disabled={enabled === undefined || save.isPending}
        onClick={() => void flip()}
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60',
          checked ? 'bg-emerald-700' : 'bg-slate-400',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block size-6 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-5' : 'translate-x-0',
          )}
        />
      </button>
    </div>
  );
}

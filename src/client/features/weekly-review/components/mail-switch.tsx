import { SwitchField } from '@/client/components/ui/switch-field';
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
    <SwitchField
      id="weekly-review-mail"
      label={T.label}
      hint={T.hint}
      checked={checked}
      disabled={enabled === undefined || save.isPending}
      onChange={() => void flip()}
      switchClassName="focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-offset-2 focus-visible:outline-none"
    />
  );
}

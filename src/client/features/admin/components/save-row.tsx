import { CheckIcon } from 'lucide-react';
import { Button } from '@/client/components/ui/button';

/** A settings form's submit button and, beside it, 'Salvo' once its value is saved (a live status). */
export function SaveRow({
  submitting,
  saved,
  texts,
}: {
  submitting: boolean;
  saved: boolean;
  texts: { submit: string; saving: string; saved: string };
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" disabled={submitting} className="w-full sm:w-auto">
        {submitting ? texts.saving : texts.submit}
      </Button>
      <p role="status" className="flex items-center gap-1.5 text-sm font-medium text-emerald-800">
        {saved ? (
          <>
            <CheckIcon className="size-4" aria-hidden="true" />
            {texts.saved}
          </>
        ) : null}
      </p>
    </div>
  );
}

import { TriangleAlertIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { notify } from '@/client/lib/notify';
import { RESET_WORD, tradesText } from '@/shared/i18n/trades';
import { useResetTrades } from '../api/trades';

const R = tradesText.reset;

/** 'Zona de perigo': deletes every trade and import of the user once they type RESET (spec section 5). */
export function DangerZone() {
  const [word, setWord] = useState('');
  const reset = useResetTrades();
  const armed = word === RESET_WORD;

  return (
    <section
      aria-labelledby="danger-zone-title"
      className="grid gap-3 rounded-xl border border-red-200 bg-red-50/50 p-4 sm:p-5"
    >
      <h2 id="danger-zone-title" className="flex items-center gap-2 text-lg font-semibold text-red-800">
        <TriangleAlertIcon className="size-5" aria-hidden="true" />
        {R.title}
      </h2>
      <p className="text-sm text-slate-700">{R.lead}</p>
      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          if (!armed) return;
          reset.mutate(undefined, {
            onSuccess: (result) => {
              setWord('');
              notify.success(R.done, R.doneDetail(result.deletedTrades));
            },
            onError: (error) => notify.error(R.error, R.errorDetail, error),
          });
        }}
      >
        <div className="grid gap-1.5 sm:w-64">
          <Label htmlFor="reset-confirm">{R.label}</Label>
          <Input
            id="reset-confirm"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={word}
            onChange={(e) => setWord(e.target.value)}
          />
        </div>
        <Button type="submit" variant="destructive" disabled={!armed || reset.isPending}>
          {reset.isPending ? R.pending : R.confirm}
        </Button>
      </form>
    </section>
  );
}

import { TriangleAlertIcon } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { notify } from '@/client/lib/notify';
import { RESET_WORD, tradesText } from '@/shared/i18n/trades';
import { useResetTrades } from '../api/trades';

const R = tradesText.reset;

// The button stays disabled until the word is typed, so the schema never has to say why it refused.
const resetSchema = z.object({ word: z.string().refine((word) => word === RESET_WORD) });

/** 'Zona de perigo': deletes every trade and import of the user once they type RESET (spec section 5). */
export function DangerZone() {
  const form = useForm({ resolver: zodResolver(resetSchema), defaultValues: { word: '' } });
  const reset = useResetTrades();
  const armed = useWatch({ control: form.control, name: 'word' }) === RESET_WORD;

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
        onSubmit={form.handleSubmit(() =>
          reset.mutate(undefined, {
            onSuccess: (result) => {
              form.reset();
              notify.success(R.done, R.doneDetail(result.deletedTrades));
            },
            onError: (error) => notify.error(R.error, R.errorDetail, error),
          }),
        )}
      >
        <div className="grid gap-1.5 sm:w-64">
          <Label htmlFor="reset-confirm">{R.label}</Label>
          <Input
            id="reset-confirm"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            {...form.register('word')}
          />
        </div>
        <Button type="submit" variant="destructive" disabled={!armed || reset.isPending}>
          {reset.isPending ? R.pending : R.confirm}
        </Button>
      </form>
    </section>
  );
}

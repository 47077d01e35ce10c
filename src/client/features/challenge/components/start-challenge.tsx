import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/client/components/ui/button';
import { FormFields, FormInput } from '@/client/components/ui/form-inputs';
import { formatDate } from '@/client/lib/format';
import { reportFormError } from '@/client/lib/form-errors';
import { notify } from '@/client/lib/notify';
import { MAX_CUSTOM_RULES } from '@/shared/discipline/contract';
import { challengeText } from '@/shared/i18n/challenge';
import { useStartChallenge } from '../api/challenge';
import { challengeEnd } from '../lib/calendar';

const T = challengeText.start;
const I = challengeText.intro;

// Three optional rule boxes; the empty ones are left out of the request (the contract wants each rule written).
const startFormSchema = z.object({
  startDate: z.iso.date({ error: T.invalidDate }),
  rules: z.array(z.string().trim().max(120, T.ruleTooLong)).length(MAX_CUSTOM_RULES),
});
type StartForm = z.infer<typeof startFormSchema>;

/** No challenge running: what it is, in three lines, and the form that starts one (first day: today by default). */
export function StartChallenge({ today }: { today: string }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section
        aria-labelledby="challenge-intro-title"
        className="grid content-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 sm:p-5"
      >
        <h2 id="challenge-intro-title" className="text-base font-bold text-emerald-950 sm:text-lg">
          {I.title}
        </h2>
        <ul className="grid list-disc gap-2 pl-5 text-sm text-emerald-950">
          {I.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <StartForm today={today} />
    </div>
  );
}

function StartForm({ today }: { today: string }) {
  const start = useStartChallenge();
  const form = useForm<StartForm>({
    resolver: zodResolver(startFormSchema),
    defaultValues: { startDate: today, rules: ['', '', ''] },
  });
  const startDate = useWatch({ control: form.control, name: 'startDate' });
  const validStart = /^\d{4}-\d{2}-\d{2}$/.test(startDate ?? '');

  const onSubmit = form.handleSubmit(async ({ startDate, rules }) => {
    try {
      await start.mutateAsync({ startDate, customRules: rules.filter((r) => r.length > 0) });
      notify.success(T.started, T.startedDetail(formatDate(startDate)));
    } catch (error) {
      reportFormError(error, {
        title: T.error,
        detail: T.errorDetail,
        fields: ['startDate'] as const,
        setError: form.setError,
      });
    }
  });

  return (
    <section
      aria-labelledby="challenge-start-title"
      className="grid content-start gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="grid gap-0.5">
        <h2 id="challenge-start-title" className="text-base font-bold text-slate-900 sm:text-lg">
          {T.title}
        </h2>
        <p className="text-sm text-slate-600">{T.lead}</p>
      </div>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormFields form={form} idPrefix="challenge-start">
          <FormInput
            name="startDate"
            type="date"
            label={T.startDate}
            hint={validStart ? T.startDateHint(formatDate(challengeEnd(startDate))) : undefined}
          />
          {Array.from({ length: MAX_CUSTOM_RULES }, (_, i) => (
            <FormInput
              key={i}
              name={`rules.${i}`}
              label={T.rule(i + 1)}
              placeholder={T.rulePlaceholders[i]}
              maxLength={120}
            />
          ))}
        </FormFields>
        <Button type="submit" disabled={start.isPending} className="w-full sm:justify-self-end">
          {start.isPending ? challengeText.saving : T.submit}
        </Button>
      </form>
    </section>
  );
}

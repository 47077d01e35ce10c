import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/client/components/ui/button';
import { FormFields, FormInput } from '@/client/components/ui/form-inputs';
import { formatDate } from '@/shared/format';
import { reportFormError } from '@/client/lib/form-errors';
import { notify } from '@/client/lib/notify';
import { MAX_CUSTOM_RULES } from '@/shared/discipline/contract';
import { challengeText } from '@/shared/i18n/challenge';
import { useStartChallenge } from '../api/challenge';
import { challengeEnd } from '../lib/calendar';
import { Panel } from '@/client/components/ui/panel';

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
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <Panel
        id="challenge-intro-title"
        title={I.title}
        className="gap-3 border-emerald-200 bg-emerald-50 shadow-none"
        titleClassName="text-emerald-950"
      >
        <ul className="grid list-disc gap-2 pl-5 text-sm text-emerald-950">
          {I.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Panel>
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
    <Panel id="challenge-start-title" title={T.title} lead={T.lead}>
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
    </Panel>
  );
}

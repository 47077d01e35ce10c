import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TimezoneOptions } from '@/client/components/timezone-options';
import { Button } from '@/client/components/ui/button';
import { FieldError } from '@/client/components/ui/field-error';
import { FormFields, FormInput, FormSelect } from '@/client/components/ui/form-inputs';
import { Input } from '@/client/components/ui/input';
import { cn } from '@/client/lib/cn';
import { reportFormError } from '@/client/lib/form-errors';
import { notify } from '@/client/lib/notify';
import { parseNumber, toTypedNumber } from '@/shared/numbers';
import { settingsMessages, settingsText } from '@/shared/i18n/settings';
import type { InstrumentDto, TradingSettings } from '@/shared/trading/api-contract';
import { useInstruments, useSaveTradingSettings, useTradingSettings } from '@/client/lib/queries';
import { costsToSave, type CostDrafts } from '../lib/amounts';
import { ListSkeleton, SectionLoadError, Section } from './section';

const C = settingsText.costs;
const P = settingsText.preferences;

/** 'Custos e preferências': the default cost per contract of every instrument, the time zone, the tolerance. */
export function PreferencesSection() {
  const settings = useTradingSettings();
  const instruments = useInstruments();
  const pending = settings.isPending || instruments.isPending;
  const failed = settings.isError || instruments.isError;
  const retry = () => Promise.all([settings.refetch(), instruments.refetch()]);

  return (
    <div className="grid gap-6">
      <Section id="costs" title={C.title} lead={C.lead}>
        {pending ? (
          <ListSkeleton rows={4} />
        ) : failed ? (
          <SectionLoadError onRetry={retry} />
        ) : (
          <CostsForm
            key={JSON.stringify([settings.data.costsPerContract, instruments.data.map((i) => i.symbol)])}
            instruments={instruments.data}
            costs={settings.data.costsPerContract}
          />
        )}
      </Section>
      <Section id="preferences" title={P.title} lead={P.lead}>
        {settings.isPending ? (
          <ListSkeleton rows={2} />
        ) : settings.isError ? (
          <SectionLoadError onRetry={() => settings.refetch()} />
        ) : (
          <PreferencesForm settings={settings.data} />
        )}
      </Section>
    </div>
  );
}

function CostsForm({ instruments, costs }: { instruments: InstrumentDto[]; costs: Record<string, string> }) {
  const save = useSaveTradingSettings();
  const [drafts, setDrafts] = useState<CostDrafts>(() =>
    Object.fromEntries(instruments.map((i) => [i.symbol, toTypedNumber(costs[i.symbol])])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = costsToSave(drafts, settingsMessages.invalidCost);
    setErrors(result.errors);
    const firstBad = Object.keys(result.errors)[0];
    if (firstBad) {
      document.getElementById(`cost-${firstBad}`)?.focus();
      return;
    }
    // mutateAsync: the form remounts with the saved values (its key changes), and the toast must still show.
    save.mutateAsync({ costsPerContract: result.costs }).then(
      () => notify.success(C.saved, C.savedDetail),
      (error: unknown) => {
        // The server names a cost's field 'costsPerContract.WIN'; this form keeps its messages by symbol.
        const fieldErrors: Record<string, string> = {};
        reportFormError(error, {
          title: C.saveError,
          detail: C.saveErrorDetail,
          fields: instruments.map((i) => `costsPerContract.${i.symbol}`),
          setError: (field, { message }) => (fieldErrors[field.slice('costsPerContract.'.length)] = message),
        });
        setErrors(fieldErrors);
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <ul aria-label={C.listLabel} className="grid gap-x-8 gap-y-3 md:grid-cols-2 xl:grid-cols-3">
        {instruments.map((i) => {
          const id = `cost-${i.symbol}`;
          const error = errors[i.symbol];
          const perContract = parseNumber(drafts[i.symbol] ?? '');
          return (
            <li key={i.symbol} className="grid grid-cols-[minmax(0,1fr)_9.5rem] items-center gap-3">
              <label htmlFor={id} className="grid min-w-0">
                <span className="font-semibold text-slate-900">
                  <span className="sr-only">{C.inputPrefix} </span>
                  {i.symbol}
                </span>
                <span className="truncate text-xs text-slate-600">{i.name}</span>
              </label>
              <div className="grid gap-1">
                <div className="relative">
                  <span
                    aria-hidden="true"
                    className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-500"
                  >
                    {i.currency === 'BRL' ? 'R$' : 'US$'}
                  </span>
                  <Input
                    id={id}
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder="0,00"
                    className={cn('text-right tabular-nums', i.currency === 'BRL' ? 'pl-10' : 'pl-12')}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    value={drafts[i.symbol] ?? ''}
                    onChange={(e) => setDrafts((d) => ({ ...d, [i.symbol]: e.target.value }))}
                    onBlur={() =>
                      perContract && perContract.sign() >= 0
                        ? setDrafts((d) => ({ ...d, [i.symbol]: toTypedNumber(perContract, 2) }))
                        : undefined
                    }
                  />
                </div>
              </div>
              <FieldError id={id} className="col-span-2">
                {error}
              </FieldError>
            </li>
          );
        })}
      </ul>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? settingsText.saving : C.submit}
        </Button>
      </div>
    </form>
  );
}

const preferencesSchema = z.object({
  timezone: z.string().min(1, settingsMessages.invalidTimezone),
  breakevenTolerance: z.string().refine((v) => {
    const d = parseNumber(v);
    return d !== null && d.sign() >= 0;
  }, settingsMessages.invalidTolerance),
});
type PreferencesForm = z.infer<typeof preferencesSchema>;

function PreferencesForm({ settings }: { settings: TradingSettings }) {
  const save = useSaveTradingSettings();
  const form = useForm<PreferencesForm>({
    resolver: zodResolver(preferencesSchema),
    defaultValues: {
      timezone: settings.timezone,
      breakevenTolerance: toTypedNumber(settings.breakevenTolerance),
    },
  });
  const { setError } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({
        timezone: values.timezone,
        breakevenTolerance: values.breakevenTolerance.trim(),
      });
      form.reset({ timezone: saved.timezone, breakevenTolerance: toTypedNumber(saved.breakevenTolerance) });
      notify.success(P.saved, P.savedDetail(saved.timezone));
    } catch (error) {
      reportFormError(error, {
        title: P.saveError,
        detail: P.saveErrorDetail,
        fields: ['timezone', 'breakevenTolerance'] as const,
        setError,
      });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <div className="grid items-start gap-4 md:grid-cols-2">
        <FormFields form={form} idPrefix="preferences">
          <FormSelect name="timezone" label={P.timezone} hint={P.timezoneHint}>
            <TimezoneOptions current={settings.timezone} />
          </FormSelect>
          <FormInput
            name="breakevenTolerance"
            label={P.breakevenTolerance}
            hint={P.breakevenToleranceHint}
            inputMode="decimal"
            placeholder="0,00"
          />
        </FormFields>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? settingsText.saving : P.submit}
        </Button>
      </div>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { TriangleAlertIcon } from 'lucide-react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { LoadError } from '@/client/components/load-error';
import { Alert, AlertDescription } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { FormCheckbox, FormFields, FormInput } from '@/client/components/ui/form-inputs';
import { SkeletonList } from '@/client/components/ui/skeleton';
import { formatMoney } from '@/shared/format';
import { reportFormError } from '@/client/lib/form-errors';
import { notify } from '@/client/lib/notify';
import { useInstruments } from '@/client/lib/queries';
import { riskText } from '@/shared/i18n/risk';
import { RISK_WARN_PERCENT, type RiskPlanDto } from '@/shared/risk/contract';
import type { InstrumentDto } from '@/shared/trading/api-contract';
import { useRiskPlan, useSaveRiskPlan } from '../api/risk';
import { formToBody, planFormSchema, planPreview, planToForm, type PlanFormValues } from '../lib/plan-form';
import { CapitalForm } from './capital-form';
import { MaxContractsRows } from './max-contracts-rows';
import { ModeField } from './mode-field';

const P = riskText.plan;
const SIMPLE_FIELDS = [
  'riskMode',
  'riskValue',
  'dailyLossMode',
  'dailyLossValue',
  'dailyGainLock',
  'maxTradesPerDay',
  'stopAfterLosses',
  'cooldownMinutes',
] as const;

/** The server names a cap's error 'maxContracts.WIN'; the form's field is the row's number. */
function serverField(values: PlanFormValues, field: string): string | null {
  if ((SIMPLE_FIELDS as readonly string[]).includes(field)) return field;
  const symbol = /^maxContracts\.(.+)$/.exec(field)?.[1];
  if (!symbol) return null;
  const index = values.maxContracts.findIndex((r) => r.symbol.trim().toUpperCase() === symbol);
  return index >= 0 ? `maxContracts.${index}.contracts` : null;
}

interface RiskPlanFormProps {
  plan: RiskPlanDto;
  instruments: InstrumentDto[];
  /** Prefix of the fields' ids: the page and the settings never share one. */
  idPrefix: string;
}

/** The plan of one account, every value explained in one line; numbers typed in pt-BR ('1.000,50'). */
export function RiskPlanForm({ plan, instruments, idPrefix }: RiskPlanFormProps) {
  const save = useSaveRiskPlan();
  const form = useForm<PlanFormValues>({
    // raw: the values are sent as typed, and the server reads them with the same schema.
    resolver: zodResolver(planFormSchema, undefined, { raw: true }) as Resolver<PlanFormValues>,
    defaultValues: planToForm(plan),
  });
  const watched = useWatch({
    control: form.control,
    name: ['riskMode', 'riskValue', 'dailyLossMode', 'dailyLossValue'],
  });
  const [riskMode, riskValue, dailyLossMode, dailyLossValue] = watched;
  const preview = planPreview({ riskMode, riskValue, dailyLossMode, dailyLossValue }, plan.capital);
  const money = (v: { toFixed: (n: number) => string } | null) =>
    v ? formatMoney(v.toFixed(2), plan.currency) : '—';
  const currencySign = plan.currency === 'BRL' ? P.money : P.moneyUsd;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ accountId: plan.accountId, body: formToBody(values) });
      form.reset(planToForm(saved));
      notify.success(P.saved, P.savedDetail);
    } catch (error) {
      reportFormError(error, {
        title: P.saveError,
        detail: P.saveErrorDetail,
        fields: [
          ...SIMPLE_FIELDS,
          ...values.maxContracts.map((r) => `maxContracts.${r.symbol.trim().toUpperCase()}`),
        ],
        setError: (field, message, options) => {
          const target = serverField(values, field);
          if (target) form.setError(target as keyof PlanFormValues, message, options);
        },
      });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" data-testid="risk-plan-form">
      {plan.confirmed ? null : (
        <Alert tone="info" role="status" data-testid="plan-not-confirmed">
          <AlertDescription>{P.notConfirmed}</AlertDescription>
        </Alert>
      )}
      <FormFields form={form} idPrefix={idPrefix}>
        <div className="grid items-start gap-x-6 gap-y-5 md:grid-cols-2">
          <ModeField
            idPrefix={idPrefix}
            name="riskValue"
            modeName="riskMode"
            label={P.riskValue}
            options={[
              { value: 'percent', label: P.percent, spoken: P.spokenPercent },
              { value: 'money', label: currencySign, spoken: P.spokenMoney },
            ]}
            hint={
              riskMode === 'money'
                ? P.riskHintMoney
                : preview.riskMoney === null && riskValue.trim() !== '' && preview.riskPercent !== null
                  ? P.riskHintNoCapital
                  : P.riskHintPercent(formatMoney(plan.capital, plan.currency), money(preview.riskMoney))
            }
            notice={
              preview.warn ? (
                <Alert tone="warning" role="status" data-testid="risk-warning">
                  <TriangleAlertIcon aria-hidden="true" />
                  <AlertDescription>{P.riskWarning(String(RISK_WARN_PERCENT))}</AlertDescription>
                </Alert>
              ) : null
            }
          />
          <ModeField
            idPrefix={idPrefix}
            name="dailyLossValue"
            modeName="dailyLossMode"
            label={P.dailyLossValue}
            options={[
              { value: 'r', label: P.r, spoken: P.spokenR },
              { value: 'money', label: currencySign, spoken: P.spokenMoney },
            ]}
            hint={
              dailyLossMode === 'r'
                ? P.dailyLossHintR(money(preview.dailyLossMoney), dailyLossValue || '—')
                : P.dailyLossHint(money(preview.dailyLossMoney))
            }
          />
          <FormInput
            name="dailyGainLock"
            label={P.dailyGainLock}
            hint={P.dailyGainLockHint}
            inputMode="decimal"
            placeholder="0,00"
            className="text-right tabular-nums"
          />
          <FormInput
            name="maxTradesPerDay"
            label={P.maxTradesPerDay}
            hint={P.maxTradesPerDayHint}
            inputMode="numeric"
            className="text-right tabular-nums"
          />
          <FormInput
            name="stopAfterLosses"
            label={P.stopAfterLosses}
            hint={P.stopAfterLossesHint}
            inputMode="numeric"
            className="text-right tabular-nums"
          />
          <FormInput
            name="cooldownMinutes"
            label={P.cooldownMinutes}
            hint={P.cooldownMinutesHint}
            inputMode="numeric"
            className="text-right tabular-nums"
          />
          <MaxContractsRows idPrefix={idPrefix} instruments={instruments} />
          <div className="md:col-span-2">
            <FormCheckbox name="requireStop" label={P.requireStop} hint={P.requireStopHint} />
          </div>
        </div>
      </FormFields>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? P.saving : P.submit}
        </Button>
      </div>
    </form>
  );
}

/** The plan of an account, read from the server: a skeleton while it loads, a retry when it fails. */
export function RiskPlanEditor({
  accountId,
  idPrefix,
  withCapital = false,
}: {
  accountId: string;
  idPrefix: string;
  /** /risk: the account's capital above the plan, where the % risk needs it (the settings edit it with the account). */
  withCapital?: boolean;
}) {
  const plan = useRiskPlan(accountId);
  const instruments = useInstruments();
  if (plan.isPending || instruments.isPending) return <SkeletonList label={riskText.loading} rows={4} />;
  if (plan.isError || instruments.isError)
    return (
      <LoadError
        message={riskText.loadError}
        retryLabel={riskText.retry}
        onRetry={() => void Promise.all([plan.refetch(), instruments.refetch()])}
      />
    );
  // A new key after a save or another account: the form starts from the stored plan.
  return (
    <div className="grid gap-6">
      {withCapital ? (
        <CapitalForm
          key={`${plan.data.accountId}:${plan.data.capital}`}
          accountId={plan.data.accountId}
          capital={plan.data.capital}
          idPrefix={idPrefix}
        />
      ) : null}
      <RiskPlanForm
        key={`${plan.data.accountId}:${JSON.stringify(plan.data)}`}
        plan={plan.data}
        instruments={instruments.data}
        idPrefix={idPrefix}
      />
    </div>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { FormCheckbox } from '@/client/components/ui/form-inputs';
import { formatMoney } from '@/shared/format';
import { riskText } from '@/shared/i18n/risk';
import { setupText as T } from '@/shared/i18n/setup';
import { toTypedNumber } from '@/shared/numbers';
import { type RiskPlanDto, riskPlanInputSchema } from '@/shared/risk/contract';
import { resolvePlanLimits } from '@/shared/risk/rule-breaks';
import { useConfirmPlan } from '../api/setup';
import type { StepProps } from './step-frame';
import { StepForm } from './step-form';
import { ValueWithUnit } from './value-with-unit';

const P = riskText.plan;
// The plan endpoint's own fields: the rest of the plan is sent as stored.
const schema = riskPlanInputSchema.pick({
  riskMode: true,
  riskValue: true,
  dailyLossMode: true,
  dailyLossValue: true,
  requireStop: true,
});
interface PlanValues {
  riskMode: 'percent' | 'money';
  riskValue: string;
  dailyLossMode: 'r' | 'money';
  dailyLossValue: string;
  requireStop: boolean;
}
const FIELDS = ['riskMode', 'riskValue', 'dailyLossMode', 'dailyLossValue'] as const;

/** Step 3: the risk per trade and the daily loss limit, and 'Exigir stop' (on): saving confirms the plan. */
export function PlanStep({ plan, ...step }: StepProps & { plan: RiskPlanDto }) {
  const confirm = useConfirmPlan();
  const form = useForm<PlanValues>({
    resolver: zodResolver(schema, undefined, { raw: true }) as Resolver<PlanValues>,
    defaultValues: {
      riskMode: plan.riskMode,
      riskValue: toTypedNumber(plan.riskValue),
      dailyLossMode: plan.dailyLossMode,
      dailyLossValue: toTypedNumber(plan.dailyLossValue),
      requireStop: plan.confirmed ? plan.requireStop : true,
    },
  });
  const watched = useWatch({ control: form.control });
  const preview = schema.safeParse(watched);
  const limits = preview.success ? resolvePlanLimits({ ...plan, ...preview.data }, plan.capital) : null;
  const money = (v: string) => formatMoney(v, plan.currency);
  const known = limits !== null && Number(limits.riskMoney) > 0;
  const unit = plan.currency === 'BRL' ? P.money : P.moneyUsd;
  return (
    <StepForm
      form={form}
      idPrefix="setup-plan"
      title={T.plan.title}
      lead={T.plan.lead}
      step={step}
      fields={FIELDS}
      save={(values) =>
        confirm.mutateAsync({
          accountId: plan.accountId,
          body: {
            riskMode: values.riskMode,
            riskValue: values.riskValue.trim(),
            dailyLossMode: values.dailyLossMode,
            dailyLossValue: values.dailyLossValue.trim(),
            dailyGainLock: plan.dailyGainLock,
            maxTradesPerDay: plan.maxTradesPerDay,
            stopAfterLosses: plan.stopAfterLosses,
            cooldownMinutes: plan.cooldownMinutes,
            maxContracts: plan.maxContracts,
            requireStop: values.requireStop,
          },
        })
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <ValueWithUnit name="riskValue" label={P.riskValue} unitName="riskMode">
          <option value="percent">{T.plan.percent}</option>
          <option value="money">{unit}</option>
        </ValueWithUnit>
        <ValueWithUnit name="dailyLossValue" label={P.dailyLossValue} unitName="dailyLossMode">
          <option value="r">{T.plan.r}</option>
          <option value="money">{unit}</option>
        </ValueWithUnit>
      </div>
      <p
        data-testid="setup-plan-preview"
        role="status"
        className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800"
      >
        {known && limits ? (
          <>
            <span className="font-semibold">{T.plan.oneR(money(limits.riskMoney))}</span>
            {' · '}
            {T.plan.dailyLoss(money(limits.dailyLossMoney))}
          </>
        ) : (
          T.plan.oneRUnknown
        )}
      </p>
      <FormCheckbox name="requireStop" label={P.requireStop} hint={P.requireStopHint} />
      <p className="text-sm text-slate-600">{T.plan.moreLater}</p>
    </StepForm>
  );
}

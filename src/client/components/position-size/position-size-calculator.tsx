import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { LoadError } from '@/client/components/load-error';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { describedBy, FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { SkeletonList } from '@/client/components/ui/skeleton';
import { cn } from '@/client/lib/cn';
import { formatMoney, formatNumber } from '@/shared/format';
import { riskPlanQuery, useAccounts, useInstruments, useTradingSettings } from '@/client/lib/queries';
import { riskCalculatorText } from '@/shared/i18n/risk-calculator';
import { parseNumber } from '@/shared/numbers';
import { RISK_WARN_PERCENT, type RiskPlanDto } from '@/shared/risk/contract';
import type { AccountDto, InstrumentDto } from '@/shared/trading/api-contract';
import { CalculatorResults } from './calculator-results';
import {
  type CalculatorField,
  type CalculatorValues,
  convertRisk,
  defaultCost,
  evaluate,
  initialValues,
  overPlanMax,
  type PositionSizeDefaults,
} from './calculator-model';
import { SegmentedChoice } from './segmented-choice';

const T = riskCalculatorText;
const CURRENCY_SIGN = { BRL: 'R$', USD: 'US$' } as const;

export interface PositionSizeCalculatorProps {
  /** The account whose plan and capital set the risk (default: the default account). */
  accountId?: string;
  /** What the caller already knows (the trade dialog's instrument, side, entry and stop distance). */
  defaults?: PositionSizeDefaults;
  /** Shows 'Usar N contratos', which hands N to the caller (the trade dialog). */
  onUseContracts?: (contracts: number) => void;
  /** Classes of the 'Usar N contratos' bar (the dialog keeps it in view at the bottom). */
  footerClassName?: string;
}

/**
 * The position-size calculator: the risk (R$ or % of the capital, from the account's plan), the instrument, the
 * stop distance and the cost per contract give the contracts, the real risk and the 1R–3R targets, as you type.
 * It waits for the instruments, accounts, settings and plan; a plan that cannot be read falls back to 1 % of the
 * account's starting capital.
 */
export function PositionSizeCalculator(props: PositionSizeCalculatorProps) {
  const instruments = useInstruments();
  const accounts = useAccounts();
  const settings = useTradingSettings();
  // No retry: the fallback (1 % of the capital) is a fine answer, and the trader should not wait for it.
  const plan = useQuery({ ...riskPlanQuery(props.accountId), retry: false });

  if (instruments.isError)
    return (
      <LoadError message={T.loadError} retryLabel={T.retry} onRetry={() => void instruments.refetch()} />
    );
  if (instruments.isPending || accounts.isPending || settings.isPending || plan.isPending)
    return <SkeletonList label={T.loading} rows={3} rowClassName="h-12" />;

  const account =
    accounts.data?.find((a) => a.id === (props.accountId ?? plan.data?.accountId)) ??
    accounts.data?.find((a) => a.isDefault);
  return (
    <CalculatorForm
      {...props}
      instruments={instruments.data}
      account={account}
      plan={plan.data}
      costsPerContract={settings.data?.costsPerContract}
    />
  );
}

interface CalculatorFormProps extends PositionSizeCalculatorProps {
  instruments: InstrumentDto[];
  account?: AccountDto;
  plan?: RiskPlanDto;
  costsPerContract?: Record<string, string>;
}

function CalculatorForm({
  instruments,
  account,
  plan,
  costsPerContract,
  defaults,
  onUseContracts,
  footerClassName,
}: CalculatorFormProps) {
  const id = useId();
  const [values, setValues] = useState<CalculatorValues>(() =>
    initialValues({ defaults, plan, account, instruments, costsPerContract }),
  );
  // The cost follows the instrument's default until the trader types one of their own.
  const [costTyped, setCostTyped] = useState(false);
  const set = (field: CalculatorField) => (text: string) => {
    if (field === 'cost') setCostTyped(true);
    setValues((v) => ({ ...v, [field]: text }));
  };

  const instrument = instruments.find((i) => i.symbol === values.instrument);
  const outcome = evaluate(values, instrument);
  const errors = outcome.errors;
  const currency = instrument?.currency ?? plan?.currency ?? account?.currency ?? 'BRL';
  const accountCurrency = plan?.currency ?? account?.currency;
  const sign = CURRENCY_SIGN[currency];
  const riskMoney = outcome.kind === 'ready' ? outcome.riskMoney : null;
  const riskPercent = values.riskMode === 'percent' ? parseNumber(values.riskValue) : null;

  const field = (name: CalculatorField, hint?: boolean) => ({
    id: `${id}-${name}`,
    value: values[name],
    onChange: (e: { target: { value: string } }) => set(name)(e.target.value),
    autoComplete: 'off',
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(`${id}-${name}`, { error: errors[name], hint }),
  });

  const riskHint = (
    <>
      <span className="block">
        {riskMoney && values.riskMode === 'percent'
          ? T.riskAsMoney(formatMoney(riskMoney, currency))
          : !(parseNumber(values.capital)?.sign() === 1)
            ? T.riskHintNoCapital
            : plan
              ? T.riskHintPlan
              : T.riskHintFallback}
      </span>
      {riskPercent && riskPercent.cmp(RISK_WARN_PERCENT) > 0 ? (
        <span className="block font-medium text-amber-800">{T.riskAboveWarn(String(RISK_WARN_PERCENT))}</span>
      ) : null}
    </>
  );
  const pointHint = instrument
    ? T.pointValueHint(
        formatMoney(instrument.pointValue, instrument.currency),
        formatMoney(instrument.tickValue, instrument.currency),
        formatNumber(instrument.ticksPerPoint),
      )
    : undefined;
  const contracts = outcome.kind === 'ready' ? outcome.result.contracts : 0;
  const max = overPlanMax(plan, values.instrument, contracts);
  const planMax = max === null ? null : { max, symbol: values.instrument };

  return (
    // Sized by its own width (a dialog, a page section): inputs and results side by side only where both fit.
    <div className="@container">
      <div className="grid items-start gap-5 @3xl:grid-cols-2">
        <fieldset className="grid min-w-0 items-start gap-4 @lg:grid-cols-2">
          <legend className="sr-only">{T.inputsLabel}</legend>
          <SegmentedChoice
            legend={T.riskMode}
            name={`${id}-riskMode`}
            className="@lg:col-span-2"
            value={values.riskMode}
            options={[
              { value: 'percent', label: T.riskModePercent },
              { value: 'money', label: `${T.riskModeMoney} (${sign})` },
            ]}
            onChange={(mode) => setValues((v) => ({ ...v, riskMode: mode, riskValue: convertRisk(v, mode) }))}
          />
          <FormField
            id={`${id}-riskValue`}
            label={`${T.risk} (${values.riskMode === 'percent' ? '%' : sign})`}
            error={errors.riskValue}
            hint={riskHint}
          >
            <Input inputMode="decimal" {...field('riskValue', true)} />
          </FormField>
          <FormField id={`${id}-capital`} label={T.capital} error={errors.capital} hint={T.capitalHint}>
            <Input inputMode="decimal" {...field('capital', true)} />
          </FormField>
          <FormField id={`${id}-instrument`} label={T.instrument} error={errors.instrument} hint={pointHint}>
            <Select
              {...field('instrument', Boolean(pointHint))}
              onChange={(e) => {
                const symbol = e.target.value;
                setValues((v) => ({
                  ...v,
                  instrument: symbol,
                  cost: costTyped ? v.cost : defaultCost(symbol, costsPerContract),
                }));
              }}
            >
              {instruments.map((i) => (
                <option key={i.id ?? i.symbol} value={i.symbol}>
                  {i.symbol} — {i.name}
                </option>
              ))}
            </Select>
          </FormField>
          {accountCurrency && instrument && accountCurrency !== instrument.currency ? (
            <Alert tone="info" role="status" className="@lg:col-span-2">
              {T.currencyMismatch(CURRENCY_SIGN[accountCurrency], CURRENCY_SIGN[instrument.currency])}
            </Alert>
          ) : null}
          <FormField id={`${id}-stopPoints`} label={T.stop} error={errors.stopPoints} hint={T.stopHint}>
            <Input inputMode="decimal" {...field('stopPoints', true)} />
          </FormField>
          <FormField id={`${id}-cost`} label={`${T.cost} (${sign})`} error={errors.cost} hint={T.costHint}>
            <Input inputMode="decimal" {...field('cost', true)} />
          </FormField>
          <FormField id={`${id}-entry`} label={T.entry} error={errors.entry} hint={T.entryHint}>
            <Input inputMode="decimal" {...field('entry', true)} />
          </FormField>
          <SegmentedChoice
            legend={T.side}
            name={`${id}-side`}
            value={values.side}
            options={[
              { value: 'compra', label: T.buy, tone: 'buy' },
              { value: 'venda', label: T.sell, tone: 'sell' },
            ]}
            onChange={(side) => setValues((v) => ({ ...v, side }))}
          />
        </fieldset>

        <CalculatorResults id={id} outcome={outcome} currency={currency} planMax={planMax} />

        {onUseContracts ? (
          <div className={cn('flex justify-end @3xl:col-span-2', footerClassName)}>
            <Button
              type="button"
              className="w-full sm:w-auto"
              disabled={contracts < 1}
              onClick={() => onUseContracts(contracts)}
            >
              {T.applyContracts(contracts)}
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}

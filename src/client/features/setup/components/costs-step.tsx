import { useState } from 'react';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { reportFormError } from '@/client/lib/form-errors';
import { useSaveTradingSettings } from '@/client/lib/queries';
import { setupText as T } from '@/shared/i18n/setup';
import { toTypedNumber } from '@/shared/numbers';
import { BUILT_IN_INSTRUMENTS } from '@/shared/trading/instruments';
import { tradingSettingsPatchSchema } from '@/shared/trading/settings-contract';
import { StepButtons, StepFrame, type StepProps } from './step-frame';

// The settings endpoint's own check of one cost.
const costSchema = tradingSettingsPatchSchema.shape.costsPerContract.unwrap().valueType;

/**
 * Step 2: the instruments traded and the round-trip cost per contract of each (PATCH /api/trading-settings,
 * costsPerContract). The fields start empty: the broker's figures are explained, never filled in for the trader.
 */
export function CostsStep({ costs, ...step }: StepProps & { costs: Record<string, string> }) {
  const save = useSaveTradingSettings();
  const [picked, setPicked] = useState<string[]>(() => Object.keys(costs));
  const [typed, setTyped] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.entries(costs).map(([s, v]) => [s, toTypedNumber(v)])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const symbols = [
    ...BUILT_IN_INSTRUMENTS.map((i) => i.symbol),
    ...Object.keys(costs).filter((s) => !BUILT_IN_INSTRUMENTS.some((i) => i.symbol === s)),
  ];

  const toggle = (symbol: string, on: boolean) =>
    setPicked((list) => (on ? [...list, symbol] : list.filter((s) => s !== symbol)));

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    const found: Record<string, string> = {};
    for (const symbol of picked) {
      const text = (typed[symbol] ?? '').trim();
      if (!text) continue;
      const parsed = costSchema.safeParse(text);
      if (parsed.success) next[symbol] = text;
      else found[symbol] = parsed.error.issues[0]?.message ?? T.saveErrorDetail;
    }
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`setup-cost-${first}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      // Costs of instruments not picked are kept as they were (set in Configurações, say).
      await save.mutateAsync({ costsPerContract: { ...costs, ...next } });
      await step.onNext();
    } catch (error) {
      reportFormError(error, {
        title: T.saveError,
        detail: T.saveErrorDetail,
        fields: [],
        setError: () => {},
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby="setup-step-title">
      <StepFrame
        title={T.costs.title}
        lead={T.costs.lead}
        footer={<StepButtons pending={saving || step.moving} onBack={step.onBack} onSkip={step.onSkip} />}
      >
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium text-slate-900">{T.costs.instruments}</legend>
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
            {symbols.map((symbol) => (
              <label
                key={symbol}
                className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-200 px-3 text-sm font-semibold text-slate-900 has-checked:border-brand-400 has-checked:bg-brand-50"
              >
                <input
                  type="checkbox"
                  className="size-5 shrink-0 accent-brand-700"
                  checked={picked.includes(symbol)}
                  onChange={(e) => toggle(symbol, e.target.checked)}
                />
                {symbol}
              </label>
            ))}
          </div>
        </fieldset>
        {picked.length ? (
          <div className="grid gap-4 sm:grid-cols-2">
            {picked.map((symbol) => (
              <FormField
                key={symbol}
                id={`setup-cost-${symbol}`}
                label={T.costs.costLabel(symbol)}
                error={errors[symbol]}
                hint={T.costs.costHint}
              >
                <Input
                  id={`setup-cost-${symbol}`}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="0,00"
                  className="text-right tabular-nums"
                  aria-invalid={errors[symbol] ? true : undefined}
                  aria-describedby={`${errors[symbol] ? `setup-cost-${symbol}-error ` : ''}setup-cost-${symbol}-hint`}
                  value={typed[symbol] ?? ''}
                  onChange={(e) => setTyped((t) => ({ ...t, [symbol]: e.target.value }))}
                />
              </FormField>
            ))}
          </div>
        ) : null}
        <details className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700 open:pb-4">
          <summary className="cursor-pointer font-semibold text-slate-900">{T.costs.whereTitle}</summary>
          <ul className="mt-2 grid list-disc gap-2 pl-5">
            {T.costs.where.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </details>
      </StepFrame>
    </form>
  );
}

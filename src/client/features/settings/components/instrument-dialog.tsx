import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { DialogForm, FormDialog } from '@/client/components/ui/dialog-form';
import { FormInput, FormSelect } from '@/client/components/ui/form-inputs';
import { notify } from '@/client/lib/notify';
import { parseNumber, toTypedNumber } from '@/shared/numbers';
import { settingsMessages, settingsText } from '@/shared/i18n/settings';
import { instrumentInputSchema, type InstrumentDto } from '@/shared/trading/api-contract';
import { normalizeSymbol } from '@/shared/trading/instruments';
import { type InstrumentBody, useSaveInstrument } from '../api/settings';
import { formatExactMoney } from '@/shared/format';
import { CurrencyOptions } from './currency-options';

const T = settingsText.instruments;
const F = T.form;

type InstrumentForm = z.input<typeof instrumentInputSchema>;
type Field = keyof InstrumentForm;
const FIELDS: readonly Field[] = ['symbol', 'name', 'tickValue', 'ticksPerPoint', 'currency'];

// The shared schema (amounts read the pt-BR way), plus the server's rule that a built-in symbol (or a contract of
// one, like WINZ25) is not available; the server checks both again, reading the body sent as typed (raw).
const resolver: Resolver<InstrumentForm, unknown, InstrumentBody> = zodResolver(
  instrumentInputSchema.refine((v) => !normalizeSymbol(v.symbol).known, {
    path: ['symbol'],
    message: settingsMessages.builtInSymbol,
  }),
  undefined,
  { raw: true },
);

interface InstrumentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edits this instrument (the user's own); without it the dialog creates one. */
  instrument: InstrumentDto | null;
}

export function InstrumentDialog({ open, onOpenChange, instrument }: InstrumentDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      <InstrumentForm
        key={instrument?.id ?? 'new'}
        instrument={instrument}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function InstrumentForm({ instrument, onDone }: { instrument: InstrumentDto | null; onDone: () => void }) {
  const save = useSaveInstrument();
  const form = useForm<InstrumentForm, unknown, InstrumentBody>({
    resolver,
    defaultValues: {
      symbol: instrument?.symbol ?? '',
      name: instrument?.name ?? '',
      tickValue: toTypedNumber(instrument?.tickValue),
      ticksPerPoint: toTypedNumber(instrument?.ticksPerPoint),
      currency: instrument?.currency ?? 'BRL',
    },
  });
  const [tickValue, ticksPerPoint, currency] = useWatch({
    control: form.control,
    name: ['tickValue', 'ticksPerPoint', 'currency'],
  });
  const tick = parseNumber(tickValue);
  const ticks = parseNumber(ticksPerPoint);
  const point = tick && ticks && tick.sign() > 0 && ticks.sign() > 0 ? tick.mul(ticks).toString() : null;

  return (
    <DialogForm
      form={form}
      idPrefix="instrument"
      editing={instrument !== null}
      texts={F}
      pendingLabel={settingsText.saving}
      save={(body) => save.mutateAsync({ id: instrument?.id ?? undefined, body })}
      onSaved={(saved) =>
        instrument
          ? notify.success(T.updated, T.updatedDetail(saved.symbol))
          : notify.success(T.created, T.createdDetail(saved.symbol))
      }
      failure={{ title: T.saveError, detail: T.saveErrorDetail, fields: FIELDS }}
      onDone={onDone}
    >
      <FormInput
        name="symbol"
        label={F.symbol}
        hint={F.symbolHint}
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={10}
        placeholder={F.symbolPlaceholder}
        className="uppercase placeholder:normal-case"
      />
      <FormSelect name="currency" label={F.currency}>
        <CurrencyOptions />
      </FormSelect>
      <FormInput name="name" label={F.name} wide maxLength={80} placeholder={F.namePlaceholder} />
      <FormInput name="tickValue" label={F.tickValue} hint={F.tickValueHint} inputMode="decimal" />
      <FormInput
        name="ticksPerPoint"
        label={F.ticksPerPoint}
        hint={F.ticksPerPointHint}
        inputMode="decimal"
      />
      <div
        aria-live="polite"
        className="grid gap-0.5 rounded-lg bg-slate-50 px-4 py-3 sm:col-span-2"
        data-testid="instrument-point-value"
      >
        <span className="text-xs font-medium text-slate-600">{F.pointValue}</span>
        {point ? (
          <output className="text-lg font-bold text-slate-900 tabular-nums">
            {formatExactMoney(point, currency)}
          </output>
        ) : (
          <span className="text-sm text-slate-500">{F.pointValuePending}</span>
        )}
      </div>
    </DialogForm>
  );
}

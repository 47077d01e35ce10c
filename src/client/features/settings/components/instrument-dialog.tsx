import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { describedBy, FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { notify } from '@/client/lib/notify';
import { parseNumber, toTypedNumber } from '@/shared/numbers';
import { settingsMessages, settingsText } from '@/shared/i18n/settings';
import { instrumentInputSchema, type InstrumentDto } from '@/shared/trading/api-contract';
import { normalizeSymbol } from '@/shared/trading/instruments';
import { type InstrumentBody, useSaveInstrument } from '../api/settings';
import { formatExactMoney } from '../lib/amounts';
import { applyFieldErrors, errorSource } from '../lib/field-errors';

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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        {open ? (
          <InstrumentForm
            key={instrument?.id ?? 'new'}
            instrument={instrument}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
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
  const { register, formState, setError } = form;
  const [tickValue, ticksPerPoint, currency] = useWatch({
    control: form.control,
    name: ['tickValue', 'ticksPerPoint', 'currency'],
  });
  const tick = parseNumber(tickValue);
  const ticks = parseNumber(ticksPerPoint);
  const point = tick && ticks && tick.sign() > 0 && ticks.sign() > 0 ? tick.mul(ticks).toString() : null;

  const err = (field: Field) => formState.errors[field]?.message;
  const control = (field: Field, hint?: boolean) => ({
    id: `instrument-${field}`,
    'aria-invalid': formState.errors[field] ? true : undefined,
    'aria-describedby': describedBy(`instrument-${field}`, { error: err(field), hint }),
  });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: instrument?.id ?? undefined, body });
      if (instrument) notify.success(T.updated, T.updatedDetail(saved.symbol));
      else notify.success(T.created, T.createdDetail(saved.symbol));
      onDone();
    } catch (error) {
      applyFieldErrors(error, FIELDS, setError);
      notify.error(T.saveError, T.saveErrorDetail, errorSource(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <DialogHeader>
        <DialogTitle>{instrument ? F.editTitle : F.createTitle}</DialogTitle>
        <DialogDescription>{F.description}</DialogDescription>
      </DialogHeader>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField id="instrument-symbol" label={F.symbol} error={err('symbol')} hint={F.symbolHint}>
          <Input
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={10}
            placeholder={F.symbolPlaceholder}
            className="uppercase placeholder:normal-case"
            {...control('symbol', true)}
            {...register('symbol')}
          />
        </FormField>
        <FormField id="instrument-currency" label={F.currency} error={err('currency')}>
          <Select {...control('currency')} {...register('currency')}>
            {(['BRL', 'USD'] as const).map((c) => (
              <option key={c} value={c}>
                {settingsText.currencies[c]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id="instrument-name" label={F.name} error={err('name')} className="sm:col-span-2">
          <Input
            autoComplete="off"
            maxLength={80}
            placeholder={F.namePlaceholder}
            {...control('name')}
            {...register('name')}
          />
        </FormField>
        <FormField
          id="instrument-tickValue"
          label={F.tickValue}
          error={err('tickValue')}
          hint={F.tickValueHint}
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            {...control('tickValue', true)}
            {...register('tickValue')}
          />
        </FormField>
        <FormField
          id="instrument-ticksPerPoint"
          label={F.ticksPerPoint}
          error={err('ticksPerPoint')}
          hint={F.ticksPerPointHint}
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            {...control('ticksPerPoint', true)}
            {...register('ticksPerPoint')}
          />
        </FormField>
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
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {settingsText.cancel}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? settingsText.saving : instrument ? F.submitEdit : F.submitCreate}
        </Button>
      </DialogFooter>
    </form>
  );
}

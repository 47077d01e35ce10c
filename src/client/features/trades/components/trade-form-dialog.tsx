import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { useBreathingOffers } from '@/client/components/breathing/breathing-offers';
import { PositionSizeDialog } from '@/client/components/position-size/position-size-dialog';
import { stopDistance } from '@/client/components/position-size/calculator-model';
import { Button } from '@/client/components/ui/button';
import { FieldError } from '@/client/components/ui/field-error';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { describedBy, FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { Textarea } from '@/client/components/ui/textarea';
import { ApiRequestError } from '@/client/lib/api';
import { cn } from '@/client/lib/cn';
import { amountSign, formatMoney } from '@/shared/format';
import { reportFormError } from '@/client/lib/form-errors';
import { notify } from '@/client/lib/notify';
import { common } from '@/shared/i18n/common';
import { settingsText } from '@/shared/i18n/settings';
import { notesText } from '@/shared/i18n/brokerage-notes';
import { tradesText } from '@/shared/i18n/trades';
import { wallClock } from '@/shared/time/zoned-time';
import type { InstrumentDto, TradeDto } from '@/shared/trading/api-contract';
import { parseNumber, toTypedNumber } from '@/shared/numbers';
import { toDecimal } from '@/shared/trading/decimal';
import type { TradeFormValues } from '@/shared/trading/trade-schema';
import { EmotionOptions } from './emotion-options';
import { PlaybookPicker } from './playbook-picker';
import { nonPositiveFields } from './submit-errors';
import { riskPlanQuery, useAccounts, useInstruments, useTradingSettings } from '@/client/lib/queries';
import { useTraderZone } from '@/client/lib/trader-clock';
import { useSaveTrade } from '../api/trades';
import { AttachmentsSection } from '@/client/components/attachments/attachments-section';
import { keepFieldEscape } from '@/client/components/attachments/trade-attachments-dialog';
import { pendingCount } from '@/client/components/attachments/upload-queue';
import { type UploadQueue, useUploadQueue } from '@/client/components/attachments/use-upload-queue';
import {
  emptyTradeForm,
  findInstrument,
  livePnl,
  offTickPrices,
  type PriceField,
  type TradeField,
  type TradeFormState,
  tradeToForm,
  validateTradeForm,
} from '../lib/trade-form';

const T = tradesText.form;

interface TradeFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edits this trade (PUT); without it the dialog registers a new one. */
  trade?: TradeDto | null;
}

/** 'Novo trade' / 'Editar trade': a centred dialog on wide screens, a full-screen sheet on phones. */
export function TradeFormDialog({ open, onOpenChange, trade }: TradeFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className={cn(
          'top-0 left-0 h-dvh max-h-dvh w-full max-w-none translate-x-0 translate-y-0 content-start gap-0 rounded-none p-0 sm:p-0',
          'sm:top-1/2 sm:left-1/2 sm:h-auto sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100%-2rem)] sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl',
        )}
        onEscapeKeyDown={keepFieldEscape}
      >
        {open ? <TradeDialogBody trade={trade ?? null} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The images chosen for a new trade wait in a queue held here, above the form: once the trade is created the form
 * becomes its edit, the queue is sent to it, and the dialog closes when every image is in. One that fails stays
 * in the dialog with its reason and a retry button.
 */
function TradeDialogBody({ trade, onDone }: { trade: TradeDto | null; onDone: () => void }) {
  const queue = useUploadQueue();
  const [created, setCreated] = useState<TradeDto | null>(null);
  const shown = trade ?? created;
  const settled = !queue.sending && queue.items.every((i) => i.status === 'invalid' || i.status === 'failed');
  const allSent = pendingCount(queue.items) === 0;
  useEffect(() => {
    if (created && settled && allSent) onDone();
  }, [created, settled, allSent, onDone]);
  return (
    <TradeFormWhenReady
      key={shown?.id ?? 'new'}
      trade={shown}
      queue={queue}
      onCreated={setCreated}
      onDone={onDone}
    />
  );
}

/**
 * The submitted body is the text as typed (validated here), so the server reads it exactly as the form did. An
 * edit is validated against the trade it edits, as the server's PUT does (an imported breakeven may stay one).
 */
const resolverFor =
  (editing: TradeDto | null, timeZone: string): Resolver<TradeFormState, unknown, TradeFormValues> =>
  async (values) => {
    // A date after the trader's today is refused, as the server does (a journal records what happened).
    const result = validateTradeForm(values, editing, wallClock(new Date(), timeZone).date);
    if (result.ok) return { values: result.body, errors: {} };
    const errors = Object.fromEntries(
      Object.entries(result.errors).map(([field, message]) => [field, { type: 'validate', message }]),
    );
    return { values: {}, errors };
  };

const FIELDS = Object.keys(emptyTradeForm('', '')) as TradeField[];

/**
 * A new trade's default costs: the per-contract cost from the settings × contracts, as the trader types it
 * ('1,00'); '' when the instrument has no default or the contracts are not a whole number yet.
 */
function defaultCosts(perContract: string | undefined, contracts: string): string {
  // perContract is the settings' stored text ('1.00'), not typed text.
  const cost = perContract ? toDecimal(perContract) : null;
  const n = parseNumber(contracts)?.toNumber() ?? NaN;
  if (!cost || !Number.isInteger(n) || n < 1) return '';
  return toTypedNumber(cost.mul(n), 2);
}

const PRICE_FIELDS: readonly PriceField[] = ['entry', 'exit', 'stop'];

/** The warning for the given prices off the tick, or null; its text is what a confirmation answers. */
function offTickWarning(
  prices: Pick<TradeFormState, PriceField | 'instrument'>,
  instruments: readonly InstrumentDto[],
  fields: readonly PriceField[],
): { text: string; many: boolean } | null {
  const off = offTickPrices(prices, instruments, fields);
  if (!off) return null;
  const tick = toTypedNumber(off.tick);
  return { text: T.offTick(off.fields, off.symbol, tick, off.tick.cmp(2) >= 0), many: off.fields.length > 1 };
}

/**
 * A new trade's date and time default to "now" in the user's time zone (not the browser's): the form waits for the
 * settings that say which zone it is; if they cannot be read, the browser's zone is used.
 */
interface TradeFormProps {
  trade: TradeDto | null;
  queue: UploadQueue;
  /** A new trade was saved with images still to send: the dialog stays open while they go. */
  onCreated: (trade: TradeDto) => void;
  onDone: () => void;
}

function TradeFormWhenReady(props: TradeFormProps) {
  const { ready } = useTraderZone();
  if (!ready)
    return (
      <div className="grid gap-2 p-6">
        <DialogTitle>{props.trade ? T.editTitle : T.createTitle}</DialogTitle>
        <p className="text-slate-600" role="status">
          {common.loading}
        </p>
      </div>
    );
  return <TradeForm {...props} />;
}

function TradeForm({ trade, queue, onCreated, onDone }: TradeFormProps) {
  const settings = useTradingSettings();
  const instruments = useInstruments();
  const accounts = useAccounts();
  const save = useSaveTrade();
  const offerBreathing = useBreathingOffers();
  const { zone: timeZone } = useTraderZone();
  const defaultAccount = accounts.data?.find((a) => a.isDefault)?.id ?? '';
  const [defaults] = useState<TradeFormState>(() => {
    if (trade) return tradeToForm(trade);
    const now = wallClock(new Date(), timeZone);
    return emptyTradeForm(now.date, now.time.slice(0, 5), defaultAccount);
  });
  const resolver = useMemo(() => resolverFor(trade, timeZone), [trade, timeZone]);
  // The date inputs' own limit: the trader's today (the resolver checks it again at submit).
  const today = wallClock(new Date(), timeZone).date;
  const form = useForm<TradeFormState, unknown, TradeFormValues>({
    resolver,
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const { register, handleSubmit, setError, formState } = form;
  // Opened before the accounts answered: preselect the default account once they do.
  useEffect(() => {
    if (defaultAccount && !form.getValues('accountId')) form.setValue('accountId', defaultAccount);
  }, [defaultAccount, form]);
  const errors = formState.errors;
  const watchedDate = useWatch({ control: form.control, name: 'date' });
  const watched = useWatch({
    control: form.control,
    name: ['type', 'contracts', 'instrument', 'entry', 'exit', 'costs', 'stop', 'accountId', 'closedLater'],
  });
  const [type, contracts, instrument, entry, exit, costs, stop, accountId, closedLater] = watched;
  // The label agrees with the account's plan: 'Exigir stop em todo trade' on → 'Stop', not '(opcional)'.
  const plan = useQuery(riskPlanQuery(accountId || undefined));
  const stopRequired = Boolean(plan.data?.requireStop) && !trade?.stopUnknown;
  // The exit fields show when ticked, or when the server refused one of them (never an error out of sight).
  const showExit = closedLater || Boolean(errors.exitDate || errors.exitTime);
  const instrumentList: InstrumentDto[] = instruments.data ?? [];
  const pnl = livePnl({ type, contracts, instrument, entry, exit, costs }, instrumentList, trade);

  // Prices off the instrument's tick: warned once the trader leaves the field (not while typing '12…'), and
  // saved only once confirmed. The confirmation holds for the warning it answered: a new price asks again.
  const warnFor = PRICE_FIELDS.filter((f) => formState.isSubmitted || Boolean(formState.touchedFields[f]));
  const offTick = offTickWarning({ instrument, entry, exit, stop }, instrumentList, warnFor);
  const [confirmedFor, setConfirmedFor] = useState<string | null>(null);
  // How many times saving was stopped for want of the confirmation: each time moves the focus to it.
  const [asked, setAsked] = useState(0);
  const unconfirmed = asked > 0;
  const confirmRef = useRef<HTMLInputElement>(null);
  const offTickConfirmed = offTick !== null && confirmedFor === offTick.text;
  useEffect(() => {
    if (!asked) return;
    confirmRef.current?.focus();
    confirmRef.current?.scrollIntoView({ block: 'center' });
  }, [asked]);

  // A new trade's costs follow the per-instrument default (Configurações) × contracts, until the trader types
  // costs of their own. The server applies the same default when costs are left blank.
  const picked = findInstrument(instrument, instrumentList);
  const perContract = picked ? settings.data?.costsPerContract[picked.symbol] : undefined;
  const suggested = trade ? null : defaultCosts(perContract, contracts);
  const costsTyped = Boolean(formState.dirtyFields.costs);
  useEffect(() => {
    if (suggested === null || costsTyped) return;
    if (form.getValues('costs') !== suggested) form.setValue('costs', suggested);
  }, [suggested, costsTyped, form]);

  const err = (field: TradeField) => errors[field]?.message;
  const control = (field: TradeField, hint?: boolean) => ({
    id: `trade-${field}`,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(`trade-${field}`, { error: err(field), hint }),
  });

  const onSubmit = handleSubmit(
    (body) => {
      const warning = offTickWarning(form.getValues(), instrumentList, PRICE_FIELDS);
      if (warning && confirmedFor !== warning.text) {
        setAsked((n) => n + 1);
        return;
      }
      return save
        .mutateAsync(
          { id: trade?.id, body },
          {
            onSuccess: (saved) => {
              notify.success(trade ? tradesText.updated : tradesText.created);
              offerBreathing(saved);
              if (!trade && pendingCount(queue.items) > 0) onCreated(saved);
              else onDone();
            },
            onError: (error) => {
              if (error instanceof ApiRequestError && error.code === 'INSTRUMENT_NOT_FOUND') {
                setError('instrument', { message: tradesText.instrumentNotFound }, { shouldFocus: true });
                notify.error(tradesText.instrumentNotFound, tradesText.instrumentNotFoundDetail, {
                  code: error.code,
                });
                return;
              }
              reportFormError(error, {
                title: tradesText.saveError,
                detail: tradesText.saveErrorDetail,
                fields: FIELDS,
                setError,
              });
            },
          },
        )
        .catch(() => undefined);
    },
    // Not sent (the server applies the same schema): a price or the contracts typed as zero or negative also
    // gets the spec's toast 'Valores de preços e contratos devem ser positivos', besides the field messages.
    (invalid) => {
      const signed = nonPositiveFields(form.getValues()).find((f) => invalid[f]?.message);
      if (signed)
        notify.error(tradesText.positiveValues, invalid[signed]?.message ?? '', { code: 'VALIDATION_ERROR' });
    },
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex h-full min-h-0 flex-col sm:block">
      <DialogHeader className="border-b border-slate-200 p-4 sm:p-6 sm:pb-4">
        <DialogTitle>{trade ? T.editTitle : T.createTitle}</DialogTitle>
        <DialogDescription>{T.description}</DialogDescription>
      </DialogHeader>

      <div className="grid flex-1 content-start items-start gap-4 overflow-y-auto p-4 sm:grid-cols-2 sm:p-6">
        <FormField id="trade-date" label={T.date} error={err('date')}>
          <Input type="date" max={today} {...control('date')} {...register('date')} />
        </FormField>
        <FormField id="trade-time" label={T.time} error={err('time')} hint={T.timeHint(timeZone)}>
          <Input type="time" {...control('time', true)} {...register('time')} />
        </FormField>

        <div className="grid gap-1.5 sm:col-span-2">
          <label className="flex items-start gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-brand-700"
              aria-describedby="trade-closedLater-hint"
              {...register('closedLater', {
                // Unticked: back to a day trade, with the exit time the stored trade had on its entry day.
                onChange: (e: { target: { checked: boolean } }) => {
                  if (e.target.checked) return;
                  form.setValue('exitDate', '');
                  form.setValue('exitTime', defaults.closedLater ? '' : defaults.exitTime);
                  form.clearErrors(['exitDate', 'exitTime']);
                },
              })}
            />
            {T.closedLater}
          </label>
          <p id="trade-closedLater-hint" className="text-sm text-slate-600">
            {T.closedLaterHint}
          </p>
        </div>
        {showExit ? (
          <>
            <FormField id="trade-exitDate" label={T.exitDate} error={err('exitDate')}>
              <Input
                type="date"
                min={watchedDate || undefined}
                max={today}
                {...control('exitDate')}
                {...register('exitDate')}
              />
            </FormField>
            <FormField
              id="trade-exitTime"
              label={T.exitTime}
              error={err('exitTime')}
              hint={T.timeHint(timeZone)}
            >
              <Input type="time" {...control('exitTime', true)} {...register('exitTime')} />
            </FormField>
          </>
        ) : null}

        <fieldset className="grid gap-1.5" aria-describedby={err('type') ? 'trade-type-error' : undefined}>
          <legend className="mb-1.5 text-sm font-medium text-slate-800">{T.type}</legend>
          <div className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1">
            {(['compra', 'venda'] as const).map((side) => (
              <label key={side} className="relative">
                <input type="radio" value={side} className="peer sr-only" {...register('type')} />
                <span
                  className={cn(
                    'flex h-10 cursor-pointer items-center justify-center rounded-md text-sm font-semibold text-slate-600 transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2',
                    side === 'compra'
                      ? 'peer-checked:bg-emerald-700 peer-checked:text-white'
                      : 'peer-checked:bg-red-700 peer-checked:text-white',
                  )}
                >
                  {side === 'compra' ? T.buy : T.sell}
                </span>
              </label>
            ))}
          </div>
          <FieldError id="trade-type">{err('type')}</FieldError>
        </fieldset>
        <FormField id="trade-contracts" label={T.contracts} error={err('contracts')}>
          <Input
            inputMode="numeric"
            autoComplete="off"
            {...control('contracts')}
            {...register('contracts')}
          />
        </FormField>

        <FormField
          id="trade-instrument"
          label={T.instrument}
          error={err('instrument')}
          hint={T.instrumentHint}
          className="sm:col-span-2"
        >
          <Input
            list="trade-instrument-options"
            autoComplete="off"
            autoCapitalize="characters"
            placeholder={T.instrumentPlaceholder}
            {...control('instrument', true)}
            {...register('instrument')}
          />
          <datalist id="trade-instrument-options">
            {instrumentList.map((i) => (
              <option key={i.id ?? i.symbol} value={i.symbol}>
                {i.name}
              </option>
            ))}
          </datalist>
        </FormField>

        <FormField id="trade-entry" label={T.entry} error={err('entry')}>
          <Input inputMode="decimal" autoComplete="off" {...control('entry')} {...register('entry')} />
        </FormField>
        <FormField id="trade-exit" label={T.exit} error={err('exit')}>
          <Input inputMode="decimal" autoComplete="off" {...control('exit')} {...register('exit')} />
        </FormField>
        {offTick ? (
          <div
            role="status"
            data-testid="trade-off-tick"
            className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 sm:col-span-2"
          >
            <p className="font-semibold">{T.offTickTitle}</p>
            <p>{offTick.text}</p>
            <label className="flex items-center gap-2 font-medium">
              <input
                ref={confirmRef}
                type="checkbox"
                className="size-4 accent-amber-700"
                checked={offTickConfirmed}
                aria-invalid={unconfirmed && !offTickConfirmed ? true : undefined}
                aria-describedby={unconfirmed && !offTickConfirmed ? 'trade-off-tick-error' : undefined}
                onChange={(e) => {
                  setConfirmedFor(e.target.checked ? offTick.text : null);
                  setAsked(0);
                }}
              />
              {T.offTickConfirm(offTick.many)}
            </label>
            {unconfirmed && !offTickConfirmed ? (
              <FieldError id="trade-off-tick" className="text-red-700">
                {T.offTickUnconfirmed(offTick.many)}
              </FieldError>
            ) : null}
          </div>
        ) : null}

        <FormField id="trade-mep" label={T.mep} error={err('mep')}>
          <Input inputMode="decimal" autoComplete="off" {...control('mep')} {...register('mep')} />
        </FormField>
        <FormField id="trade-men" label={T.men} error={err('men')}>
          <Input inputMode="decimal" autoComplete="off" {...control('men')} {...register('men')} />
        </FormField>
        <FormField
          id="trade-costs"
          label={T.costs}
          error={err('costs')}
          hint={
            trade?.costsNote
              ? notesText.trade.costsFromNoteHint(trade.costsNote)
              : perContract && picked && !trade
                ? settingsText.tradeCostsHint(formatMoney(perContract, picked.currency))
                : undefined
          }
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            placeholder="0,00"
            {...control('costs', Boolean(perContract && picked && !trade))}
            {...register('costs')}
          />
        </FormField>
        <FormField
          id="trade-stop"
          label={stopRequired ? T.stopRequired : T.stop}
          error={err('stop')}
          hint={trade?.stopUnknown ? T.stopUnknownHint : stopRequired ? T.stopRequiredHint : undefined}
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            {...control('stop', Boolean(trade?.stopUnknown || stopRequired))}
            {...register('stop')}
          />
        </FormField>
        <div className="sm:col-span-2">
          <PositionSizeDialog
            accountId={accountId || undefined}
            defaults={{ instrument, side: type, entry, stopPoints: stopDistance(entry, stop) }}
            onUseContracts={(n) =>
              form.setValue('contracts', String(n), { shouldDirty: true, shouldValidate: true })
            }
            triggerClassName="w-full sm:w-auto"
          />
        </div>

        <FormField id="trade-emotion" label={T.emotion} error={err('emotion')}>
          <Select {...control('emotion')} {...register('emotion')}>
            <option value="">{T.emotionNone}</option>
            <EmotionOptions />
          </Select>
        </FormField>
        <FormField id="trade-accountId" label={T.account} error={err('accountId')}>
          <Select {...control('accountId')} {...register('accountId')}>
            {accounts.data?.length ? null : <option value="">{T.accountDefault}</option>}
            {accounts.data?.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </Select>
        </FormField>

        <PlaybookPicker form={form} savedPlaybookId={trade?.playbook?.id ?? null} />

        <FormField
          id="trade-tags"
          label={T.tags}
          error={err('tags')}
          hint={T.tagsHint}
          className="sm:col-span-2"
        >
          <Input autoComplete="off" {...control('tags', true)} {...register('tags')} />
        </FormField>
        <FormField id="trade-notes" label={T.notes} error={err('notes')} className="sm:col-span-2">
          <Textarea {...control('notes')} {...register('notes')} />
        </FormField>
        <div className="min-w-0 sm:col-span-2">
          <AttachmentsSection tradeId={trade?.id ?? null} queue={queue} />
        </div>
      </div>

      <div className="sticky bottom-0 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 bg-white p-4 sm:px-6">
        <div aria-live="polite" className="grid">
          <span className="text-xs font-medium text-slate-600">{T.pnl}</span>
          {pnl ? (
            <output
              data-testid="trade-pnl"
              className={cn(
                'text-lg font-bold tabular-nums',
                amountSign(pnl.value) > 0
                  ? 'text-emerald-700'
                  : amountSign(pnl.value) < 0
                    ? 'text-red-700'
                    : 'text-slate-900',
              )}
            >
              {formatMoney(pnl.value, pnl.currency)}
            </output>
          ) : (
            <span className="text-sm text-slate-500">{T.pnlPending}</span>
          )}
        </div>
        <Button type="submit" disabled={save.isPending || queue.sending} className="w-full sm:w-auto">
          {save.isPending ? T.saving : trade ? T.submitEdit : T.submitCreate}
        </Button>
      </div>
    </form>
  );
}

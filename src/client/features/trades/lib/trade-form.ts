import { tradesText } from '@/shared/i18n/trades';
import type { InstrumentDto, TradeDto } from '@/shared/trading/api-contract';
import { parseNumber, toTypedNumber } from '@/shared/numbers';
import type { Decimal } from '@/shared/trading/decimal';
import { contractCode, normalizeSymbol } from '@/shared/trading/instruments';
import { tradePnl } from '@/shared/trading/pnl';
import { isOffTick, tickSize } from '@/shared/trading/ticks';
import {
  futureDateErrors,
  keptExceptionsOf,
  tradeInputSchema,
  tradeSchemaFor,
  type TradeFormValues,
  type TradeInput,
} from '@/shared/trading/trade-schema';

/** The fields the dialog edits as text, named as in the one vocabulary (Pick: a name TradeDto lacks fails). */
type TextField = keyof Pick<
  TradeDto,
  | 'date'
  | 'time'
  | 'contracts'
  | 'instrument'
  | 'entry'
  | 'exit'
  | 'mep'
  | 'men'
  | 'stop'
  | 'costs'
  | 'notes'
  | 'accountId'
>;

/** What the registration dialog holds: text as typed (the schema reads it the pt-BR way). Tags comma-separated. */
export type TradeFormState = Record<TextField, string> & {
  type: TradeDto['type'] | '';
  emotion: NonNullable<TradeDto['emotion']> | '';
  tags: string;
  /**
   * Ticked for a swing trade (closed on a later day than its entry): only then is the exit date shown and sent.
   * A day trader never sees it; the tax reads it (day trade or swing, and the month the trade closed in).
   */
  closedLater: boolean;
  /** yyyy-mm-dd and HH:mm of the exit; blank = the same day as the entry (and no exit time known). */
  exitDate: string;
  exitTime: string;
  /** The playbook traded ('' = none) and the ids of its criteria ticked as present. */
  playbookId: string;
  criteriaMet: string[];
};

/** The stored exit, as the trade's DTO carries it when known. */
type StoredExit = { exitDate?: string | null; exitTime?: string | null };

export type TradeField = keyof TradeFormState;

export const emptyTradeForm = (date: string, time: string, accountId = ''): TradeFormState => ({
  date,
  time,
  type: 'compra',
  contracts: '1',
  instrument: '',
  entry: '',
  exit: '',
  mep: '',
  men: '',
  stop: '',
  costs: '',
  emotion: '',
  notes: '',
  tags: '',
  accountId,
  closedLater: false,
  exitDate: '',
  exitTime: '',
  playbookId: '',
  criteriaMet: [],
});

export function tradeToForm(trade: TradeDto): TradeFormState {
  const stored: StoredExit = trade as TradeDto & StoredExit;
  // An exit stored on the entry's own day is a day trade: the box stays unticked, the exit time is kept.
  const exitDate = stored.exitDate && stored.exitDate !== trade.date ? stored.exitDate : '';
  const symbol =
    trade.contractMonth && trade.contractYear
      ? `${trade.instrument}${contractCode(trade.contractMonth, trade.contractYear)}`
      : trade.instrument;
  return {
    date: trade.date,
    time: trade.time.slice(0, 5),
    type: trade.type,
    contracts: String(trade.contracts),
    instrument: symbol,
    entry: toTypedNumber(trade.entry),
    exit: toTypedNumber(trade.exit),
    mep: toTypedNumber(trade.mep),
    men: toTypedNumber(trade.men),
    stop: toTypedNumber(trade.stop),
    costs: Number(trade.costs) === 0 ? '' : toTypedNumber(trade.costs),
    emotion: trade.emotion ?? '',
    notes: trade.notes ?? '',
    tags: trade.tags.join(', '),
    accountId: trade.accountId,
    closedLater: exitDate !== '',
    exitDate,
    exitTime: stored.exitTime ? stored.exitTime.slice(0, 5) : '',
    playbookId: trade.playbook?.id ?? '',
    criteriaMet: trade.criteriaMet ?? [],
  };
}

export const splitTags = (text: string): string[] => [
  ...new Set(
    text
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
  ),
];

/**
 * What is sent: the prices as typed, so that the server reads them with the same parser and schema as the form
 * did (the canonical '13.125' sent back would read as 13125; ADR 009).
 */
export const tradeRequestBody = ({
  closedLater,
  exitDate,
  playbookId,
  criteriaMet,
  ...state
}: TradeFormState): TradeFormValues =>
  // A blank type is sent as absent, for the schema's 'Campo obrigatório'. Unticked, the exit date is sent blank
  // (closed the same day), so an edit that unticks it turns the trade back into a day trade. No playbook is sent
  // as null (an edit that clears it clears its criteria too).
  ({
    ...state,
    type: state.type || undefined,
    tags: splitTags(state.tags),
    exitDate: closedLater ? exitDate : '',
    ...(playbookId ? { playbookId, criteriaMet } : { playbookId: null }),
  }) as TradeFormValues;

/** What the box 'encerrada em outro dia' asks beyond the shared schema: an exit date, after the entry's. */
function closedLaterErrors(state: TradeFormState): Partial<Record<TradeField, string>> {
  if (!state.closedLater) return {};
  if (!state.exitDate.trim()) return { exitDate: tradesText.form.exitDateRequired };
  if (state.exitDate === state.date) return { exitDate: tradesText.form.exitDateSameDay };
  return {};
}

/** The stored values that decide what an edit may keep (an imported breakeven, a swap credit). */
export type EditedTrade = Pick<TradeDto, 'entry' | 'exit' | 'costs'>;

/**
 * Validates with the shared schema (the server parses the same body with it): a new trade's, or, when editing,
 * the one the server applies to that stored trade. Errors: first message per field.
 */
export function validateTradeForm(
  state: TradeFormState,
  editing?: EditedTrade | null,
  /** The trader's today (yyyy-mm-dd in their time zone): a later date is refused, as the server does. */
  today?: string,
):
  | { ok: true; values: TradeInput; body: TradeFormValues }
  | { ok: false; errors: Partial<Record<TradeField, string>> } {
  const body = tradeRequestBody(state);
  const schema = editing ? tradeSchemaFor(keptExceptionsOf(editing)) : tradeInputSchema;
  const result = schema.safeParse(body);
  const errors: Partial<Record<TradeField, string>> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const key = String(issue.path[0] ?? '') as TradeField;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  // The schema's message first (an invalid date), then the box's own.
  for (const [key, message] of Object.entries(closedLaterErrors(state)) as [TradeField, string][])
    errors[key] ??= message;
  if (today)
    for (const [key, message] of Object.entries(futureDateErrors(body, today)) as [TradeField, string][])
      errors[key] ??= message;
  if (result.success && Object.keys(errors).length === 0) return { ok: true, values: result.data, body };
  return { ok: false, errors };
}

/** The instrument a typed symbol names ('WINZ25' → WIN), among the built-ins and the user's own. */
export function findInstrument(
  text: string,
  instruments: readonly InstrumentDto[],
): InstrumentDto | undefined {
  if (!text.trim()) return undefined;
  const { root } = normalizeSymbol(text);
  return instruments.find((i) => i.symbol.toUpperCase() === root);
}

/**
 * The P&L as the trader types, with the same tradePnl the server stores; null until it can be computed. Negative
 * costs count only when editing a trade stored with them (a swap credit), as validateTradeForm accepts them.
 */
export function livePnl(
  state: Pick<TradeFormState, 'type' | 'contracts' | 'instrument' | 'entry' | 'exit' | 'costs'>,
  instruments: readonly InstrumentDto[],
  editing?: EditedTrade | null,
): { value: Decimal; currency: InstrumentDto['currency'] } | null {
  const instrument = findInstrument(state.instrument, instruments);
  const entry = parseNumber(state.entry);
  const exit = parseNumber(state.exit);
  const contracts = parseNumber(state.contracts)?.toNumber() ?? NaN;
  const costs = state.costs.trim() ? parseNumber(state.costs) : null;
  if (!instrument || !state.type || !entry || !exit || entry.sign() <= 0 || exit.sign() <= 0) return null;
  if (!Number.isInteger(contracts) || contracts < 1) return null;
  const negativeAllowed = editing ? keptExceptionsOf(editing).negativeCosts : false;
  if (state.costs.trim() && (!costs || (costs.sign() < 0 && !negativeAllowed))) return null;
  const value = tradePnl({
    side: state.type,
    contracts,
    entry,
    exit,
    pointValue: instrument.pointValue,
    costs: costs ?? 0,
  });
  return { value, currency: instrument.currency };
}

export type PriceField = 'entry' | 'exit' | 'stop';
const PRICE_FIELDS: readonly PriceField[] = ['entry', 'exit', 'stop'];

/**
 * The typed prices that are not a whole number of the instrument's ticks (WIN 125.003), with the tick in points:
 * the dialog warns and asks to confirm, but never refuses (an average price is legitimately off the tick).
 * Null when every price is on the tick, or the instrument or the prices are not known yet.
 */
export function offTickPrices(
  state: Pick<TradeFormState, PriceField | 'instrument'>,
  instruments: readonly InstrumentDto[],
  fields: readonly PriceField[] = PRICE_FIELDS,
): { fields: PriceField[]; symbol: string; tick: Decimal } | null {
  const instrument = findInstrument(state.instrument, instruments);
  const tick = instrument ? tickSize(instrument) : null;
  if (!instrument || !tick) return null;
  const off = fields.filter((f) => {
    const price = parseNumber(state[f]);
    return price !== null && price.sign() > 0 && isOffTick(price, instrument);
  });
  return off.length ? { fields: off, symbol: instrument.symbol, tick } : null;
}

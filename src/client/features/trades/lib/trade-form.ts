import type { InstrumentDto, TradeDto } from '@/shared/trading/api-contract';
import { type Decimal, parseDecimal } from '@/shared/trading/decimal';
import type { Emotion } from '@/shared/trading/emotions';
import { contractCode, normalizeSymbol } from '@/shared/trading/instruments';
import { tradePnl } from '@/shared/trading/pnl';
import { tradeInputSchema, type TradeFormValues, type TradeInput } from '@/shared/trading/trade-schema';

/** What the registration dialog holds: text as typed (the schema reads pt-BR and plain decimals alike). */
export interface TradeFormState {
  date: string;
  time: string;
  type: 'compra' | 'venda' | '';
  contracts: string;
  instrument: string;
  entry: string;
  exit: string;
  mep: string;
  men: string;
  stop: string;
  costs: string;
  emotion: Emotion | '';
  notes: string;
  /** Comma-separated. */
  tags: string;
  accountId: string;
}

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
});

/** '125100.5' → '125100,5': the stored text shown the way a Brazilian trader types it. */
const ptDecimal = (value: string | null): string => (value ? value.replace('.', ',') : '');

export function tradeToForm(trade: TradeDto): TradeFormState {
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
    entry: ptDecimal(trade.entry),
    exit: ptDecimal(trade.exit),
    mep: ptDecimal(trade.mep),
    men: ptDecimal(trade.men),
    stop: ptDecimal(trade.stop),
    costs: Number(trade.costs) === 0 ? '' : ptDecimal(trade.costs),
    emotion: trade.emotion ?? '',
    notes: trade.notes ?? '',
    tags: trade.tags.join(', '),
    accountId: trade.accountId,
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

/** Validates with the shared schema (the server parses the same body with it). Errors: first message per field. */
export function validateTradeForm(
  state: TradeFormState,
): { ok: true; values: TradeInput } | { ok: false; errors: Partial<Record<TradeField, string>> } {
  const input = {
    ...state,
    type: state.type || undefined,
    tags: splitTags(state.tags),
  } as TradeFormValues;
  const result = tradeInputSchema.safeParse(input);
  if (result.success) return { ok: true, values: result.data };
  const errors: Partial<Record<TradeField, string>> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '') as TradeField;
    if (key && !errors[key]) errors[key] = issue.message;
  }
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

/** The P&L as the trader types, with the same tradePnl the server stores; null until it can be computed. */
export function livePnl(
  state: Pick<TradeFormState, 'type' | 'contracts' | 'instrument' | 'entry' | 'exit' | 'costs'>,
  instruments: readonly InstrumentDto[],
): { value: Decimal; currency: InstrumentDto['currency'] } | null {
  const instrument = findInstrument(state.instrument, instruments);
  const entry = parseDecimal(state.entry);
  const exit = parseDecimal(state.exit);
  const contracts = /^\s*\d+\s*$/.test(state.contracts) ? Number(state.contracts) : NaN;
  const costs = state.costs.trim() ? parseDecimal(state.costs) : null;
  if (!instrument || !state.type || !entry || !exit || entry.sign() <= 0 || exit.sign() <= 0) return null;
  if (!Number.isInteger(contracts) || contracts < 1) return null;
  if (state.costs.trim() && (!costs || costs.sign() < 0)) return null;
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

import { riskCalculatorText } from '@/shared/i18n/risk-calculator';
import { parseNumber, toTypedNumber } from '@/shared/numbers';
import type { PositionSizeResult, RiskPlanDto } from '@/shared/risk/contract';
import { positionSize, riskMoneyOf } from '@/shared/risk/position-size';
import type { AccountDto, InstrumentDto } from '@/shared/trading/api-contract';
import type { Decimal } from '@/shared/trading/decimal';
import { normalizeSymbol } from '@/shared/trading/instruments';

const E = riskCalculatorText.errors;

export type RiskMode = 'percent' | 'money';

/** The calculator's fields, as the trader types them (pt-BR text, read with the shared parser). */
export interface CalculatorValues {
  riskMode: RiskMode;
  riskValue: string;
  capital: string;
  /** The instrument's symbol ('WIN'). */
  instrument: string;
  stopPoints: string;
  cost: string;
  entry: string;
  side: 'compra' | 'venda';
}
export type CalculatorField = keyof CalculatorValues;

/** What a caller (the trade dialog) already knows, as typed; the rest comes from the plan and settings. */
export interface PositionSizeDefaults {
  instrument?: string;
  side?: 'compra' | 'venda' | '';
  entry?: string;
  stopPoints?: string;
}

export type CalculatorOutcome =
  | { kind: 'pending'; errors: Partial<Record<CalculatorField, string>> }
  | {
      kind: 'ready';
      errors: Partial<Record<CalculatorField, string>>;
      riskMoney: string;
      result: PositionSizeResult;
    };

/** The symbol of the register's instrument a typed code names (WINZ25, win, WIN$N → WIN), or undefined. */
export function matchInstrument(text: string | undefined, instruments: readonly InstrumentDto[]) {
  if (!text?.trim()) return undefined;
  const { root } = normalizeSymbol(text);
  return instruments.find((i) => i.symbol.toUpperCase() === root);
}

/**
 * The stop distance in points from an entry and a stop price as typed ('125.000' and '124.850' → '150'); '' when
 * either is missing, not a number or not positive, or they are equal.
 */
export function stopDistance(entry: string, stop: string): string {
  const e = parseNumber(entry);
  const s = parseNumber(stop);
  if (!e || !s || e.sign() <= 0 || s.sign() <= 0) return '';
  const d = e.sub(s).abs();
  return d.isZero() ? '' : toTypedNumber(d);
}

/**
 * The starting values: what the caller passed, else the account's plan (its risk and capital), else 1 % of the
 * account's starting capital; the instrument's default cost from the trading settings.
 */
export function initialValues(opts: {
  defaults?: PositionSizeDefaults;
  plan?: RiskPlanDto;
  account?: AccountDto;
  instruments: readonly InstrumentDto[];
  costsPerContract?: Record<string, string>;
}): CalculatorValues {
  const { defaults, plan, account, instruments, costsPerContract } = opts;
  const instrument = (matchInstrument(defaults?.instrument, instruments) ?? instruments[0])?.symbol ?? '';
  const capital = plan?.capital ?? account?.startingCapital ?? '';
  const mode = plan?.riskMode ?? 'percent';
  // An account without a starting capital (new accounts have 0) cannot size a % risk: ask for the money instead.
  const noCapital = !(parseNumber(capital, 'auto')?.sign() === 1);
  return {
    riskMode: mode === 'percent' && noCapital ? 'money' : mode,
    riskValue: mode === 'percent' && noCapital ? '' : plan ? toTypedNumber(plan.riskValue) : '1',
    capital: noCapital ? '' : toTypedNumber(capital),
    instrument,
    stopPoints: defaults?.stopPoints ?? '',
    cost: defaultCost(instrument, costsPerContract),
    entry: defaults?.entry ?? '',
    side: defaults?.side || 'compra',
  };
}

/** The instrument's default cost per contract from the settings, as typed ('0,50'); '0' when there is none. */
export function defaultCost(symbol: string, costsPerContract: Record<string, string> | undefined): string {
  const stored = costsPerContract?.[symbol];
  return stored ? toTypedNumber(stored) : '0';
}

/**
 * The same risk in the other mode, so switching R$ ⇄ % keeps the amount (1 % of R$ 10.000 ⇄ R$ 100,00); the
 * value unchanged when it cannot be converted yet.
 */
export function convertRisk(values: CalculatorValues, to: RiskMode): string {
  if (values.riskMode === to) return values.riskValue;
  const value = parseNumber(values.riskValue);
  const capital = parseNumber(values.capital);
  if (!value || value.sign() <= 0 || !capital || capital.sign() <= 0) return values.riskValue;
  // Money to the cent ('100,00'); a percentage as short as it is ('2,5').
  if (to === 'money') return toTypedNumber(capital.mul(value).div(100, 2), 2);
  return toTypedNumber(value.mul(100).div(capital, 2).toString());
}

type Reading = { ok: true; value: Decimal | null } | { ok: false };

function readField(text: string): Reading {
  if (!text.trim()) return { ok: true, value: null };
  const value = parseNumber(text);
  return value ? { ok: true, value } : { ok: false };
}

/**
 * Reads the fields and sizes the position. Blank required fields leave it 'pending' without a message (the trader
 * is still typing); a field that is not a number, or out of range, gets its message and the result waits for it.
 */
export function evaluate(values: CalculatorValues, instrument: InstrumentDto | undefined): CalculatorOutcome {
  const errors: Partial<Record<CalculatorField, string>> = {};
  const numbers: Partial<Record<CalculatorField, Decimal | null>> = {};
  for (const field of ['riskValue', 'capital', 'stopPoints', 'cost', 'entry'] as const) {
    const reading = readField(values[field]);
    if (reading.ok) numbers[field] = reading.value;
    else errors[field] = E.notNumber;
  }
  const { riskValue, capital, stopPoints, cost, entry } = numbers;
  if (riskValue && riskValue.sign() <= 0) errors.riskValue = E.risk;
  if (stopPoints && stopPoints.sign() <= 0) errors.stopPoints = E.stop;
  if (cost && cost.sign() < 0) errors.cost = E.cost;
  if (entry && entry.sign() <= 0) errors.entry = E.entry;
  if (capital && capital.sign() < 0) errors.capital = E.capitalNegative;
  else if (values.riskMode === 'percent' && riskValue && !errors.riskValue && !capital?.sign())
    errors.capital = E.capital;
  if (!instrument) errors.instrument = E.instrument;
  else if (!(parseNumber(instrument.pointValue, 'auto')?.sign() === 1)) errors.instrument = E.pointValue;

  if (Object.keys(errors).length > 0 || !instrument || !riskValue || !stopPoints)
    return { kind: 'pending', errors };
  const capitalText = capital?.toString();
  const riskMoney = riskMoneyOf(values.riskMode, riskValue.toString(), capitalText ?? '0');
  const result = positionSize({
    riskMoney,
    stopPoints: stopPoints.toString(),
    pointValue: instrument.pointValue,
    costPerContract: cost?.toString() ?? '0',
    entry: entry?.toString(),
    side: entry ? values.side : undefined,
    capital: capitalText,
  });
  return { kind: 'ready', errors, riskMoney, result };
}

/** The plan's maximum contracts for the instrument when the size goes above it (a warning: never a cap), or null. */
export function overPlanMax(plan: RiskPlanDto | undefined, symbol: string, contracts: number): number | null {
  const max = plan?.maxContracts?.[symbol];
  return max !== undefined && contracts > max ? max : null;
}

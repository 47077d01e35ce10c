import { z } from 'zod';
import { parseNumber } from './numbers';
import type { Decimal } from './trading/decimal';

/**
 * What a number a user sends may hold, by the column that stores it: prices and factors are numeric(20,8) (12
 * digits before the point), money numeric(18,2) (16). A value past its column once reached PostgreSQL as an
 * overflow (a 500); every schema that reads a number checks its kind here, with one message.
 */
export const NUMBER_KINDS = {
  price: { integerDigits: 12 },
  money: { integerDigits: 16 },
} as const;
export type NumberKind = keyof typeof NUMBER_KINDS;

export const OUT_OF_RANGE_MESSAGE = 'Valor fora do intervalo permitido';

const LIMITS: Record<NumberKind, bigint> = {
  price: 10n ** BigInt(NUMBER_KINDS.price.integerDigits),
  money: 10n ** BigInt(NUMBER_KINDS.money.integerDigits),
};

/** Whether `d` fits the column of its kind (its whole part has at most the column's digits). */
export function fitsNumberKind(d: Decimal, kind: NumberKind): boolean {
  const units = d.units < 0n ? -d.units : d.units;
  return units < LIMITS[kind] * 10n ** BigInt(d.scale);
}

export interface NumberFieldRules {
  /** The column the value goes to: its range is checked (OUT_OF_RANGE_MESSAGE past it). */
  kind: NumberKind;
  /** 'positive' refuses zero too. */
  min?: 'positive' | 'nonNegative';
  /** Most decimals allowed (money columns have two). */
  maxDecimals?: number;
  /** What the field says past its kind's range (default: its own message; OUT_OF_RANGE_MESSAGE for a bare value). */
  rangeMessage?: string;
}

/**
 * A number typed in pt-BR ('10.000,50', '0,25', '5649.5') as a schema field shared by the client and the server:
 * the output is the exact canonical text ('10000.5') that the server stores. Requests carry the text as typed, so
 * the server reads it exactly as the client did (ADR 009).
 */
export const numberTextField = (message: string, rules: NumberFieldRules) =>
  z.string({ error: message }).transform((text, ctx) => {
    const d = parseNumber(text);
    const tooLow = d && (rules.min === 'positive' ? d.sign() <= 0 : d.sign() < 0);
    const tooPrecise = d && rules.maxDecimals !== undefined && !d.eq(d.round(rules.maxDecimals));
    if (!d || tooLow || tooPrecise) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    if (!fitsNumberKind(d, rules.kind)) {
      ctx.addIssue({ code: 'custom', message: rules.rangeMessage ?? message });
      return z.NEVER;
    }
    return d.toString();
  });

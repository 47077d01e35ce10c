import { z } from 'zod';
import { parseNumber } from './numbers';

export interface NumberFieldRules {
  /** 'positive' refuses zero too. */
  min?: 'positive' | 'nonNegative';
  /** Most decimals allowed (money columns have two). */
  maxDecimals?: number;
}

/**
 * A number typed in pt-BR ('10.000,50', '0,25', '5649.5') as a schema field shared by the client and the server:
 * the output is the exact canonical text ('10000.5') that the server stores. Requests carry the text as typed, so
 * the server reads it exactly as the client did (ADR 009).
 */
export const numberTextField = (message: string, rules: NumberFieldRules = {}) =>
  z.string({ error: message }).transform((text, ctx) => {
    const d = parseNumber(text);
    const tooLow = d && (rules.min === 'positive' ? d.sign() <= 0 : d.sign() < 0);
    const tooPrecise = d && rules.maxDecimals !== undefined && !d.eq(d.round(rules.maxDecimals));
    if (!d || tooLow || tooPrecise) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return d.toString();
  });

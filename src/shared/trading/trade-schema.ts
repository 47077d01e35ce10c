import { z } from 'zod';
import { tradeValidation } from '../i18n/validation';
import { fitsNumberKind, OUT_OF_RANGE_MESSAGE, type NumberKind } from '../number-field';
import { readNumberInput } from '../numbers';
import { DATE_MESSAGES, isCalendarDate, isDateInRange } from '../time/calendar-date';
import { toDecimal } from './decimal';
import { EMOTIONS } from './emotions';
import { tradePlaybookFields } from '../playbooks/trade-fields';
import { isPlausibleSymbol, MONTH_CODES, normalizeSymbol } from './instruments';
import { CONTRACTS_MAX, NOTES_MAX, TAG_MAX_LENGTH, TAGS_MAX } from './trade-limits';

export { CONTRACTS_MAX, NOTES_MAX, TAG_MAX_LENGTH, TAGS_MAX };
/** The trade's messages, from the catalogue, under the name this module's callers and tests use. */
export const TRADE_MESSAGES = tradeValidation;

/**
 * A trade journal records what happened: a date after the trader's today (yyyy-mm-dd in their time zone) is refused.
 * One rule for the form (which mirrors it), the API (create and edit) and the imports.
 */
export function futureDateErrors(
  trade: { date?: string | null; exitDate?: string | null },
  today: string,
): { date?: string; exitDate?: string } {
  const errors: { date?: string; exitDate?: string } = {};
  if (trade.date && trade.date > today) errors.date = TRADE_MESSAGES.futureDate;
  if (trade.exitDate && trade.exitDate > today) errors.exitDate = TRADE_MESSAGES.futureExitDate;
  return errors;
}

const M = TRADE_MESSAGES;
const isBlank = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'string' && !v.trim());

type Rule = 'positive' | 'nonNegative' | 'any';

/**
 * A decimal typed as text, read the pt-BR way by parseNumber ('125.000' is 125000, '125.100,50', '5432.5'), or a
 * JSON number. The output is the exact canonical text ('125100.5') the server stores as numeric.
 */
const decimalText = (
  invalid: string,
  rule: Rule,
  required: boolean,
  kind: NumberKind,
  rangeMessage: string = invalid,
) =>
  z
    .union([z.string(), z.number()], { error: invalid })
    .nullish()
    .transform((v, ctx): string | undefined => {
      if (isBlank(v)) {
        if (required) ctx.addIssue({ code: 'custom', message: M.required });
        return undefined;
      }
      const d = readNumberInput(v ?? '');
      if (!d || (rule === 'positive' ? d.sign() <= 0 : rule === 'nonNegative' && d.sign() < 0)) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return undefined;
      }
      if (!fitsNumberKind(d, kind)) {
        ctx.addIssue({ code: 'custom', message: rangeMessage });
        return undefined;
      }
      return d.toString();
    });

const requiredDecimal = (invalid: string, rule: Rule) =>
  decimalText(invalid, rule, true, 'price').transform((v) => v ?? '');

const contracts = z
  .union([z.string(), z.number()], { error: M.minContracts })
  .nullish()
  .transform((v, ctx): number => {
    if (isBlank(v)) {
      ctx.addIssue({ code: 'custom', message: M.required });
      return 0;
    }
    // The same reader as prices: '1.000' contracts (of a stock) are a thousand, not one.
    const n = readNumberInput(v ?? '')?.toNumber() ?? NaN;
    const message =
      !Number.isFinite(n) || n < 1 ? M.minContracts : !Number.isInteger(n) ? M.wholeContracts : null;
    if (message) ctx.addIssue({ code: 'custom', message });
    else if (n > CONTRACTS_MAX) ctx.addIssue({ code: 'custom', message: M.tooManyContracts });
    return n;
  });

const TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?$/;
/** 'HH:mm' → 'HH:mm:00', so two times compare as text. */
const fullTime = (t: string): string => (t.length === 5 ? `${t}:00` : t);

/** An optional date or time: blank is "not given"; anything else must match, or `invalid` is reported. */
const optionalMatching = (invalid: string, valid: (v: string) => boolean) =>
  z
    .string({ error: invalid })
    .trim()
    .nullish()
    .transform((v, ctx): string | undefined => {
      if (!v) return undefined;
      if (!valid(v)) ctx.addIssue({ code: 'custom', message: invalid });
      return v;
    });

// abort: a blank field shows only 'Campo obrigatório', not the format messages after it as well.
const requiredText = z.string({ error: M.required }).trim().min(1, { error: M.required, abort: true });

/**
 * The hand-entry rules a stored trade may already break: an import keeps a breakeven (exit = entry) and an MT5
 * swap credit (negative costs). Editing such a trade (to add a note) must not force the trader to change what the
 * broker reported, so an edit may keep what the stored trade already has; a new trade never gets either.
 */
export interface KeptExceptions {
  equalPrices?: boolean;
  negativeCosts?: boolean;
}

/** What an edit of this stored trade may keep (its canonical entry, exit and costs text, as in TradeDto). */
export const keptExceptionsOf = (stored: { entry: string; exit: string; costs: string }): KeptExceptions => ({
  equalPrices: toDecimal(stored.entry).eq(stored.exit),
  negativeCosts: toDecimal(stored.costs).sign() < 0,
});

/** The trade schema; `kept` relaxes the spec's rules only where the stored trade being edited already breaks them. */
export const tradeSchemaFor = (kept: KeptExceptions = {}) =>
  z
    .object({
      /** yyyy-mm-dd (the entry's local date). */
      date: requiredText
        .refine(isCalendarDate, { error: M.invalidDate, abort: true })
        .refine(isDateInRange, DATE_MESSAGES.outOfRange),
      /** HH:mm, or HH:mm:ss when an import knows the seconds. */
      time: requiredText.regex(TIME_PATTERN, M.invalidTime),
      /**
       * The exit's local date (yyyy-mm-dd) and time, when the trade was held past its entry day (or an import knows
       * them). Blank: closed the same day as the entry. The tax reads them (day trade vs swing, the month).
       */
      exitDate: optionalMatching(M.invalidExitDate, (v) => isCalendarDate(v) && isDateInRange(v)),
      exitTime: optionalMatching(M.invalidExitTime, (v) => TIME_PATTERN.test(v)),
      type: z.enum(['compra', 'venda'], {
        error: (iss) => (isBlank(iss.input) ? M.required : M.invalidType),
      }),
      contracts,
      instrument: requiredText
        .max(30, { error: M.invalidSymbol, abort: true })
        .refine(isPlausibleSymbol, M.invalidSymbol),
      /** Month code (F..Z) and year of the contract, when known; filled from the symbol when it names one. */
      contractMonth: z
        .string()
        .regex(new RegExp(`^[${MONTH_CODES}]$`), M.invalidContractMonth)
        .nullish()
        .transform((v) => v ?? undefined),
      contractYear: z
        .number({ error: M.invalidContractMonth })
        .int(M.invalidContractMonth)
        .min(2000, M.invalidContractMonth)
        .max(2100, M.invalidContractMonth)
        .nullish()
        .transform((v) => v ?? undefined),
      entry: requiredDecimal(M.invalidEntry, 'positive'),
      exit: requiredDecimal(M.invalidExit, 'positive'),
      /** Maximum favourable / adverse excursion, in points. */
      mep: decimalText(M.invalidMep, 'nonNegative', false, 'price'),
      men: decimalText(M.invalidMen, 'nonNegative', false, 'price'),
      costs: decimalText(
        M.invalidCosts,
        kept.negativeCosts ? 'any' : 'nonNegative',
        false,
        'money',
        OUT_OF_RANGE_MESSAGE,
      ).transform((v) => v ?? '0'),
      stop: decimalText(M.invalidStop, 'positive', false, 'price'),
      emotion: z
        .union([z.enum(EMOTIONS), z.literal('')], { error: M.invalidEmotion })
        .nullish()
        .transform((v) => v || undefined),
      notes: z
        .string()
        .max(NOTES_MAX, M.notesTooLong)
        .nullish()
        .transform((v) => v || undefined),
      tags: z
        .array(z.string().trim().min(1).max(TAG_MAX_LENGTH, M.tagTooLong))
        .max(TAGS_MAX, M.tooManyTags)
        .default([]),
      ...tradePlaybookFields,
      /** The user's trading account; the server falls back to the default account when absent. */
      accountId: z
        .string()
        .trim()
        .max(100)
        .nullish()
        .transform((v) => v || undefined),
    })
    .superRefine((t, ctx) => {
      // entry and exit are canonical text here: compared as decimals, not re-read as typed text.
      if (!kept.equalPrices && t.entry && t.exit && toDecimal(t.entry).eq(t.exit))
        ctx.addIssue({ code: 'custom', path: ['exit'], message: M.samePrices });
      if (t.exitDate && t.date && t.exitDate < t.date)
        ctx.addIssue({ code: 'custom', path: ['exitDate'], message: M.exitDateBeforeEntry });
      else if (
        t.exitTime &&
        t.time &&
        (t.exitDate ?? t.date) === t.date &&
        TIME_PATTERN.test(t.exitTime) &&
        fullTime(t.exitTime) < fullTime(t.time)
      )
        ctx.addIssue({ code: 'custom', path: ['exitTime'], message: M.exitTimeBeforeEntry });
    })
    .transform(({ instrument, contractMonth, contractYear, ...rest }) => {
      const symbol = normalizeSymbol(instrument);
      return {
        ...rest,
        instrument: symbol.root,
        contractMonth: contractMonth ?? symbol.contractMonth,
        contractYear: contractYear ?? symbol.contractYear,
      };
    });

/** A new trade's schema: the spec's rules, with no exception. */
export const tradeInputSchema = tradeSchemaFor();

/** What a form holds (strings or numbers). */
export type TradeFormValues = z.input<typeof tradeInputSchema>;
/** What the server stores: canonical decimal text, normalised instrument root. */
export type TradeInput = z.output<typeof tradeInputSchema>;

/**
 * A trade's own fields, in the one vocabulary of the code: the API's and the spec's (date, time, type, entry,
 * exit, stop...; never side/entryPrice/tradeDate, which are only the database's column names). What the form's
 * output, a parsed file row and the demo seed share; the server adds where, when and the money it decides.
 * `emotion` is wider than the form's (an import may carry any text, checked by the importer).
 */
export type TradeFields = Pick<TradeInput, 'type' | 'contracts' | 'entry' | 'exit' | 'tags'> &
  Partial<
    Pick<
      TradeInput,
      'contractMonth' | 'contractYear' | 'mep' | 'men' | 'stop' | 'notes' | 'exitDate' | 'exitTime'
    >
  > & {
    emotion?: string;
  };

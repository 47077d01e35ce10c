import { z } from 'zod';
import { fieldErrorMessages } from '../i18n/errors';
import { settingsMessages } from '../i18n/settings';
import { parseNumber } from '../numbers';
import { isValidTimeZone } from '../time/zoned-time';

// breakeven_tolerance is numeric(18,2): a longer amount would make PostgreSQL throw, so it is a field error.
const MAX_MONEY = /^\d{1,16}\.\d{2}$/;

const money = (message: string) =>
  z.string().transform((v, ctx) => {
    const d = parseNumber(v);
    if (!d || d.sign() < 0 || !MAX_MONEY.test(d.toFixed(2))) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return d.toFixed(2);
  });

/**
 * PATCH /api/trading-settings: any subset of the settings, each checked (a zone Intl does not know would break every
 * trade). The server parses with it; the setup's forms check with it too.
 */
export const tradingSettingsPatchSchema = z.object({
  timezone: z.string().trim().refine(isValidTimeZone, settingsMessages.invalidTimezone).optional(),
  breakevenTolerance: money(settingsMessages.invalidTolerance).optional(),
  costsPerContract: z
    .record(
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z][A-Z0-9]{0,9}$/, fieldErrorMessages.invalidSymbol),
      money(settingsMessages.invalidCost),
    )
    .optional(),
});

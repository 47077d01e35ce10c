import { z } from 'zod';
import { commonValidation, securityValidation } from '../i18n/validation';
import { PASSKEY_NAME_MAX } from './limits';

/**
 * The checks of the 'Segurança' tab's two-factor and passkey forms. better-auth's routes check the password and the
 * code themselves; the passkey's name is checked by the server with `passkeyNameSchema` (auth/security-guards.ts).
 */

/** A passkey's name: 1 to PASSKEY_NAME_MAX characters once trimmed. */
export const passkeyNameSchema = z
  .string()
  .trim()
  .min(1, securityValidation.passkeyName)
  .max(PASSKEY_NAME_MAX, securityValidation.passkeyName);

/** A code from the app as typed: spaces and dashes of a six-digit code dropped ('123 456' → '123456'). */
export const normaliseTotp = (code: string): string => code.replace(/[\s-]/g, '');

/** Six digits once spaces and dashes are dropped; the value is the normalised code. */
export const totpCodeSchema = z
  .string()
  .transform(normaliseTotp)
  .refine((code) => /^\d{6}$/.test(code), securityValidation.codeFormat);

const password = z.string().min(1, commonValidation.required);

/** Starting enrolment, and new recovery codes: the current password. */
export const passwordCheckSchema = z.object({ password });

/** The first code from the app, which turns two-factor on. */
export const enrolCodeSchema = z.object({ code: totpCodeSchema });

/**
 * Turning two-factor off: the password and a code from the app or a recovery code; a code of digits (spaces and
 * dashes allowed) is sent normalised, a recovery code as typed.
 */
export const disableTwoFactorSchema = z.object({
  password,
  code: z
    .string()
    .trim()
    .min(1, commonValidation.required)
    .transform((code) => (/^[\d\s-]+$/.test(code) ? normaliseTotp(code) : code)),
});

/**
 * The sign-in's second step: a code from the app (sent as six digits), or a recovery code (as delivered, at least
 * six characters once trimmed); and whether to trust this device for 30 days.
 */
export const twoFactorSignInSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('totp'), code: totpCodeSchema, trustDevice: z.boolean() }),
  z.object({
    mode: z.literal('recovery'),
    code: z.string().trim().min(6, securityValidation.recoveryFormat),
    trustDevice: z.boolean(),
  }),
]);

/** A new passkey's name. */
export const addPasskeySchema = z.object({ name: passkeyNameSchema });

import { z } from 'zod';
import { accountValidation, commonValidation } from '../i18n/validation';
import { adminOfSchema, mySchoolSchema } from '../schools/contract';
import { accessSchema } from './access';
import { setupStateSchema } from './setup';

/**
 * The accounts API beside better-auth's own routes (which live under /api/auth/*). Server routes parse with these
 * schemas; the client's forms validate with the same ones.
 */
export const accountApi = {
  /** GET: the signed-in user, their profile (created on first call) and roles. 401 when anonymous. Not gated. */
  me: '/api/me',
  /** PATCH {whatsapp}: stores the WhatsApp (digits). Not gated (pending users may complete their profile). */
  meWhatsapp: '/api/me/whatsapp',
  /** POST {}: after the trial, 'Continuar' records the request and tells the admins and the school. */
  continueRequest: '/api/me/continue-request',
  /** GET ?email=: {exists} for the sign-in/sign-up hints. Public, rate limited. */
  emailExists: '/api/public/email-exists',
  /** The admin API is adminApi in src/shared/admin/contract.ts. */
  /** POST better-auth passkey routes, JWKS etc. are better-auth's: /api/auth/... */
  jwks: '/.well-known/jwks.json',
} as const;

export const WHATSAPP_MAX_DIGITS = 11;
export const PASSWORD_MIN_LENGTH = 6;
export const TRIAL_DAYS = 7;

export const onlyDigits = (value: string): string => value.replace(/\D/g, '');

export const roleSchema = z.enum(['admin', 'user']);
export type Role = z.infer<typeof roleSchema>;

export const profileSchema = z.object({
  id: z.string(),
  userId: z.string(),
  displayName: z.string(),
  fullName: z.string(),
  whatsapp: z.string().nullable(),
  isAllowed: z.boolean(),
  /** Null until access is first released (the trial starts then). */
  trialEndsAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const meResponseSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: roleSchema,
    emailVerified: z.boolean(),
  }),
  profile: profileSchema,
  /** True while the profile lacks what the blocking completion modal asks for (WhatsApp). */
  needsCompletion: z.boolean(),
  /** Trial, continuation and read-only state (ADR 013). */
  access: accessSchema,
  /** The school the trader studies at, and what it may see. */
  school: mySchoolSchema,
  /** The schools the user administers (their /school-admin pages). */
  schoolAdminOf: adminOfSchema,
  /** The schools the user mentors (their /school-admin pages, read and comment only). */
  mentorOf: adminOfSchema,
  /** The first-run setup's state (src/shared/account/setup.ts): a released trader with it pending goes to /setup. */
  setup: setupStateSchema,
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/** The optional prompt after sign-in: at least 11 digits. */
export const whatsappPromptSchema = z.object({
  whatsapp: z
    .string()
    .transform(onlyDigits)
    .pipe(z.string().length(WHATSAPP_MAX_DIGITS, accountValidation.whatsappInvalid)),
});

/** The mandatory completion modal: any non-empty value. */
export const whatsappRequiredSchema = z.object({
  whatsapp: z
    .string()
    .transform(onlyDigits)
    .pipe(
      z
        .string()
        .min(1, accountValidation.whatsappRequired)
        .max(WHATSAPP_MAX_DIGITS, accountValidation.whatsappInvalid),
    ),
});

export const signUpSchema = z.object({
  fullName: z.string().trim().min(1, commonValidation.required),
  whatsapp: z
    .string()
    .transform(onlyDigits)
    .pipe(z.string().min(1, commonValidation.required).max(WHATSAPP_MAX_DIGITS)),
  email: z.email(commonValidation.invalidEmail),
  password: z.string().min(PASSWORD_MIN_LENGTH, accountValidation.passwordTooShort),
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const passwordResetSchema = z
  .object({
    password: z.string().min(PASSWORD_MIN_LENGTH, accountValidation.passwordTooShort),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, {
    message: accountValidation.passwordMismatch,
    path: ['confirm'],
  });

export const emailExistsQuerySchema = z.object({ email: z.string().trim().toLowerCase().min(3).max(320) });
export const emailExistsResponseSchema = z.object({ exists: z.boolean() });

/** Error bodies of the API: `{code, message}`; validation errors add `fieldErrors`. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
export const ACCESS_PENDING = 'ACCESS_PENDING';

/** Password strength exactly as the spec scores it. */
export function passwordStrength(password: string): {
  score: number;
  label: 'Fraca' | 'Média' | 'Forte';
  percent: 33 | 66 | 100;
} {
  let score = 0;
  if (password.length >= 8) score++;
  if (password.length >= 12) score++;
  if (/[a-z]/.test(password)) score++;
  if (/[A-Z]/.test(password)) score++;
  if (/\d/.test(password)) score++;
  if (/[^A-Za-z0-9]/.test(password)) score++;
  if (score <= 2) return { score, label: 'Fraca', percent: 33 };
  if (score <= 4) return { score, label: 'Média', percent: 66 };
  return { score, label: 'Forte', percent: 100 };
}

/** (DD) NNNNN-NNNN, at most 11 digits, formatted as the user types. */
export function formatWhatsapp(value: string): string {
  const d = onlyDigits(value).slice(0, WHATSAPP_MAX_DIGITS);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  if (d.length <= 7) return `(${d.slice(0, 2)}) ${d.slice(2)}`;
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
}

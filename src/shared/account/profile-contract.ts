import { z } from 'zod';
import { profileMessages } from '../i18n/profile-info';
import { onlyDigits, WHATSAPP_MAX_DIGITS } from './contract';

/**
 * /profile's 'Dados': the trader's names, WhatsApp and email. Both sides validate with these schemas;
 * the answers are the new MeResponse (src/shared/account/contract.ts).
 */
export const profileApi = {
  /** PATCH {displayName?, fullName?, whatsapp?}: the profile's own fields. Any signed-in user (the /api/me rule). */
  profile: '/api/me/profile',
  /** POST {email}: a link to confirm the new address is mailed to it; the email changes when it is opened. */
  email: '/api/me/email',
} as const;

export const DISPLAY_NAME_MAX = 60;
export const FULL_NAME_MAX = 120;
export const EMAIL_MAX = 254;

const name = (max: number, tooLong: string) =>
  z.string().trim().min(1, profileMessages.required).max(max, tooLong);

/** Exactly the spec's mask: DDD and 9 digits. A number already stored is sent only when it changes. */
const whatsapp = z
  .string()
  .transform(onlyDigits)
  .pipe(z.string().length(WHATSAPP_MAX_DIGITS, profileMessages.invalidWhatsapp));

export const profileFields = {
  displayName: name(DISPLAY_NAME_MAX, profileMessages.displayNameTooLong),
  fullName: name(FULL_NAME_MAX, profileMessages.fullNameTooLong),
  whatsapp,
};

/** PATCH body: any subset; a field left out keeps its value. */
export const profileUpdateSchema = z.object(profileFields).partial();
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** POST body of the email change. */
export const emailChangeSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX, profileMessages.invalidEmail)
    .pipe(z.email(profileMessages.invalidEmail)),
});
export type EmailChangeInput = z.input<typeof emailChangeSchema>;

/** 202: the link went to `pendingEmail`; the account's email is unchanged until it is opened. */
export const emailChangeResponseSchema = z.object({ pendingEmail: z.string() });
export type EmailChangeResponse = z.infer<typeof emailChangeResponseSchema>;

/** Where the confirmation link lands: /profile reads this to say the email changed (or why it did not). */
export const EMAIL_CHANGED_PARAM = 'email';
export const EMAIL_CHANGED_VALUE = 'alterado';
export const emailChangeCallbackPath = `/profile?${EMAIL_CHANGED_PARAM}=${EMAIL_CHANGED_VALUE}`;

/** Longest name a passkey ('Biometria') may have: the server refuses longer ones, the form stops at it. */
export const PASSKEY_NAME_MAX = 60;

/** How many recovery codes two-factor enrolment hands out (better-auth's twoFactor backupCodeOptions). */
export const RECOVERY_CODE_COUNT = 10;

/**
 * Wrong codes one sign-in's second-factor step takes (better-auth's own count per challenge): the fifth ends the
 * challenge at once (server/auth/two-factor-attempts.ts) and the screen offers to start the sign-in again.
 */
export const TWO_FACTOR_SIGN_IN_ATTEMPTS = 5;

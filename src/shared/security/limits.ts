/** Longest name a passkey ('Biometria') may have: the server refuses longer ones, the form stops at it. */
export const PASSKEY_NAME_MAX = 60;

/** How many recovery codes two-factor enrolment hands out (better-auth's twoFactor backupCodeOptions). */
export const RECOVERY_CODE_COUNT = 10;

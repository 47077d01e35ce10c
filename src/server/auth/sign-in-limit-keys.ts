/**
 * The keys of failed password sign-ins in `rate_limits` (account-limit.ts), apart from the plugin (which loads
 * better-auth) so the privacy export and erasure (features/privacy/user-data.ts) can name them.
 */
export const signInLimitKeys = {
  account: (email: string) => `account-sign-in:${email}`,
  /** Every address's key of the account starts with it. */
  addressPrefix: (email: string) => `account-sign-in:${email}|`,
  address: (email: string, address: string) => `account-sign-in:${email}|${address}`,
  notice: (email: string) => `account-sign-in-notice:${email}`,
};

import { normaliseTotp } from '@/shared/security/factors-contract';

/** A code as typed, spaces and dashes dropped (the forms' schemas do the same). */
export { normaliseTotp };

/** The Base32 secret of an otpauth:// URI (what the QR code carries), for typing it in by hand. */
export function secretFromUri(totpURI: string): string {
  try {
    return new URL(totpURI).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

/** The key in groups of four ("ABCD EFGH ..."), easier to read aloud and to type without losing one's place. */
export const groupKey = (secret: string): string => secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

export const isSixDigits = (code: string): boolean => /^\d{6}$/.test(normaliseTotp(code));

/** The .txt of recovery codes: a header naming the account, then one code per line. */
export function recoveryCodesFile(header: string, codes: readonly string[]): string {
  return `${header}${codes.join('\n')}\n`;
}

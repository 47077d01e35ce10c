import { describe, expect, it } from 'vitest';
import { commonValidation, securityValidation } from '../i18n/validation';
import {
  addPasskeySchema,
  disableTwoFactorSchema,
  enrolCodeSchema,
  passwordCheckSchema,
  twoFactorSignInSchema,
} from './factors-contract';
import { PASSKEY_NAME_MAX } from './limits';

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the two-factor and passkey forms', () => {
  it('take the app code with spaces or a dash, and send it as six digits', () => {
    expect(enrolCodeSchema.parse({ code: '123 456' })).toEqual({ code: '123456' });
    expect(enrolCodeSchema.parse({ code: '123-456' })).toEqual({ code: '123456' });
    expect(message(enrolCodeSchema.safeParse({ code: '12345' }))).toBe(securityValidation.codeFormat);
    expect(message(enrolCodeSchema.safeParse({ code: '12345a' }))).toBe(securityValidation.codeFormat);
  });

  it('turn two-factor off with a code of the app (normalised) or a recovery code (as typed)', () => {
    expect(disableTwoFactorSchema.parse({ password: 'x', code: ' 123 456 ' })).toEqual({
      password: 'x',
      code: '123456',
    });
    expect(disableTwoFactorSchema.parse({ password: 'x', code: 'AbCdE-12345' }).code).toBe('AbCdE-12345');
    const empty = disableTwoFactorSchema.safeParse({ password: '', code: '  ' });
    expect(empty.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['password', commonValidation.required],
      ['code', commonValidation.required],
    ]);
    expect(message(passwordCheckSchema.safeParse({ password: '' }))).toBe(commonValidation.required);
  });

  it("check the sign-in's code by its kind: six digits from the app, or a recovery code as delivered", () => {
    const app = { mode: 'totp' as const, trustDevice: true };
    expect(twoFactorSignInSchema.parse({ ...app, code: '123 456' }).code).toBe('123456');
    expect(message(twoFactorSignInSchema.safeParse({ ...app, code: 'AbCdE-12345' }))).toBe(
      securityValidation.codeFormat,
    );
    const recovery = { mode: 'recovery' as const, trustDevice: false };
    expect(twoFactorSignInSchema.parse({ ...recovery, code: ' AbCdE-12345 ' }).code).toBe('AbCdE-12345');
    expect(message(twoFactorSignInSchema.safeParse({ ...recovery, code: 'AbC' }))).toBe(
      securityValidation.recoveryFormat,
    );
  });

  it('name a passkey with 1 to PASSKEY_NAME_MAX characters once trimmed', () => {
    expect(addPasskeySchema.parse({ name: '  Celular ' })).toEqual({ name: 'Celular' });
    expect(message(addPasskeySchema.safeParse({ name: '   ' }))).toBe(securityValidation.passkeyName);
    expect(addPasskeySchema.safeParse({ name: 'x'.repeat(PASSKEY_NAME_MAX) }).success).toBe(true);
    expect(message(addPasskeySchema.safeParse({ name: 'x'.repeat(PASSKEY_NAME_MAX + 1) }))).toBe(
      securityValidation.passkeyName,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { groupKey, isSixDigits, normaliseTotp, recoveryCodesFile, secretFromUri } from './totp';

describe('two-factor helpers', () => {
  it('reads the secret of an otpauth URI', () => {
    expect(
      secretFromUri('otpauth://totp/MCTrading:ana%40x.com?secret=JBSWY3DPEHPK3PXP&issuer=MCTrading&digits=6'),
    ).toBe('JBSWY3DPEHPK3PXP');
    expect(secretFromUri('not a uri')).toBe('');
  });

  it('groups the key by four', () => {
    expect(groupKey('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
    expect(groupKey('ABCD')).toBe('ABCD');
  });

  it('accepts a six-digit code typed with a space or dash', () => {
    expect(normaliseTotp('123 456')).toBe('123456');
    expect(isSixDigits('123-456')).toBe(true);
    expect(isSixDigits('12345')).toBe(false);
    expect(isSixDigits('12345a')).toBe(false);
  });

  it('writes one code per line after the header', () => {
    expect(recoveryCodesFile('Cabeçalho\n\n', ['aaaaa-bbbbb', 'ccccc-ddddd'])).toBe(
      'Cabeçalho\n\naaaaa-bbbbb\nccccc-ddddd\n',
    );
  });
});

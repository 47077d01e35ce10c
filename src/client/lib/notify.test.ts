import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api';
import { errorDescription } from './notify';

describe('errorDescription (spec section 8)', () => {
  it('cites the message, else the code, else UNKNOWN', () => {
    expect(errorDescription('Falhou.', { message: 'Invalid', code: 'X' })).toBe('Falhou. (Código: Invalid)');
    expect(errorDescription('Falhou.', { message: '', code: 'X' })).toBe('Falhou. (Código: X)');
    expect(errorDescription('Falhou.', {})).toBe('Falhou. (Código: UNKNOWN)');
    expect(errorDescription('Falhou.')).toBe('Falhou. (Código: UNKNOWN)');
  });

  it('takes whatever was caught: an API error, an auth answer, or something without a message', () => {
    const api = new ApiRequestError(409, 'ACCOUNT_HAS_TRADES', 'A conta tem 3 trades.');
    expect(errorDescription('Falhou.', api)).toBe('Falhou. (Código: A conta tem 3 trades.)');
    expect(errorDescription('Falhou.', { code: 'NO_PASSKEY', status: 400 })).toBe(
      'Falhou. (Código: NO_PASSKEY)',
    );
    expect(errorDescription('Falhou.', 'texto solto')).toBe('Falhou. (Código: UNKNOWN)');
    expect(errorDescription('Falhou.', { message: 42 })).toBe('Falhou. (Código: UNKNOWN)');
  });
});

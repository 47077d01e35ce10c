import { describe, expect, it } from 'vitest';
import { errorDescription } from './notify';

describe('errorDescription (spec section 8)', () => {
  it('cites the message, else the code, else UNKNOWN', () => {
    expect(errorDescription('Falhou.', { message: 'Invalid', code: 'X' })).toBe('Falhou. (Código: Invalid)');
    expect(errorDescription('Falhou.', { message: '', code: 'X' })).toBe('Falhou. (Código: X)');
    expect(errorDescription('Falhou.', {})).toBe('Falhou. (Código: UNKNOWN)');
    expect(errorDescription('Falhou.')).toBe('Falhou. (Código: UNKNOWN)');
  });
});

import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api';
import { applyFieldErrors, reportFormError } from './form-errors';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

const invalid = new ApiRequestError(400, 'INVALID_INPUT', 'Dados inválidos.', {
  name: ['Já existe uma conta com esse nome'],
  broker: ['Muito longo'],
  unknownField: ['ignorado'],
});

describe("the server's field messages on a form", () => {
  afterEach(() => vi.clearAllMocks());

  it('go under the fields the form has, focusing the first one only', () => {
    const setError = vi.fn();
    expect(applyFieldErrors(invalid, ['name', 'broker'] as const, setError)).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['name', { message: 'Já existe uma conta com esse nome' }, { shouldFocus: true }],
      ['broker', { message: 'Muito longo' }, { shouldFocus: false }],
    ]);
  });

  it('leave the form alone when the failure names no field of it', () => {
    const setError = vi.fn();
    expect(applyFieldErrors(new Error('rede'), ['name'] as const, setError)).toBe(false);
    expect(applyFieldErrors(invalid, ['currency'] as const, setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });

  it('a failed save also raises the error toast, citing the server message (spec section 8)', () => {
    const setError = vi.fn();
    reportFormError(invalid, {
      title: 'Erro ao salvar',
      detail: 'Confira os campos.',
      fields: ['name'],
      setError,
    });
    expect(setError).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('Erro ao salvar', {
      description: 'Confira os campos. (Código: Dados inválidos.)',
    });
  });
});

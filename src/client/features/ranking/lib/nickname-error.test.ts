import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/client/lib/api';
import { errorMessages } from '@/shared/i18n/errors';
import { nicknameErrorOnField } from './nickname-error';

function collect() {
  const set: { field: string; message: string }[] = [];
  return {
    set,
    setError: (field: 'nickname', error: { message: string }) => set.push({ field, message: error.message }),
  };
}

describe('a refused nickname is shown under the field', () => {
  it("puts the server's field message there", () => {
    const { set, setError } = collect();
    const error = new ApiRequestError(409, 'NICKNAME_TAKEN', 'Este apelido já está em uso.', {
      nickname: ['Este apelido já está em uso.'],
    });
    expect(nicknameErrorOnField(error, setError)).toBe(true);
    expect(set).toEqual([{ field: 'nickname', message: 'Este apelido já está em uso.' }]);
  });

  it('puts a taken nickname there even when the answer names no field', () => {
    const { set, setError } = collect();
    expect(nicknameErrorOnField(new ApiRequestError(409, 'NICKNAME_TAKEN', 'Em uso.'), setError)).toBe(true);
    expect(set).toEqual([{ field: 'nickname', message: 'Em uso.' }]);
  });

  it('leaves other failures to the toast', () => {
    const { set, setError } = collect();
    expect(
      nicknameErrorOnField(new ApiRequestError(0, 'NETWORK_ERROR', errorMessages.INTERNAL), setError),
    ).toBe(false);
    expect(nicknameErrorOnField(new Error('boom'), setError)).toBe(false);
    expect(set).toEqual([]);
  });
});

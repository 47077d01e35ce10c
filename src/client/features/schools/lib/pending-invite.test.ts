import { describe, expect, it } from 'vitest';
import { PENDING_INVITE_STORAGE_KEY } from '@/shared/schools/contract';
import { storePendingInvite, takePendingInvite } from './pending-invite';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

describe('pending invite', () => {
  it('is kept under the shared key and taken once: the second read finds nothing', () => {
    const storage = memoryStorage();
    storePendingInvite('abc123xyz', storage);
    expect(storage.items.get(PENDING_INVITE_STORAGE_KEY)).toBe('abc123xyz');
    expect(takePendingInvite(storage)).toBe('abc123xyz');
    expect(takePendingInvite(storage)).toBeNull();
  });

  it('keeps only the last invite opened', () => {
    const storage = memoryStorage();
    storePendingInvite('first-token', storage);
    storePendingInvite('second-token', storage);
    expect(takePendingInvite(storage)).toBe('second-token');
  });

  it('does nothing, and finds nothing, where storage is refused', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => undefined,
    };
    expect(() => storePendingInvite('token-x', refusing)).not.toThrow();
    expect(takePendingInvite(refusing)).toBeNull();
    expect(takePendingInvite(null)).toBeNull();
  });
});

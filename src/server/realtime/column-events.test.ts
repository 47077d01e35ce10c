import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import {
  COLUMNS_SETTLE_MS,
  columnsInFlight,
  columnsSettled,
  columnsWriteInFlight,
  notifyColumnsChanged,
} from './column-events';

/** Takes the NOTIFY and sends nothing: no notification of these writes ever comes back. */
const silent = { execute: async () => ({ rows: [] }) } as unknown as Pick<Db, 'execute'>;

describe('the writes in flight', () => {
  it('keeps the days each write touched until its notification comes back, oldest first', async () => {
    const userId = `in-flight-${randomUUID()}`;
    expect(columnsInFlight(userId)).toEqual([]);
    await notifyColumnsChanged(silent, userId, ['2025-01-02', '2025-01-01', '2025-01-02']);
    await notifyColumnsChanged(silent, userId, null);
    expect(columnsWriteInFlight(userId)).toBe(true);
    expect(columnsInFlight(userId)).toEqual([['2025-01-01', '2025-01-02'], null]);
    columnsSettled(userId);
    expect(columnsInFlight(userId)).toEqual([null]);
    columnsSettled(userId);
    expect(columnsInFlight(userId)).toEqual([]);
    expect(columnsWriteInFlight(userId)).toBe(false);
  });

  it('forgets a write whose notification never comes (it rolled back) after the settling time', async () => {
    const userId = `in-flight-${randomUUID()}`;
    await notifyColumnsChanged(silent, userId, ['2025-03-03']);
    const later = Date.now() + COLUMNS_SETTLE_MS + 1;
    expect(columnsInFlight(userId)).toEqual([['2025-03-03']]);
    expect(columnsInFlight(userId, later)).toEqual([]);
  });
});

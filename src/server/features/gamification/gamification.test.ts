import { beforeAll, describe, expect, it } from 'vitest';
import {
  disciplineTestApp,
  journaledTrade,
  trader,
  type DisciplineTestApp,
} from '../discipline/discipline.testkit';
import { keysOf, ledger, overview, total } from './gamification.testkit';

// Wednesday 10 Mar 2026, 12:00 in São Paulo.
const NOW = new Date('2026-03-10T15:00:00Z');
const TODAY = '2026-03-10';
let t: DisciplineTestApp;
beforeAll(async () => {
  t = await disciplineTestApp(NOW);
});
const db = () => t.database.db;

describe('XP from trades', () => {
  it('a complete trade earns 5 XP, shown in the history with its reason', async () => {
    t.clock.now = NOW;
    const { client, userId } = await trader(t);
    const trade = await journaledTrade(client, TODAY, '09:05');
    expect(await ledger(db(), userId)).toEqual({ [`trade:${trade.id}`]: 5 });
    const o = await overview(client);
    expect(o.level).toMatchObject({ level: 1, xp: 5 });
    expect(o.history).toEqual([
      expect.objectContaining({
        source: 'trade',
        amount: 5,
        day: TODAY,
        reason: 'Trade registrado por completo (WIN)',
      }),
    ]);
    expect(total(await ledger(db(), userId))).toBe(5);
    expect(keysOf(await ledger(db(), userId), 'trade')).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import type { RiskAlertDto, TodayDto } from '@/shared/risk/contract';
import { createAlertGate, mergedRiskAlertToasts, riskAlertToast } from './risk-alerts';

const today: TodayDto = {
  accountId: 'acc-1',
  planConfirmed: true,
  currency: 'BRL',
  day: '2026-11-26',
  timezone: 'America/Sao_Paulo',
  state: 'attention',
  pnl: '-240.00',
  lossLimit: '300.00',
  gainLock: '500.00',
  trades: 4,
  tradeCap: 5,
  lossStreak: 2,
  stopAfterLosses: 3,
  cooldownUntil: null,
  usage: { 'daily-loss': 80, 'gain-lock': 0, 'trade-cap': 80, 'loss-streak': 67 },
};
const alert = (patch: Partial<RiskAlertDto>): RiskAlertDto => ({
  id: 1,
  accountId: 'acc-1',
  day: '2026-11-26',
  limitKind: 'daily-loss',
  level: 80,
  ...patch,
});
// Intl puts a no-break space after the currency symbol.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('riskAlertToast', () => {
  it('names the daily loss limit, the level and the money used of the limit', () => {
    const toast = riskAlertToast(alert({}), today);
    expect(toast.title).toBe('Limite de perda diária: 80%');
    expect(plain(toast.description)).toBe('Você usou 80% da perda máxima do dia (R$ 240,00 de R$ 300,00).');
    expect(toast.reached).toBe(false);
  });

  it('at 100% says to stop for the day and stays until dismissed', () => {
    const toast = riskAlertToast(alert({ level: 100 }), { ...today, pnl: '-310.5' });
    expect(toast.title).toBe('Limite atingido — pare por hoje');
    expect(plain(toast.description)).toBe('Você atingiu a perda máxima do dia (R$ 310,50 de R$ 300,00).');
    expect(toast.reached).toBe(true);
  });

  it('words the gain lock, the trade cap and the loss streak', () => {
    const gain = riskAlertToast(alert({ limitKind: 'gain-lock', level: 50 }), { ...today, pnl: '250' });
    expect(gain.title).toBe('Meta de ganho do dia: 50%');
    expect(plain(gain.description)).toBe(
      'Você alcançou 50% da meta de ganho do dia (R$ 250,00 de R$ 500,00).',
    );
    const cap = riskAlertToast(alert({ limitKind: 'trade-cap', level: 100 }), { ...today, trades: 5 });
    expect(cap.description).toBe('Você fez todos os trades do dia (5 de 5).');
    const streak = riskAlertToast(alert({ limitKind: 'loss-streak', level: 50 }), today);
    expect(streak.title).toBe('Perdas seguidas: 50%');
    expect(streak.description).toBe('Você chegou a 50% das perdas seguidas do seu plano (2 de 3).');
  });

  it('leaves the figures out when the day could not be read or is another account’s', () => {
    expect(riskAlertToast(alert({})).description).toBe('Você usou 80% da perda máxima do dia.');
    expect(riskAlertToast(alert({}), { ...today, accountId: 'other' }).description).toBe(
      'Você usou 80% da perda máxima do dia.',
    );
  });

  it('names the account when asked, and keeps one toast per account, day and limit', () => {
    const a = riskAlertToast(alert({ level: 50 }), today, 'Conta real');
    const b = riskAlertToast(alert({ level: 80 }), today, 'Conta real');
    expect(a.description).toMatch(/Conta: Conta real\.$/);
    expect(a.toastId).toBe(b.toastId);
    expect(riskAlertToast(alert({ limitKind: 'trade-cap' }), today).toastId).not.toBe(a.toastId);
  });

  it('shows US$ for an account in dollars', () => {
    const toast = riskAlertToast(alert({}), { ...today, currency: 'USD' });
    expect(plain(toast.description)).toContain('US$ 240,00 de US$ 300,00');
  });
});

describe('createAlertGate', () => {
  it('shows each alert once and never a lower level of a limit after a higher one', () => {
    const accept = createAlertGate();
    expect(accept(alert({ id: 1, level: 50 }))).toBe(true);
    expect(accept(alert({ id: 1, level: 50 }))).toBe(false);
    expect(accept(alert({ id: 2, level: 80, limitKind: 'trade-cap' }))).toBe(true);
    expect(accept(alert({ id: 3, level: 100 }))).toBe(true);
    expect(accept(alert({ id: 4, level: 80 }))).toBe(false);
    // Once a limit of the day is reached, lesser alerts of that day are noise; another 100% is not.
    expect(accept(alert({ id: 5, level: 50, limitKind: 'loss-streak' }))).toBe(false);
    expect(accept(alert({ id: 6, level: 100, limitKind: 'trade-cap' }))).toBe(true);
    // Another account or another day has its own levels.
    expect(accept(alert({ id: 7, level: 50, accountId: 'acc-2' }))).toBe(true);
    expect(accept(alert({ id: 8, level: 50, day: '2026-11-27' }))).toBe(true);
  });
});

describe('mergedRiskAlertToasts', () => {
  const reachedDay = { ...today, state: 'reached' as const, pnl: '-350.00', lossStreak: 3 };

  it('makes the alerts of one write one toast per account and day, the reached limit first', () => {
    const [one, ...others] = mergedRiskAlertToasts(
      [alert({ id: 1, limitKind: 'loss-streak', level: 100 }), alert({ id: 2, level: 100 })],
      () => reachedDay,
    );
    expect(others).toEqual([]);
    expect(one?.title).toBe('Limite atingido — pare por hoje');
    expect(one?.reached).toBe(true);
    const lines = plain(one?.description ?? '').split('\n');
    expect(lines).toHaveLength(2);
    expect(lines.join(' ')).toContain('perda máxima do dia (R$ 350,00 de R$ 300,00)');
    expect(lines.join(' ')).toContain('limite de perdas seguidas (3 de 3)');
    expect(one?.toastId).toBe('risk-alert:acc-1:2026-11-26');
  });

  it('puts the highest level on top, names the account once, and keeps accounts apart', () => {
    const toasts = mergedRiskAlertToasts(
      [
        alert({ id: 1, limitKind: 'trade-cap', level: 80 }),
        alert({ id: 2, level: 100 }),
        alert({ id: 3, accountId: 'acc-2', level: 50 }),
      ],
      (id) => (id === 'acc-1' ? reachedDay : undefined),
      (id) => (id === 'acc-1' ? 'Conta real' : 'Conta demo'),
    );
    expect(toasts).toHaveLength(2);
    expect(toasts[0]?.description.startsWith('Você atingiu a perda máxima do dia')).toBe(true);
    expect(toasts[0]?.description.match(/Conta: Conta real\./g)).toHaveLength(1);
    expect(toasts[1]?.title).toBe('Limite de perda diária: 50%');
    expect(toasts[1]?.description).toBe('Você usou 50% da perda máxima do dia. Conta: Conta demo.');
  });
});

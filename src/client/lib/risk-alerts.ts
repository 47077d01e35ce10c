import { toDecimal } from '@/shared/trading/decimal';
import { riskText } from '@/shared/i18n/risk';
import type { RiskAlertDto, TodayDto } from '@/shared/risk/contract';
import { formatMoney } from '@/shared/format';

const A = riskText.alerts;

export interface RiskAlertToast {
  title: string;
  description: string;
  /** 100%: stays until dismissed and offers the breathing pause. */
  reached: boolean;
  /** One toast per account, day and limit: a higher level replaces the lower one instead of stacking. */
  toastId: string;
}

/** The figures an alert cites ('R$ 240,00', 'R$ 300,00'; '4', '5'), from the day's panel when it is known. */
function figures(kind: RiskAlertDto['limitKind'], today: TodayDto | undefined): [string, string] | [] {
  if (!today) return [];
  const money = (v: string) => formatMoney(v, today.currency);
  switch (kind) {
    case 'daily-loss': {
      const pnl = toDecimal(today.pnl);
      return [money(pnl.sign() < 0 ? pnl.neg().toString() : '0'), money(today.lossLimit)];
    }
    case 'gain-lock': {
      if (!today.gainLock) return [];
      const pnl = toDecimal(today.pnl);
      return [money(pnl.sign() > 0 ? pnl.toString() : '0'), money(today.gainLock)];
    }
    case 'trade-cap':
      return [String(today.trades), String(today.tradeCap)];
    case 'loss-streak':
      return [String(today.lossStreak), String(today.stopAfterLosses)];
  }
}

/**
 * The toast of a `risk-alert` event: the limit and level in words ('Limite de perda diária: 80%' / 'Você usou 80%
 * da perda máxima do dia (R$ 240,00 de R$ 300,00).'); at 100% 'Limite atingido — pare por hoje'. `today` is the
 * account's panel read after the alert (its figures; left out when it could not be read); `accountName` is named
 * when the trader has more than one account.
 */
export function riskAlertToast(alert: RiskAlertDto, today?: TodayDto, accountName?: string): RiskAlertToast {
  const sameAccount = today && today.accountId === alert.accountId ? today : undefined;
  const [used, limit] = figures(alert.limitKind, sameAccount);
  const reached = alert.level >= 100;
  const title = reached ? A.reachedTitle : A.title(A.limitNames[alert.limitKind], alert.level);
  let description = reached
    ? A.reached[alert.limitKind](used, limit)
    : A.used[alert.limitKind](alert.level, used, limit);
  if (accountName) description = A.inAccount(description, accountName);
  return {
    title,
    description,
    reached,
    toastId: `risk-alert:${alert.accountId}:${alert.day}:${alert.limitKind}`,
  };
}

/**
 * Which alerts to show, for one tab's stream: an alert already shown (a replay after a reconnect) is dropped, and so
 * is a level at or below one already shown for the same account, day and limit (80% arriving after 100%). Once a
 * limit of the day is reached, the lesser alerts of that account and day (a 50% of the trade cap) are dropped too:
 * 'Limite atingido — pare por hoje' stays the message on top.
 */
export function createAlertGate() {
  const seen = new Set<number>();
  const highest = new Map<string, number>();
  const reachedDays = new Set<string>();
  return (alert: RiskAlertDto): boolean => {
    if (seen.has(alert.id)) return false;
    seen.add(alert.id);
    const day = `${alert.accountId}:${alert.day}`;
    const key = `${day}:${alert.limitKind}`;
    if ((highest.get(key) ?? 0) >= alert.level) return false;
    if (alert.level < 100 && reachedDays.has(day)) return false;
    highest.set(key, alert.level);
    if (alert.level >= 100) reachedDays.add(day);
    return true;
  };
}

/**
 * The alerts of one moment as one toast per account and day: one losing trade that crosses the daily loss and the
 * loss streak gives one 'Limite atingido — pare por hoje' naming both limits (two toasts stacked hid the one
 * below). The lines go highest level first; the title is that of the highest. The toast's id is the account's day,
 * so a later alert of that day replaces it instead of stacking. `dayOf` gives the account's 'Hoje' panel (its
 * figures), `accountName` the account's name when the trader has several.
 */
export function mergedRiskAlertToasts(
  alerts: readonly RiskAlertDto[],
  dayOf: (accountId: string) => TodayDto | undefined,
  accountName: (accountId: string) => string | undefined = () => undefined,
): RiskAlertToast[] {
  const groups = new Map<string, RiskAlertDto[]>();
  for (const alert of alerts) {
    const key = `${alert.accountId}:${alert.day}`;
    groups.set(key, [...(groups.get(key) ?? []), alert]);
  }
  return [...groups.entries()].flatMap(([key, group]) => {
    const sorted = [...group].sort((a, b) => b.level - a.level);
    const accountId = sorted[0]?.accountId ?? '';
    const [top, ...rest] = sorted.map((alert) => riskAlertToast(alert, dayOf(accountId)));
    if (!top) return [];
    const name = accountName(accountId);
    let description = [top, ...rest].map((p) => p.description).join('\n');
    if (name) description = A.inAccount(description, name);
    return [{ title: top.title, description, reached: top.reached, toastId: `risk-alert:${key}` }];
  });
}

import { ATTENTION_PERCENT, type TodayDto } from '@/shared/risk/contract';
import { toDecimal } from '@/shared/trading/decimal';

export type BarTone = 'ok' | 'attention' | 'reached';

export interface Bar {
  /** Used of the limit, whole %, may pass 100 (R$ 450 of R$ 300 is 150%). */
  percent: number;
  /** The bar's width, 0–100 (%). */
  width: number;
  tone: BarTone;
  /** The amount used (decimal text, or a count) and the limit. */
  used: string;
  limit: string;
}

/** 'ok' below ATTENTION_PERCENT, 'attention' from it, 'reached' at 100% — the states of the day, per limit. */
export function barTone(percent: number): BarTone {
  if (percent >= 100) return 'reached';
  return percent >= ATTENTION_PERCENT ? 'attention' : 'ok';
}

function bar(used: string, limit: string): Bar {
  const l = toDecimal(limit);
  // Whole percent, rounded down: 79.9% is not yet 'Atenção', as on the server.
  const percent = l.sign() > 0 ? Math.floor(toDecimal(used).mul(100).div(l, 4).toNumber()) : 0;
  return { percent, width: Math.min(100, Math.max(0, percent)), tone: barTone(percent), used, limit };
}

/** The day's loss against the loss limit: a gain or a flat day uses none of it. */
export function lossBar(today: Pick<TodayDto, 'pnl' | 'lossLimit'>): Bar {
  const pnl = toDecimal(today.pnl);
  return bar(pnl.sign() < 0 ? pnl.neg().toFixed(2) : '0.00', today.lossLimit);
}

/** The day's gain against the gain lock; null when the plan has none. */
export function gainBar(today: Pick<TodayDto, 'pnl' | 'gainLock'>): Bar | null {
  if (!today.gainLock) return null;
  const pnl = toDecimal(today.pnl);
  return bar(pnl.sign() > 0 ? pnl.toFixed(2) : '0.00', today.gainLock);
}

export const tradesBar = (today: Pick<TodayDto, 'trades' | 'tradeCap'>) =>
  bar(String(today.trades), String(today.tradeCap));

export const streakBar = (today: Pick<TodayDto, 'lossStreak' | 'stopAfterLosses'>) =>
  bar(String(today.lossStreak), String(today.stopAfterLosses));

/** The time left of a cooldown as 'mm:ss' ('h:mm:ss' from an hour), rounded up to the second; null when over. */
export function formatCountdown(msLeft: number): string | null {
  if (!(msLeft > 0)) return null;
  const total = Math.ceil(msLeft / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

import {
  formatInstantDateTime,
  formatMoney,
  formatNumber,
  formatPlainAmount,
  type MoneyCurrency,
} from '@/shared/format';

/**
 * A file's figures as the preview shows them: what a row holds is not yet checked, so text that is not a number
 * stays as the file wrote it instead of becoming '—'.
 */

/** '125.5' + 'BRL' → 'R$ 125,50'; no currency → '125,50'. */
export function formatFileMoney(value: string, currency: string | null | undefined): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return value;
  return currency ? formatMoney(n, currency as MoneyCurrency) : formatPlainAmount(n);
}

export function formatPrice(value: string): string {
  const n = Number(value);
  return value !== '' && Number.isFinite(n) ? formatNumber(n) : value;
}

export function formatTimestamp(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatInstantDateTime(date);
}

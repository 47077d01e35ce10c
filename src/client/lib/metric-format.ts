import { MONTH_NAMES, monthName } from '@/shared/i18n/periods';
import { formatMoney, formatMoneyCompact, type MoneyCurrency } from '@/client/lib/format';

/** Dashboard figures arrive as integer cents (expectancy may be fractional): shown rounded to the cent. */
export const money = (cents: number | null | undefined, currency: MoneyCurrency): string =>
  cents === null || cents === undefined || !Number.isFinite(cents)
    ? '—'
    : formatMoney(Math.round(cents) / 100, currency);

/** Chart axes: one decimal so neighbouring ticks differ ('12,5 mil', '13 mil'). */
export const moneyAxis = (cents: number, currency: MoneyCurrency, withSymbol = true): string =>
  formatMoneyCompact(Math.round(cents) / 100, currency, { symbol: withSymbol, fractionDigits: 1 });

/** Calendar cells: 'R$ 1,4 mil', '-R$ 12 mil' (the full amount is a tap or a hover away). */
export const moneyCompact = (cents: number, currency: MoneyCurrency): string =>
  formatMoneyCompact(Math.round(cents) / 100, currency);

const pctFormat = new Intl.NumberFormat('pt-BR', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
/** 0.625 → '62,5%', 0.5 → '50,0%' (as the insights write them); null → '—'. */
export const percent = (ratio: number | null | undefined): string =>
  ratio === null || ratio === undefined || !Number.isFinite(ratio) ? '—' : pctFormat.format(ratio);

const ratioFormat = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 1.8523 → '1,85'. */
export const ratio = (value: number | null | undefined): string =>
  value === null || value === undefined || !Number.isFinite(value) ? '—' : ratioFormat.format(value);

const pointsFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
export const points = (value: number | null | undefined): string =>
  value === null || value === undefined || !Number.isFinite(value) ? '—' : pointsFormat.format(value);

export const signTone = (cents: number | null | undefined) =>
  !cents ? 'text-slate-900' : cents > 0 ? 'text-emerald-700' : 'text-red-700';

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(timeZone: string, withYear: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}:${withYear}`;
  let f = dateFormats.get(key);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('pt-BR', {
        timeZone,
        day: '2-digit',
        month: '2-digit',
        ...(withYear ? { year: 'numeric' } : {}),
      });
    } catch {
      f = new Intl.DateTimeFormat('pt-BR', {
        day: '2-digit',
        month: '2-digit',
        ...(withYear ? { year: 'numeric' } : {}),
      });
    }
    dateFormats.set(key, f);
  }
  return f;
}

/** An instant (epoch ms) as the user's local date: '14/03' or '14/03/2026'. */
export const instantDate = (t: number, timeZone: string, withYear = false) =>
  dateFormat(timeZone, withYear).format(t);

export { monthName };
/** '2026-03-14' → '14 de março'. */
export const dayName = (date: string) => {
  const [, m, d] = date.split('-').map(Number);
  return `${d} de ${MONTH_NAMES[(m ?? 1) - 1] ?? ''}`;
};

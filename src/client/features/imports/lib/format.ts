const money = new Map<string, Intl.NumberFormat>();

/** '125.5' + 'BRL' → 'R$ 125,50'; no currency → plain pt-BR number. */
export function formatMoney(value: string, currency: string | null | undefined): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return value;
  const key = currency ?? '';
  let format = money.get(key);
  if (!format) {
    format = currency
      ? new Intl.NumberFormat('pt-BR', { style: 'currency', currency })
      : new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    money.set(key, format);
  }
  return format.format(n);
}

const price = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 8 });

export function formatPrice(value: string): string {
  const n = Number(value);
  return value !== '' && Number.isFinite(n) ? price.format(n) : value;
}

/** 'yyyy-mm-dd' → 'dd/mm/yyyy' (no Date: a calendar date has no time zone). */
export function formatDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

export function formatTimestamp(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

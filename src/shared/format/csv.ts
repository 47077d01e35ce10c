/**
 * Numbers in a pt-BR spreadsheet cell: a decimal comma and no thousands mark, so that Excel pt-BR reads a number
 * (the trades export, the report, the tax statement, the school's students).
 */

/** 1234.5 → '1234,50' with `digits` decimals; a tiny negative that rounds to zero is '0,00', not '-0,00'. */
export const csvDecimal = (value: number, digits: number): string => {
  const text = value.toFixed(digits);
  return (/^-0\.?0*$/.test(text) ? text.slice(1) : text).replace('.', ',');
};

/** Integer cents → '1234,56' / '-0,05', exactly (no binary division). */
export const csvCents = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
};

import type { PeriodPreset } from '../time/periods';

/** The period presets as every picker shows them (/trades and /dashboard: one vocabulary, one wording). */
export const PERIOD_LABELS: Record<PeriodPreset, string> = {
  'this-month': 'Este mês',
  'last-month': 'Mês passado',
  'last-3-months': 'Últimos 3 meses',
  'last-6-months': 'Últimos 6 meses',
  'this-year': 'Este ano',
  all: 'Todo o período',
  custom: 'Personalizado',
};

/** The months in pt-BR, January first (lower case, as inside a sentence). */
export const MONTH_NAMES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

/** '2026-03' → 'março de 2026' (the report's cuts, on screen and in the PDF). */
export const monthName = (key: string): string => {
  const [y, m] = key.split('-');
  return `${MONTH_NAMES[Number(m) - 1] ?? m} de ${y}`;
};

/**
 * The sentence a page shows when it opened on the latest month or year with trades instead of its own period
 * (src/shared/time/default-period.ts): 'Mostrando novembro de 2025, o último mês com trades'.
 */
export const defaultPeriodText = {
  latest: (unit: 'month' | 'year', key: string) =>
    unit === 'month'
      ? `Mostrando ${monthName(key)}, o último mês com trades`
      : `Mostrando ${key}, o último ano com trades`,
  /** The link next to it, back to the page's own period. */
  backTo: (label: string) => `Ver ${label.toLowerCase()}`,
};

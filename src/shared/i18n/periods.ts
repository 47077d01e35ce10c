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

import { toCsv } from '../trading/export';
import type { TaxMonthDto, TaxPoolMonth, TaxYearDto } from './contract';

/**
 * The year's statements as a pt-BR CSV (export.ts's writer: BOM, ';', CRLF): one row per month with every column
 * of the statement, money with a decimal comma and no thousands separator (so Excel reads numbers), dates
 * dd/mm/aaaa.
 */

/** Cents → '1234,56' / '-0,05'. */
export const csvMoney = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
};
/** 0.2 → '20'; 0.00005 → '0,005'. */
const percent = (rate: number): string => String(Number((rate * 100).toFixed(6))).replace('.', ',');
const brDate = (iso: string): string => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const brMonth = (month: string): string => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

const POOL_HEADERS = [
  'operações',
  'ganhos (R$)',
  'perdas (R$)',
  'resultado (R$)',
  'prejuízo a compensar anterior (R$)',
  'prejuízo compensado (R$)',
  'prejuízo a compensar seguinte (R$)',
  'base de cálculo (R$)',
  'alíquota (%)',
  'imposto (R$)',
];

export const TAX_CSV_HEADERS = [
  'Mês',
  ...POOL_HEADERS.map((h) => `Day trade: ${h}`),
  ...POOL_HEADERS.map((h) => `Operações comuns: ${h}`),
  'IRRF retido no mês (R$)',
  'IRRF de meses anteriores (R$)',
  'IRRF deduzido (R$)',
  'IRRF a compensar (R$)',
  'Imposto após IRRF (R$)',
  'Imposto abaixo de R$ 10 de meses anteriores (R$)',
  'Meses do imposto abaixo de R$ 10',
  'Imposto a pagar (R$)',
  'Imposto abaixo de R$ 10 para o mês seguinte (R$)',
  'DARF código',
  'DARF período de apuração',
  'DARF vencimento',
  'DARF valor (R$)',
];

const poolCells = (p: TaxPoolMonth): string[] => [
  String(p.trades),
  csvMoney(p.gains),
  csvMoney(p.losses),
  csvMoney(p.result),
  csvMoney(p.lossCarriedIn),
  csvMoney(p.lossUsed),
  csvMoney(p.lossCarriedOut),
  csvMoney(p.base),
  percent(p.rate),
  csvMoney(p.tax),
];

export const taxMonthCells = (m: TaxMonthDto): string[] => [
  brMonth(m.month),
  ...poolCells(m.dayTrade),
  ...poolCells(m.swingTrade),
  csvMoney(m.irrf.withheld),
  csvMoney(m.irrf.carriedIn),
  csvMoney(m.irrf.used),
  csvMoney(m.irrf.carriedOut),
  csvMoney(m.taxAfterIrrf),
  csvMoney(m.smallTaxCarriedIn),
  m.smallTaxCarriedFrom.map(brMonth).join(', '),
  csvMoney(m.taxDue),
  csvMoney(m.smallTaxCarriedOut),
  m.darf?.code ?? '',
  m.darf ? brDate(m.darf.periodEnd) : '',
  m.darf ? brDate(m.darf.dueDate) : '',
  m.darf ? csvMoney(m.darf.amount) : '',
];

export const taxYearCsv = (tax: TaxYearDto): string =>
  toCsv([TAX_CSV_HEADERS, ...tax.months.map(taxMonthCells)]);

export const taxCsvFileName = (year: number): string => `mctrading-impostos-${year}.csv`;
export const taxPdfFileName = (month: string): string => `mctrading-darf-${month}.pdf`;

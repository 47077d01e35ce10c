import { csvCents, formatDate } from '../format';
import { toCsv } from '../trading/export';
import type { TaxMonthDto, TaxPoolMonth, TaxYearDto } from './contract';

/**
 * The year's statements as a pt-BR CSV (export.ts's writer: BOM, ';', CRLF): one row per month with every column
 * of the statement, money with a decimal comma and no thousands separator (so Excel reads numbers), dates
 * dd/mm/aaaa.
 */

/** 0.2 → '20'; 0.00005 → '0,005'. */
const percent = (rate: number): string => String(Number((rate * 100).toFixed(6))).replace('.', ',');
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
  csvCents(p.gains),
  csvCents(p.losses),
  csvCents(p.result),
  csvCents(p.lossCarriedIn),
  csvCents(p.lossUsed),
  csvCents(p.lossCarriedOut),
  csvCents(p.base),
  percent(p.rate),
  csvCents(p.tax),
];

export const taxMonthCells = (m: TaxMonthDto): string[] => [
  brMonth(m.month),
  ...poolCells(m.dayTrade),
  ...poolCells(m.swingTrade),
  csvCents(m.irrf.withheld),
  csvCents(m.irrf.carriedIn),
  csvCents(m.irrf.used),
  csvCents(m.irrf.carriedOut),
  csvCents(m.taxAfterIrrf),
  csvCents(m.smallTaxCarriedIn),
  m.smallTaxCarriedFrom.map(brMonth).join(', '),
  csvCents(m.taxDue),
  csvCents(m.smallTaxCarriedOut),
  m.darf?.code ?? '',
  m.darf ? formatDate(m.darf.periodEnd) : '',
  m.darf ? formatDate(m.darf.dueDate) : '',
  m.darf ? csvCents(m.darf.amount) : '',
];

export const taxYearCsv = (tax: TaxYearDto): string =>
  toCsv([TAX_CSV_HEADERS, ...tax.months.map(taxMonthCells)]);

export const taxCsvFileName = (year: number): string => `mctrading-impostos-${year}.csv`;
export const taxPdfFileName = (month: string): string => `mctrading-darf-${month}.pdf`;

import type { ReportDto } from '@/shared/reports/contract';
import type { TaxYearDto } from '@/shared/tax/contract';

/**
 * The PDFs of issue 13, generated on the server (React-PDF, A4, embedded fonts). Stubs until the PDF work lands:
 * the report and tax routes call these.
 */
export async function renderReportPdf(report: ReportDto): Promise<Uint8Array> {
  void report;
  throw new Error('renderReportPdf: not implemented yet');
}

/** One month's worked statement (`month` = 'yyyy-mm', one of `tax.months`) for the trader `trader`. */
export async function renderTaxMonthPdf(tax: TaxYearDto, month: string, trader: string): Promise<Uint8Array> {
  void tax;
  void month;
  void trader;
  throw new Error('renderTaxMonthPdf: not implemented yet');
}

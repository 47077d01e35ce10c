import { createElement, type ReactElement } from 'react';
import { renderToBuffer, type DocumentProps } from '@react-pdf/renderer';
import type { ReportDto } from '@/shared/reports/contract';
import type { TaxYearDto } from '@/shared/tax/contract';
import { registerFonts } from './fonts';
import { dateTime } from './format';
import { ReportDocument } from './report-document';
import { TaxMonthDocument } from './tax-document';

/**
 * The report and tax PDFs, generated on the server with React-PDF (A4, pt-BR, embedded fonts, vector charts).
 * `now` stamps the footer ("Gerado em …"); the routes pass their clock's.
 */
export interface RenderOptions {
  now?: Date;
}

/** The tax is São Paulo's (the day-trade rule reads São Paulo's calendar day), so is its statement's stamp. */
const TAX_TIME_ZONE = 'America/Sao_Paulo';

async function render(document: ReactElement<DocumentProps>): Promise<Uint8Array> {
  registerFonts();
  const buffer = await renderToBuffer(document);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

export async function renderReportPdf(report: ReportDto, options: RenderOptions = {}): Promise<Uint8Array> {
  const generatedAt = dateTime(options.now ?? new Date(), report.period.timezone);
  return render(createElement(ReportDocument, { report, generatedAt }) as ReactElement<DocumentProps>);
}

/**
 * One month's worked statement (`month` = 'yyyy-mm', one of `tax.months`) for the trader `trader`. A month that
 * is not in `tax.months` is a caller's bug (the route checks the query first): a RangeError.
 */
export async function renderTaxMonthPdf(
  tax: TaxYearDto,
  month: string,
  trader: string,
  options: RenderOptions = {},
): Promise<Uint8Array> {
  const statement = tax.months.find((m) => m.month === month);
  if (!statement) throw new RangeError(`renderTaxMonthPdf: ${month} is not one of the year's months`);
  const generatedAt = dateTime(options.now ?? new Date(), TAX_TIME_ZONE);
  return render(
    createElement(TaxMonthDocument, {
      tax,
      month: statement,
      trader,
      generatedAt,
    }) as ReactElement<DocumentProps>,
  );
}

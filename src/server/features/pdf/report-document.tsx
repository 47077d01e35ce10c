import { Document, Page, Text, View } from '@react-pdf/renderer';
import type { ReportDto } from '@/shared/reports/contract';
import { pdfText } from '@/shared/i18n/pdf';
import { costDaysText } from '@/shared/trading/cost-days';
import { EquityChart } from './equity-chart';
import { dateRange } from './format';
import { Facts, Footer, RunningHeader, Section } from './layout';
import { SummaryTable } from './report-summary';
import { PlaybooksTable } from './report-playbooks';
import { BestWorstDays, Breakdowns, breakdownsFitTogether, CutsTable, EmotionsTable } from './report-tables';
import { styles } from './styles';

const T = pdfText.report;

export const reportPeriodLabel = (report: ReportDto): string =>
  report.period.from && report.period.to ? dateRange(report.period.from, report.period.to) : T.allPeriod;

/** Rows of the month-by-month (week-by-week) table up to which it shares its page with what follows. */
const CUTS_SHARING_A_PAGE = 16;

/**
 * The evolution report on A4: the header with whose report it is and what it covers, the metric table against
 * the previous period, the equity and drawdown curve (vector), the month-by-month (or week-by-week) table, the
 * emotions, the best and worst days, the breakdowns and the playbooks. `generatedAt` is already formatted in the trader's zone.
 */
export function ReportDocument({ report, generatedAt }: { report: ReportDto; generatedAt: string }) {
  const period = reportPeriodLabel(report);
  const hasTrades = report.summary.current.trades > 0;
  // Every page carries them; each part starts a page of its own, so React-PDF's pagination re-lays out only the
  // part being split (one flowing page re-laid out the whole rest of the report at every break). A cuts table that
  // fits well within a page shares it with the emotions, days and breakdowns instead of leaving it mostly blank
  // (3 months were a page of three rows); a long one (a year of weeks) keeps its own page(s).
  const cutsPageAlone = report.cuts.length > CUTS_SHARING_A_PAGE;
  const frame = (
    <>
      <RunningHeader text={`${pdfText.product} · ${T.title} · ${report.trader} · ${period}`} />
      <Footer generatedAt={generatedAt} />
    </>
  );
  return (
    <Document
      title={T.documentTitle(period)}
      author={report.trader}
      creator={pdfText.product}
      producer={pdfText.product}
      language="pt-BR"
    >
      <Page size="A4" style={styles.page}>
        {frame}
        <View>
          <Text style={styles.brand}>{pdfText.product}</Text>
          <Text style={styles.title}>{T.title}</Text>
          <Facts
            items={[
              { label: T.trader, value: report.trader },
              { label: T.period, value: period },
              { label: T.account, value: report.account?.name ?? T.allAccounts },
              { label: T.instrument, value: report.instrument ?? T.allInstruments },
              { label: T.currency, value: T.currencies[report.currency] },
              { label: T.granularityLabel, value: T.granularity[report.granularity] },
            ]}
          />
        </View>
        {hasTrades ? (
          <>
            <Section title={T.summaryTitle}>
              <SummaryTable report={report} />
              {report.costDays ? <Text style={styles.note}>{costDaysText(report.costDays)}</Text> : null}
            </Section>
            <Section title={T.equityTitle} keepTogether>
              <EquityChart
                points={report.equity.points}
                total={report.equity.total}
                downsampled={report.equity.downsampled}
                currency={report.currency}
                timeZone={report.period.timezone}
              />
            </Section>
          </>
        ) : (
          <Text style={styles.empty}>{T.empty}</Text>
        )}
      </Page>
      {hasTrades && cutsPageAlone ? (
        <Page size="A4" style={styles.page}>
          {frame}
          <Section title={T.cutsTitle[report.granularity]} first>
            <CutsTable report={report} />
          </Section>
        </Page>
      ) : null}
      {hasTrades ? (
        <Page size="A4" style={styles.page}>
          {frame}
          {cutsPageAlone ? null : (
            <Section title={T.cutsTitle[report.granularity]} first>
              <CutsTable report={report} />
            </Section>
          )}
          <Section title={T.emotionsTitle} first={cutsPageAlone}>
            <EmotionsTable rows={report.breakdowns.byEmotion} currency={report.currency} />
          </Section>
          <Section title={T.daysTitle} keepTogether>
            <BestWorstDays report={report} />
          </Section>
          <Section title={T.breakdownsTitle} keepTogether={breakdownsFitTogether(report)}>
            <Breakdowns report={report} />
          </Section>
          {report.byPlaybook.length ? (
            <Section title={T.playbooksTitle} keepTogether={report.byPlaybook.length <= 20}>
              <PlaybooksTable report={report} />
            </Section>
          ) : null}
        </Page>
      ) : null}
    </Document>
  );
}

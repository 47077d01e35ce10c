import { Text, View } from '@react-pdf/renderer';
import type { ReportDto, ReportPlaybookRow } from '@/shared/reports/contract';
import { pdfText } from '@/shared/i18n/pdf';
import { integer, money, moneyOrNone, percent, profitFactor, ratio } from './format';
import { Table, toneOf, type Column } from './layout';
import { styles } from './styles';

const T = pdfText.report;
const P = T.playbookColumns;

/**
 * The period by playbook, as the /reports page shows it: one row per playbook, then "Sem playbook"; a row of fewer
 * than 20 trades says "amostra pequena" under its name and keeps its figures uncoloured (not yet a finding).
 */
export function PlaybooksTable({ report }: { report: ReportDto }) {
  const { currency } = report;
  const toned = (row: ReportPlaybookRow, value: number | null) =>
    row.figures.small ? undefined : toneOf(value);
  const columns: Column<ReportPlaybookRow>[] = [
    {
      label: P.playbook,
      bold: true,
      value: (r) => r.name ?? T.noPlaybook,
      sub: (r) => (r.figures.small ? T.smallSample : null),
    },
    { label: P.trades, width: 40, align: 'right', value: (r) => integer(r.figures.trades) },
    { label: P.winRate, width: 44, align: 'right', value: (r) => percent(r.figures.winRate) },
    {
      label: P.expectancy,
      width: 62,
      align: 'right',
      value: (r) =>
        moneyOrNone(r.figures.expectancy === null ? null : Math.round(r.figures.expectancy), currency),
      tone: (r) => toned(r, r.figures.expectancy),
    },
    { label: P.payoff, width: 40, align: 'right', value: (r) => ratio(r.figures.payoff) },
    {
      label: P.profitFactor,
      width: 36,
      align: 'right',
      value: (r) => profitFactor(r.figures.profitFactor, r.figures.profitFactorInfinite),
    },
    {
      label: P.pnl,
      width: 72,
      align: 'right',
      value: (r) => money(r.figures.totalPnl, currency),
      tone: (r) => toned(r, r.figures.totalPnl),
    },
  ];
  return (
    <View style={{ fontSize: 8 }}>
      <Table columns={columns} rows={report.byPlaybook} rowKey={(r) => r.id ?? 'none'} />
      {report.byPlaybook.some((r) => r.figures.small) ? (
        <Text style={styles.note}>{T.playbooksNote}</Text>
      ) : null}
    </View>
  );
}
